import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link } from 'wouter';

import { server } from '../../../../tests/msw/server';
import { andheri } from '../testing/fixtures';
import { customersHandler, locationsHandler } from '../testing/handlers';
import { currentUrl, renderScreen } from '../testing/render';
import { AddCampScreen } from './add-camp-screen';

const ADD = '/dashboard/manage/camp/add';

/** The Add Camp screen next to a sidebar-like link, as in the app layout. */
const setup = () => {
  server.use(locationsHandler([andheri]), customersHandler());
  return renderScreen(
    <>
      <Link href="/dashboard/static">Dashboard</Link>
      <AddCampScreen />
    </>,
    { url: ADD },
  );
};

const beforeUnloadIsBlocked = (): boolean => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('Add Camp, leaving with unsaved input', () => {
  it('goes back at once when nothing was typed', async () => {
    const { user } = setup();
    expect(beforeUnloadIsBlocked()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to camps' }));
    expect(currentUrl()).toBe('/dashboard/manage/camp');
  });

  it('asks before the back button discards typed input; Stay keeps it, Leave goes', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Start Date'), '01-03-2026');
    await user.click(screen.getByRole('button', { name: 'Back to camps' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toHaveAccessibleDescription('You have unsaved changes. Leave this page and lose them?');
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(ADD);
    expect(screen.getByLabelText('Start Date')).toHaveValue('01-03-2026');

    await user.click(screen.getByRole('button', { name: 'Back to camps' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(currentUrl()).toBe('/dashboard/manage/camp');
  });

  it('closes the dialog with Escape', async () => {
    const { user } = setup();
    await user.selectOptions(screen.getByLabelText('Camp Status'), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Back to camps' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(ADD);
  });

  it('catches in-app links such as the sidebar', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('End Date'), '05-03-2026');
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(currentUrl()).toBe(ADD);
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(currentUrl()).toBe('/dashboard/static');
  });

  it('lets a modified click (new tab) through', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('End Date'), '05-03-2026');
    // Stands in for the browser opening a new tab (jsdom cannot navigate).
    window.addEventListener('click', (event) => event.preventDefault(), { once: true });
    fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }), { ctrlKey: true });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe(ADD));
  });

  it('asks the browser to confirm a reload or close while input is unsaved', async () => {
    const { user } = setup();
    await user.type(screen.getByLabelText('Start Date'), '01-03-2026');
    expect(beforeUnloadIsBlocked()).toBe(true);
    await user.clear(screen.getByLabelText('Start Date'));
    expect(beforeUnloadIsBlocked()).toBe(false);
  });
});
