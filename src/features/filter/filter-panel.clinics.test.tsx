import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { type DemoApi, serveDemoApi } from '@tests/unit/demo-api';
import {
  installListGeometry,
  LIST_CALLS,
  namedClinics,
  NOW,
  onlyClinicsOf,
  renderFilterPanel,
  uninstallListGeometry,
} from '@tests/unit/filter-panel';
import { customerUser } from '@tests/unit/session-fixtures';

import { clinicListQueryKey } from './list-queries';

beforeAll(installListGeometry);
afterAll(uninstallListGeometry);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

const ROW = 34;

/** Scrolls the clinic list to its very bottom (jsdom has no layout: the height is given). */
const scrollToBottom = (listbox: HTMLElement, rows: number) => {
  Object.defineProperty(listbox, 'scrollHeight', { configurable: true, value: rows * ROW });
  listbox.scrollTop = rows * ROW - 250;
  fireEvent.scroll(listbox);
};

/** The demo API with 25 clinics, Clinic 01 ... Clinic 25, all the signed-in customer's. */
const serve25Clinics = (): DemoApi => {
  const demo = serveDemoApi();
  onlyClinicsOf(demo.db, customerUser.id, namedClinics(25));
  return demo;
};
const clinicCalls = (demo: DemoApi) => demo.bodies(LIST_CALLS.clinic) as Record<string, unknown>[];

const scope = {
  assigned_user_id: customerUser.id,
  country_id: null,
  state_id: null,
  district_id: null,
  location_id: null,
  searchValue: '',
};

describe('clinic list', () => {
  it('loads 10 a page and the next page when scrolled to the bottom, until all are loaded', async () => {
    const demo = serve25Clinics();
    const { queryClient } = renderFilterPanel({ path: '/dashboard/telemedicine', user: customerUser });
    const listbox = await screen.findByRole('listbox', { name: 'Clinics' });
    await within(listbox).findByRole('option', { name: /^Clinic 10 / });
    expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '10');
    expect(clinicCalls(demo)).toEqual([{ ...scope, page: 1, limit: 10 }]);
    // The pages are one infinite query under the generated key of the body without its page.
    expect(
      queryClient.getQueryCache().find({ queryKey: clinicListQueryKey(scope), exact: true }),
    ).toBeDefined();

    scrollToBottom(listbox, 10);
    await within(listbox).findByRole('option', { name: /^Clinic 11 / }, { timeout: 2000 });
    expect(clinicCalls(demo)).toEqual([
      { ...scope, page: 1, limit: 10 },
      { ...scope, page: 2, limit: 10 },
    ]);

    scrollToBottom(listbox, 20);
    await waitFor(() =>
      expect(within(listbox).getAllByRole('option')[0]).toHaveAttribute('aria-setsize', '25'),
    );
    expect(clinicCalls(demo).map((body) => body.page)).toEqual([1, 2, 3]);

    // All 25 are loaded: the bottom asks for nothing more.
    scrollToBottom(listbox, 25);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(clinicCalls(demo)).toHaveLength(3);
  });

  it('does not load more while the list rests away from the bottom', async () => {
    const demo = serve25Clinics();
    renderFilterPanel({ path: '/dashboard/telemedicine', user: customerUser });
    const listbox = await screen.findByRole('listbox', { name: 'Clinics' });
    await within(listbox).findByRole('option', { name: /^Clinic 10 / });
    Object.defineProperty(listbox, 'scrollHeight', { configurable: true, value: 10 * ROW });
    listbox.scrollTop = 10 * ROW - 250 - 20;
    fireEvent.scroll(listbox);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(clinicCalls(demo)).toHaveLength(1);
  });

  it('searches the loaded clinics at once and the server once typing pauses, from page 1', async () => {
    const demo = serve25Clinics();
    const { user } = renderFilterPanel({ path: '/dashboard/telemedicine', user: customerUser });
    const listbox = await screen.findByRole('listbox', { name: 'Clinics' });
    await within(listbox).findByRole('option', { name: /^Clinic 10 / });
    await user.type(screen.getByRole('searchbox', { name: 'Search Clinics' }), 'clinic 1');
    // Loaded rows filter immediately (case-insensitive): only 'Clinic 10' of the first ten.
    expect(within(screen.getByRole('listbox', { name: 'Clinics' })).getAllByRole('option')).toHaveLength(1);
    await waitFor(() =>
      expect(clinicCalls(demo).at(-1)).toEqual({ ...scope, searchValue: 'clinic 1', page: 1, limit: 10 }),
    );
    // The server's answer: Clinic 10 ... 19.
    await waitFor(() =>
      expect(within(screen.getByRole('listbox', { name: 'Clinics' })).getAllByRole('option')).toHaveLength(
        10,
      ),
    );
    // One request for the whole word, not one per keystroke.
    expect(clinicCalls(demo).filter((body) => body.searchValue !== '')).toHaveLength(1);
  });

  it("keeps the narrowed rows while a search loads, but never shows another place's clinics", async () => {
    serve25Clinics().db.setFaults({ latencyMs: 400 });
    const { user } = renderFilterPanel({ path: '/dashboard/telemedicine', user: customerUser });
    const clinics = () => screen.getByRole('listbox', { name: 'Clinics' });
    await within(await screen.findByRole('listbox', { name: 'Clinics' })).findByRole('option', {
      name: /^Clinic 10 /,
    });
    await user.type(screen.getByRole('searchbox', { name: 'Search Clinics' }), 'clinic 1');
    // The server search is under way: the matching loaded row stays, 'Loading ...' shows beneath.
    await screen.findByText('Loading ...');
    expect(within(clinics()).getAllByRole('option')).toHaveLength(1);
    await waitFor(() => expect(within(clinics()).getAllByRole('option')).toHaveLength(10));
    expect(within(clinics()).getByRole('option', { name: /^Clinic 19 / })).toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search Clinics' }));
    await waitFor(() => expect(within(clinics()).getAllByRole('option')).toHaveLength(10));

    // Another place: the old rows go at once; the list says 'Loading ...' until its clinics come.
    await user.click(await screen.findByRole('option', { name: /^India / }));
    expect(screen.queryByRole('listbox', { name: 'Clinics' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('heading', { name: 'Clinics' }).closest('section')!).getByText('Loading ...'),
    ).toBeInTheDocument();
    await screen.findByRole('listbox', { name: 'Clinics' });
  });

  it("says 'Loading ...', not 'No data', while a search none of the loaded rows match is under way", async () => {
    serve25Clinics().db.setFaults({ latencyMs: 400 });
    const { user } = renderFilterPanel({ path: '/dashboard/telemedicine', user: customerUser });
    const section = () => screen.getByRole('heading', { name: 'Clinics' }).closest('section')!;
    await within(await screen.findByRole('listbox', { name: 'Clinics' })).findByRole('option', {
      name: /^Clinic 10 /,
    });
    // 'clinic 25' matches none of the first ten rows; the server has it.
    await user.type(screen.getByRole('searchbox', { name: 'Search Clinics' }), 'clinic 25');
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading ...');
    expect(within(section()).queryByText('No data')).not.toBeInTheDocument();
    expect(await within(section()).findByRole('option', { name: /^Clinic 25 / })).toBeInTheDocument();
    expect(within(section()).queryByText('Loading ...')).not.toBeInTheDocument();

    // A search the server has nothing for ends in 'No data'.
    await user.type(screen.getByRole('searchbox', { name: 'Search Clinics' }), 'x');
    expect(within(section()).getByRole('status')).toHaveTextContent('Loading ...');
    expect(await within(section()).findByText('No data', {}, { timeout: 2000 })).toBeInTheDocument();
  });

  it("shows 'Loading ...' while a list loads", async () => {
    const countryCall = serveDemoApi().hold('POST', LIST_CALLS.country);
    renderFilterPanel({ path: '/dashboard/manage/clinic', user: customerUser });
    const countries = screen.getByRole('region', { name: 'Country' });
    expect(within(countries).getByText('Loading ...')).toBeInTheDocument();
    countryCall.release();
    expect(await within(countries).findByRole('option', { name: /^India / })).toBeInTheDocument();
    expect(within(countries).queryByText('Loading ...')).not.toBeInTheDocument();
  });

  it('a list that fails to load is only logged: no toast, the list shows No data', async () => {
    serveDemoApi().db.setFaults({
      failures: [{ path: LIST_CALLS.country, status: 400, message: 'Country lookup refused' }],
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderFilterPanel({ path: '/dashboard/manage/clinic', user: customerUser });
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith(expect.stringContaining('Country lookup refused')),
    );
    const countries = screen.getByRole('region', { name: 'Country' });
    expect(within(countries).getByText('No data')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Country lookup refused')).not.toBeInTheDocument();
  });
});
