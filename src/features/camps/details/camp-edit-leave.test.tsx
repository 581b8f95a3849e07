import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';

import { CAMP_INFO, CAMPS as LIST } from '@tests/unit/camps';
import { currentUrl, renderScreen } from '@tests/unit/harness';
import { browserBack } from '@tests/unit/history';

import { CampDetailsScreen } from './camp-details-screen';

/** Seed camp 1, Meera's at Kothrud, ongoing. */
const INFO = `${CAMP_INFO}?camp_id=1`;

const Screens = () => (
  <Switch>
    <Route path={`${LIST}/info`} component={CampDetailsScreen} />
    <Route path={LIST}>
      <h1>Camps</h1>
    </Route>
    <Route>
      <h1>Elsewhere</h1>
    </Route>
  </Switch>
);

/** Camp Details, reached from the camps list, in edit mode. */
const setup = async () => {
  window.history.replaceState(null, '', LIST);
  window.history.pushState(null, '', INFO);
  const harness = renderScreen(<Screens />, { url: INFO });
  await harness.user.click(await screen.findByRole('button', { name: 'Edit' }));
  return harness;
};

const beforeUnloadIsBlocked = (): boolean => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};
const campStatus = () => screen.getByLabelText('Camp Status');

describe('Camp Details, leaving the edit form with unsaved edits', () => {
  it('goes at once while nothing was changed', async () => {
    const { user } = await setup();
    expect(beforeUnloadIsBlocked()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'Back to camps' }));
    expect(currentUrl()).toBe(LIST);
  });

  it('asks before a link (Back to camps, Assign Clinic) discards the edits; Stay keeps them', async () => {
    const { user } = await setup();
    await user.selectOptions(campStatus(), 'Completed');
    expect(beforeUnloadIsBlocked()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Back to camps' }));
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(currentUrl()).toBe(INFO);
    expect(campStatus()).toHaveDisplayValue('Completed');

    await user.click(screen.getByRole('link', { name: 'Assign Clinic' }));
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(currentUrl()).toBe('/dashboard/manage/camp/assign?camp_id=1');
  });

  it("asks before the browser's Back discards the edits; Leave goes back to the list", async () => {
    const { user } = await setup();
    await user.selectOptions(campStatus(), 'Completed');
    await browserBack();
    expect(screen.getByRole('alertdialog', { name: 'Discard changes?' })).toBeInTheDocument();
    expect(currentUrl()).toBe(INFO);
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    expect(campStatus()).toHaveDisplayValue('Completed');

    await browserBack();
    await user.click(screen.getByRole('button', { name: 'Leave' }));
    expect(await screen.findByRole('heading', { name: 'Camps' })).toBeInTheDocument();
    expect(currentUrl()).toBe(LIST);
  });

  it('stops asking after Save, and one Back then goes to the list', async () => {
    const { user } = await setup();
    await user.selectOptions(campStatus(), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully')).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Edit' });
    expect(beforeUnloadIsBlocked()).toBe(false);
    await browserBack();
    await waitFor(() => expect(currentUrl()).toBe(LIST));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('stops asking after Cancel, and one Back then goes to the list', async () => {
    const { user } = await setup();
    await user.selectOptions(campStatus(), 'Completed');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Edit' })).toBeInTheDocument();
    await browserBack();
    await waitFor(() => expect(currentUrl()).toBe(LIST));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
