import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { register } from '@/app/registry';
import { APP_MENU } from '@/app/menu';
import { RESOURCE_ROUTES } from '@/app/resources';
import { RouteSet } from '@/app/shell/route-set';
import { routeTableOf } from '@/app/shell/route-tables';
import { ADMIN_ONLY_TEXT } from '@/components/admin-only';
import { flattenMenu, menuForUser, withMenuEntries } from '@/features/shell';
import { adminUser, customerUser } from '@tests/unit/session-fixtures';
import { tourOf } from '@tests/e2e/a11y-tour-stops';

import { createPrng } from '@/mocks/prng';
import { DEMO_TABLES } from '@/mocks/tables';

import { fixtureQueriesResource } from './fixtures/support-query/resource';
import { fixtureQueriesTable } from './fixtures/support-query/table';
import { renderScreen } from './harness';

/**
 * docs/adding-a-screen.md: a read-only resource with a list, a details page and one custom action is
 * its feature folder (here tests/unit/fixtures/support-query) plus one registry line. Everything
 * below is derived from that line; nothing else is edited.
 */
const fixture = register(fixtureQueriesResource, () => import('./fixtures/support-query'));

const routes = routeTableOf('staff', [...RESOURCE_ROUTES, ...fixture.routes]);
const menu = withMenuEntries(APP_MENU, fixture.menu);

describe('a resource registered once', () => {
  it('gets its routes, titled, in the route table', () => {
    const paths = routes.map((route) => [route.path, route.title, route.screen.key]);
    expect(paths).toContainEqual(['/dashboard/fixture/query', 'Fixture Queries', 'FixtureQueriesScreen']);
    expect(paths).toContainEqual([
      '/dashboard/fixture/query/view/:query_id',
      'Fixture Query Details',
      'FixtureQueryScreen',
    ]);
  });

  it('opens its details page and its custom action for an administrator', async () => {
    const { user } = renderScreen(<RouteSet routes={routes} />, {
      url: '/dashboard/fixture/query/view/1',
      user: adminUser,
    });
    expect(await screen.findByRole('heading', { name: 'Fixture Query Details 1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Escalate' }));
    expect(screen.getByRole('status')).toHaveTextContent('Escalated');
  });

  it("tells a customer who types its address that it is the administrators', and loads nothing", async () => {
    renderScreen(<RouteSet routes={routes} />, { url: '/dashboard/fixture/query', user: customerUser });
    expect(await screen.findByText(ADMIN_ONLY_TEXT)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Fixture Queries' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Query 1' })).not.toBeInTheDocument();
  });

  it('joins its menu group for administrators only', () => {
    const titles = (user: typeof adminUser, role: 'Administrator' | 'Customer') =>
      flattenMenu(menuForUser(menu, user, role)).map((entry) => entry.title);
    expect(titles(adminUser, 'Administrator')).toContain('Fixture Queries');
    expect(titles(customerUser, 'Customer')).not.toContain('Fixture Queries');
    const support = menuForUser(menu, adminUser, 'Administrator').find((entry) => entry.title === 'Support');
    expect(support?.children?.map((entry) => entry.path)).toContain('/dashboard/fixture/query');
  });

  it('gets its accessibility tour stops: the menu link, the details page and its declared extra page', () => {
    const urls = tourOf('admin', { routes, menu }).map((stop) => stop.url);
    expect(urls).toContain('/dashboard/fixture/query');
    expect(urls).toContain('/dashboard/fixture/query/view/1');
    expect(urls).toContain('/dashboard/fixture/query/view/1?tab=thread');
    // Doctors have their own table, which the resource did not join.
    const doctorRoutes = routeTableOf('doctor', [...RESOURCE_ROUTES, ...fixture.routes]);
    expect(tourOf('doctor', { routes: doctorRoutes, menu }).map((stop) => stop.url)).not.toContain(
      '/dashboard/fixture/query',
    );
  });

  it('gets its demo table: seeded after the tables it reads, and kept across reloads', () => {
    const tables = DEMO_TABLES.table(fixtureQueriesTable);
    const data = tables.seed({ scale: 1, now: Date.UTC(2026, 5, 1, 10), shiftDays: 0, prng: createPrng(1) });
    expect(data.fixtureQueries.length).toBe(data.customers.length);
    expect(data.fixtureQueries[0]).toEqual({ id: 1, customer_id: data.customers[0]?.id, status: 'open' });
    // Changeable: the browser's snapshot keeps it (src/mocks/persistence.test.ts checks the real ones).
    expect(tables.changeable).toContain('fixtureQueries');
    expect(tables.isStored('fixtureQueries', data.fixtureQueries)).toBe(true);
  });

  it('refuses a second resource at the same route, and a menu entry for a group the menu lacks', () => {
    expect(() => routeTableOf('staff', [...fixture.routes, ...fixture.routes])).toThrow(
      /both declare staff route fixture\/query/,
    );
    expect(() =>
      withMenuEntries(APP_MENU, [{ group: 'Nowhere', title: 'X', path: 'x', userTypes: ['Administrator'] }]),
    ).toThrow(/Nowhere, which is no group/);
  });
});
