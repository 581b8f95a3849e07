import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { server } from '../../../../tests/msw/server';
import { failOnce, geographyHandlers, type SeenCall } from '../testing/handlers';
import { currentUrl, renderMaster } from '../testing/render';

const serve = () => {
  const seen: SeenCall[] = [];
  server.use(...geographyHandlers(seen));
  return seen;
};
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
      const seen = serve();
      const { user } = renderMaster('/dashboard/master/countries');
      await user.click(await screen.findByRole('link', { name: 'India' }));
      await heading('States of India');
      expect(currentUrl()).toBe('/dashboard/master/1/state/view');
      expect(trail()).toEqual(['Countries', 'India']);
      expect(screen.getByText(/^States:/)).toHaveTextContent('States: 12');

      await user.click(await screen.findByRole('link', { name: 'Maharashtra' }));
      await heading('Districts of Maharashtra');
      expect(currentUrl()).toBe('/dashboard/master/4/district/view');
      expect(trail()).toEqual(['Countries', 'India', 'Maharashtra']);

      await user.click(await screen.findByRole('link', { name: 'Pune' }));
      await heading('Locations of Pune');
      expect(currentUrl()).toBe('/dashboard/master/7/location/view');
      expect(trail()).toEqual(['Countries', 'India', 'Maharashtra', 'Pune']);
      const locations = screen.getByRole('table', { name: 'Locations of Pune' });
      expect(
        within(locations)
          .getAllByRole('row')
          .slice(1)
          .map((row) => row.textContent),
      ).toEqual(['23Aundh', '22Baner', '21Kothrud']);
      // A location has no page of its own: no links in the locations table.
      expect(within(locations).queryAllByRole('link')).toEqual([]);
      expect(
        screen.getByRole('navigation', { name: 'Breadcrumb' }).querySelector('[aria-current="page"]'),
      ).toHaveTextContent('Pune');

      expect(seen.map(({ path, body }) => [path, body])).toEqual([
        ['/v3/country/filter', { status: true, assigned_user_id: null }],
        ['/v3/state/filter', { status: true, assigned_user_id: null, country_id: 1 }],
        ['/v3/district/filter', { status: true, assigned_user_id: null, state_id: 4 }],
        ['/v3/location/filter', { status: true, assigned_user_id: null, district_id: 7 }],
      ]);
    },
    WALK_MS,
  );

  it(
    'goes back up by the breadcrumbs, from the cache (no new calls)',
    async () => {
      const seen = serve();
      const { user } = renderMaster('/dashboard/master/countries');
      await user.click(await screen.findByRole('link', { name: 'India' }));
      await user.click(await screen.findByRole('link', { name: 'Maharashtra' }));
      await user.click(await screen.findByRole('link', { name: 'Thane' }));
      await heading('Locations of Thane');
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
      expect(seen).toHaveLength(4);
    },
    WALK_MS,
  );

  it('keeps search and page per list in the URL: 12 states are two pages', async () => {
    serve();
    const { user } = renderMaster('/dashboard/master/1/state/view?page=2');
    await screen.findByRole('link', { name: 'West Bengal' });
    const table = screen.getByRole('table', { name: 'States of Country 1' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Uttar Pradesh', 'West Bengal']);
    await user.type(screen.getByRole('searchbox', { name: 'Search states by name or id' }), 'PRADESH{Enter}');
    expect(currentUrl()).toBe('/dashboard/master/1/state/view?search=PRADESH&page=1&rows=10');
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Madhya Pradesh', 'Uttar Pradesh']);
  });

  it.each([
    ['/dashboard/master/4/district/view', 'Districts of State 4', ['Countries', 'State 4']],
    ['/dashboard/master/7/location/view', 'Locations of District 7', ['Countries', 'District 7']],
    ['/dashboard/master/1/state/view', 'States of Country 1', ['Countries', 'Country 1']],
  ])('on a deep link to %s names the unknown parent by its id', async (url, title, crumbs) => {
    serve();
    renderMaster(url);
    expect(await heading(title)).toBeInTheDocument();
    expect(trail()).toEqual(crumbs);
    expect(await screen.findAllByRole('link')).not.toHaveLength(0);
  });

  it.each(['abc', '0', '-3', '1.5', '01', '1e3', '99999999999'])(
    'says plainly that %s is not a state id, inside the layout, and calls nothing',
    async (id) => {
      const seen = serve();
      renderMaster(`/dashboard/master/${id}/district/view`);
      expect(screen.getByRole('heading', { level: 1, name: 'Districts of a State' })).toBeInTheDocument();
      expect(screen.getByRole('alert')).toHaveTextContent(
        `‘${id}’ is not a state id: a state id is a whole number from 1.`,
      );
      expect(screen.getByRole('link', { name: 'Open the countries list' })).toHaveAttribute(
        'href',
        '/dashboard/master/countries',
      );
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(seen).toEqual([]);
    },
  );

  it(
    'shows a failed load with Try again, and says No data found for a place without children',
    async () => {
      serve();
      server.use(failOnce('/v3/location/filter'));
      const { user } = renderMaster('/dashboard/master/8/location/view');
      expect(await screen.findByRole('alert')).toHaveTextContent('The locations could not be loaded.');
      await user.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByRole('cell', { name: 'Kalyan' })).toBeInTheDocument();
      await user.click(screen.getByRole('link', { name: 'Countries' }));
      await user.click(await screen.findByRole('link', { name: 'Bhutan' }));
      expect(await screen.findByRole('cell', { name: 'No data found' })).toBeInTheDocument();
      await waitFor(() => expect(trail()).toEqual(['Countries', 'Bhutan']));
    },
    WALK_MS,
  );
});
