import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Link, Route, Switch } from 'wouter';

import { ADD_CAMP as ADD, CAMPS as LIST, pick } from '@tests/unit/camps';
import { currentUrl, renderScreen } from '@tests/unit/harness';
import { browserBack, settleHistory } from '@tests/unit/history';

import { AddCampScreen } from './add-camp-screen';

/** Add Camp between a sidebar-like link and the pages around it, as in the app layout. */
const Screens = () => (
  <>
    <Link href="/dashboard/static">Dashboard</Link>
    <Switch>
      <Route path={ADD} component={AddCampScreen} />
      <Route path={LIST}>
        <h1>Camps</h1>
      </Route>
      <Route>
        <h1>Elsewhere</h1>
      </Route>
    </Switch>
  </>
);

/** The user came from the camps list: the entry before Add Camp is the list. */
const setup = () => {
  window.history.replaceState(null, '', LIST);
  window.history.pushState(null, '', ADD);
  return renderScreen(<Screens />, { url: ADD });
};

const beforeUnloadIsBlocked = (): boolean => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

const typeStartDate = async (user: ReturnType<typeof setup>['user']) =>
  user.type(screen.getByLabelText('Start Date'), '01-03-2026');

describe('Add Camp, leaving with unsaved input', () => {
  it('goes back at once when nothing was typed', async () => {
    const { user } = setup();
    expect(beforeUnloadIsBlocked()).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Back to camps' }));
    expect(currentUrl()).toBe(LIST);
  });

  it('asks before the back button discards typed input; Stay keeps it, Leave goes', async () => {
    const { user } = setup();
    await typeStartDate(user);
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
    expect(currentUrl()).toBe(LIST);
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
    await typeStartDate(user);
    expect(beforeUnloadIsBlocked()).toBe(true);
    await user.clear(screen.getByLabelText('Start Date'));
    expect(beforeUnloadIsBlocked()).toBe(false);
  });
});

describe("Add Camp, the browser's Back button", () => {
  it('asks first; Stay keeps the input and keeps asking, Leave goes back to the list', async () => {
    const { user } = setup();
    await typeStartDate(user);
    await browserBack();
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(currentUrl()).toBe(ADD);

    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(screen.getByLabelText('Start Date')).toHaveValue('01-03-2026');
    await browserBack();
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Camps' })).toBeInTheDocument();
    expect(currentUrl()).toBe(LIST);
  });

  it('is not held up when nothing was typed: one Back, straight to the list', async () => {
    setup();
    const entries = window.history.length;
    await browserBack();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(LIST);
    expect(window.history.length).toBe(entries);
  });

  it('is not held up once the input is cleared again', async () => {
    const { user } = setup();
    await typeStartDate(user);
    await user.clear(screen.getByLabelText('Start Date'));
    // The guard drops its history entry (a traversal of its own, done by the next tick).
    await settleHistory();
    expect(currentUrl()).toBe(ADD);
    await browserBack();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(currentUrl()).toBe(LIST);
  });

  it('leaves no extra entry after a save: Back goes to Add Camp, then to the list before it', async () => {
    const { user } = setup();
    await typeStartDate(user);
    await user.type(screen.getByLabelText('End Date'), '05-03-2026');
    await pick(user, 'Location', 'Andheri');
    await pick(user, 'Customer', 'Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Camp Created Successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentUrl()).toBe(LIST));

    await browserBack();
    expect(currentUrl()).toBe(ADD);
    expect(screen.getByLabelText('Start Date')).toHaveValue('');
    await browserBack();
    expect(currentUrl()).toBe(LIST);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('leaves no extra entry after leaving by a link: Back returns to Add Camp, then to the list', async () => {
    const { user } = setup();
    await typeStartDate(user);
    await user.click(screen.getByRole('link', { name: 'Dashboard' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(currentUrl()).toBe('/dashboard/static');
    await browserBack();
    expect(currentUrl()).toBe(ADD);
    await browserBack();
    expect(currentUrl()).toBe(LIST);
  });
});
