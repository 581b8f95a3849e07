import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';

import { signInAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import type { CampFilterRequest } from '@/generated/model';

import { addCamps, CAMP_CALLS, CAMPS as LIST, pick } from '@tests/unit/camps';
import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderScreen } from '@tests/unit/harness';
import { adminUser } from '@tests/unit/session-fixtures';

import { AddCampScreen } from '../add/add-camp-screen';
import { CampDetailsScreen } from '../details/camp-details-screen';
import { CampsListScreen } from './camps-list-screen';

const LEFT_AT = `${LIST}?status=inactive&search=Andheri&page=2&rows=5`;

/** The three camp routes, as the shell mounts them. */
const Screens = () => (
  <Switch>
    <Route path={LIST} component={CampsListScreen} />
    <Route path={`${LIST}/add`} component={AddCampScreen} />
    <Route path={`${LIST}/info`} component={CampDetailsScreen} />
  </Switch>
);

/**
 * 12 inactive camps of Meera's at Andheri, starting 1 to 12 March 2026: page 2 of 5 rows (newest
 * first) starts with the one of 7 March.
 */
const serve = () => {
  const demo = serveDemoApi();
  addCamps(demo.db, 12, { status: false });
  return demo;
};
const ON_PAGE_2 = 'Camp_Meera_Andheri_07-03-2026';
const requests = (demo: DemoApi) => demo.bodies(CAMP_CALLS.list) as CampFilterRequest[];

/** The list as it was left: Inactive, 'Andheri', page 2 of 5 rows. */
const expectListAsLeft = async (demo: DemoApi) => {
  await waitFor(() => expect(currentUrl()).toBe(LEFT_AT));
  expect(await screen.findByRole('heading', { level: 1, name: 'Camps' })).toBeInTheDocument();
  expect(screen.getByRole('searchbox', { name: 'Search camps' })).toHaveValue('Andheri');
  expect(screen.getByLabelText('Status')).toHaveDisplayValue('Inactive');
  expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('5');
  await waitFor(() =>
    expect(requests(demo).at(-1)).toMatchObject({ status: false, searchValue: 'Andheri', page: 2, limit: 5 }),
  );
};

describe('Back to the camps list as it was left', () => {
  it("Add Camp's Back returns to the list's status, search, page and rows", async () => {
    const demo = serve();
    const { user } = renderScreen(<Screens />, { url: LEFT_AT });
    await screen.findByRole('link', { name: ON_PAGE_2 });
    await user.click(screen.getByRole('link', { name: 'Add Camp' }));
    await user.click(await screen.findByRole('button', { name: 'Back to camps' }));
    await expectListAsLeft(demo);
  });

  it('a saved camp returns to the same list page (refreshed)', async () => {
    const demo = serve();
    const { user } = renderScreen(<Screens />, { url: LEFT_AT });
    await screen.findByRole('link', { name: ON_PAGE_2 });
    const requestsBefore = requests(demo).length;
    await user.click(screen.getByRole('link', { name: 'Add Camp' }));
    await user.type(await screen.findByLabelText('Start Date'), '01-03-2026');
    await user.type(screen.getByLabelText('End Date'), '05-03-2026');
    await pick(user, 'Location', 'Andheri');
    await pick(user, 'Customer', 'Meera Iyer');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Camp Created Successfully')).toBeInTheDocument();
    await expectListAsLeft(demo);
    // The list was invalidated by the create, so the same page is asked for again.
    await waitFor(() => expect(requests(demo).length).toBeGreaterThan(requestsBefore));
  });

  it("Camp Details' Back returns to the list as it was left", async () => {
    const demo = serve();
    const { user } = renderScreen(<Screens />, { url: LEFT_AT });
    await user.click(await screen.findByRole('link', { name: ON_PAGE_2 }));
    const back = await screen.findByRole('link', { name: 'Back to camps' });
    expect(back).toHaveAttribute('href', LEFT_AT);
    await user.click(back);
    await expectListAsLeft(demo);
  });

  it('goes to the bare list when the list was not visited in this session', async () => {
    const demo = serve();
    const { user } = renderScreen(<Screens />, { url: LEFT_AT });
    await screen.findByRole('link', { name: ON_PAGE_2 });
    await user.click(screen.getByRole('link', { name: 'Add Camp' }));
    // Signed in again (another session): the list left in the previous one is not reused.
    const token = demo.db.issueToken(adminUser.id);
    appStore.set(signInAtom, { token, user: adminUser });
    await user.click(await screen.findByRole('button', { name: 'Back to camps' }));
    await waitFor(() => expect(currentUrl()).toBe(LIST));
  });
});
