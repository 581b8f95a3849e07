import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';

const trail = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** The walks take several steps: room for a busy machine. */
const WALK_MS = 20_000;

describe('Master > the drill-down', () => {
  it(
    'goes Countries > India > Maharashtra > Pune and names each step in the breadcrumbs',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: '/dashboard/master/countries', demo });
      await user.click(await screen.findByRole('link', { name: 'India' }));
      await heading('States of India');
      expect(currentUrl()).toBe('/dashboard/master/1/state/view');
      expect(trail()).toEqual(['Countries', 'India']);
      await waitFor(() => expect(screen.getByText(/^States:/)).toHaveTextContent('States: 12'));
      expect(screen.getByRole('link', { name: 'Add State' })).toHaveAttribute(
        'href',
        '/dashboard/master/state/create?country_id=1',
      );

      await user.click(await screen.findByRole('link', { name: 'Maharashtra' }));
      await heading('Districts of Maharashtra');
      expect(currentUrl()).toBe('/dashboard/master/1/district/view');
      expect(trail()).toEqual(['Countries', 'India', 'Maharashtra']);

      await user.click(await screen.findByRole('link', { name: 'Pune' }));
      await heading('Locations of Pune');
      expect(currentUrl()).toBe('/dashboard/master/2/location/view');
      expect(trail()).toEqual(['Countries', 'India', 'Maharashtra', 'Pune']);
      const locations = screen.getByRole('table', { name: 'Locations of Pune' });
      await waitFor(() =>
        expect(
          within(locations)
            .getAllByRole('row')
            .slice(1)
            .map((row) => row.textContent),
        ).toEqual(['11Aundh', '9Baner', '8Hadapsar', '7Kothrud', '10Wakad']),
      );
      // A location's name opens its own page (it has no children).
      expect(within(locations).getByRole('link', { name: 'Aundh' })).toHaveAttribute(
        'href',
        '/dashboard/master/location/view/11',
      );
      expect(
        screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('[aria-current="page"]'),
      ).toHaveTextContent('Pune');

      expect(
        ['country', 'state', 'district', 'location'].map((level) => demo.bodies(`/v3/${level}/filter`)),
      ).toEqual([
        [{ status: true, assigned_user_id: null }],
        [{ status: true, assigned_user_id: null, country_id: 1 }],
        [{ status: true, assigned_user_id: null, state_id: 1 }],
        [{ status: true, assigned_user_id: null, district_id: 2 }],
      ]);
    },
    WALK_MS,
  );

  it(
    'goes back up by the breadcrumbs, from the cache (no new calls)',
    async () => {
      const demo = serveDemoApi();
      const { user } = renderRoute({ url: '/dashboard/master/countries', demo });
      await user.click(await screen.findByRole('link', { name: 'India' }));
      await user.click(await screen.findByRole('link', { name: 'Maharashtra' }));
      await user.click(await screen.findByRole('link', { name: 'Nagpur' }));
      await heading('Locations of Nagpur');
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      await user.click(within(crumbs).getByRole('link', { name: 'India' }));
      await heading('States of India');
      expect(currentUrl()).toBe('/dashboard/master/1/state/view');
      await user.click(
        within(screen.getByRole('navigation', { name: 'Breadcrumb' })).getByRole('link', {
          name: 'Countries',
        }),
      );
      await heading('Countries');
      expect(currentUrl()).toBe('/dashboard/master/countries');
      const calls = ['country', 'state', 'district', 'location'].flatMap((level) =>
        demo.bodies(`/v3/${level}/filter`),
      );
      expect(calls).toHaveLength(4);
    },
    WALK_MS,
  );

  it('keeps status, search and page per list in the URL: 12 states are two pages', async () => {
    const { user } = renderRoute({ url: '/dashboard/master/1/state/view?page=2' });
    await screen.findByRole('link', { name: 'West Bengal' });
    const table = screen.getByRole('table', { name: 'States of Country 1' });
    const names = () =>
      within(table)
        .getAllByRole('link')
        .filter((link) => !link.textContent?.startsWith('View'))
        .map((link) => link.textContent);
    expect(names()).toEqual(['Uttar Pradesh', 'West Bengal']);
    await user.type(screen.getByRole('searchbox', { name: 'Search states by name or id' }), 'PRADESH{Enter}');
    expect(currentUrl()).toBe('/dashboard/master/1/state/view?status=active&search=PRADESH&page=1&rows=10');
    expect(names()).toEqual(['Madhya Pradesh', 'Uttar Pradesh']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Inactive');
    expect(await within(table).findByRole('cell', { name: 'No data found' })).toBeInTheDocument();
  });

  it.each([
    ['/dashboard/master/1/district/view', 'Districts of State 1', ['Countries', 'State 1']],
    ['/dashboard/master/2/location/view', 'Locations of District 2', ['Countries', 'District 2']],
    ['/dashboard/master/1/state/view', 'States of Country 1', ['Countries', 'Country 1']],
  ])('on a deep link to %s names the unknown parent by its id', async (url, title, crumbs) => {
    renderRoute({ url });
    expect(await heading(title)).toBeInTheDocument();
    expect(trail()).toEqual(crumbs);
    const table = screen.getByRole('table', { name: title });
    await waitFor(() => expect(within(table).getAllByRole('link').length).toBeGreaterThan(0));
  });

  it.each(['abc', '0', '-3', '1.5', '01', '1e3', '99999999999'])(
    'says plainly that %s is not a state id, inside the layout, and calls nothing',
    async (id) => {
      const demo = serveDemoApi();
      renderRoute({ url: `/dashboard/master/${id}/district/view`, demo });
      expect(await heading('Districts of a State')).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        `‘${id}’ is not a state id: a state id is a whole number from 1.`,
      );
      expect(screen.getByRole('link', { name: 'Open the countries list' })).toHaveAttribute(
        'href',
        '/dashboard/master/countries',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(demo.bodies('/v3/district/filter')).toEqual([]);
    },
  );

  it(
    'shows a failed load with Try again, and says No data found for a place without children',
    async () => {
      const demo = serveDemoApi();
      demo.db.setFaults({ failures: [{ path: '/v3/location/filter', status: 400 }] });
      const { user } = renderRoute({ url: '/dashboard/master/18/location/view', demo });
      expect(await screen.findByRole('alert')).toHaveTextContent('The locations could not be loaded.');
      demo.db.clearFaults();
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('link', { name: 'Kalyan' })).toBeInTheDocument();
      // A country added a moment ago has no states yet.
      demo.db.countries.push({ ...demo.db.countries[0]!, id: 99, name: 'Atlantis', code: 'AQ' });
      await user.click(screen.getByRole('link', { name: 'Countries' }));
      await user.click(await screen.findByRole('link', { name: 'Atlantis' }));
      expect(await screen.findByRole('cell', { name: 'No data found' })).toBeInTheDocument();
      await waitFor(() => expect(trail()).toEqual(['Countries', 'Atlantis']));
    },
    WALK_MS,
  );
});
