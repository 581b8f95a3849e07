import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AREA_LABELS, grants } from '@/lib/areas';
import { preloadable } from '@/lib/preloadable';

import { server } from '@tests/msw/server';
import { currentUrl, renderApp, renderScreen } from '@tests/unit/harness';
import { adminUser, supportAgent } from '@tests/unit/session-fixtures';

import { menuWithinGrant } from './role-areas';
import { RouteSet } from './route-set';
import { ADMIN_ROUTES, type ScreenRoute } from './route-tables';

/**
 * Roles and areas in the app (docs/shell.md, "Roles and areas"): the support agent (role 4,
 * Support only) walks every route of the administrators' table and sees only Support's screens;
 * every other route says which area their role lacks, inside the layout. Their menu is Support's,
 * they land on Support Queries, and the header asks nothing their role lacks.
 */

/** Each route's screen stands in as its name: the walk tests the gate, not the screens. */
const stubbed: ScreenRoute[] = ADMIN_ROUTES.map((route) => {
  const Stub = () => <p>screen {route.screen.key}</p>;
  return { ...route, screen: { ...route.screen, Component: preloadable(() => Promise.resolve(Stub)) } };
});

const addressOf = (path: string): string => path.replace(/:[^/]+/g, '1');

describe('the support agent', () => {
  it('opens only the Support routes; every other route names the area their role lacks', async () => {
    const wrong: string[] = [];
    for (const route of stubbed) {
      const rendered = renderScreen(<RouteSet routes={stubbed} />, {
        url: addressOf(route.path),
        user: supportAgent,
      });
      const allowed = grants(['support'], route.area);
      const text = allowed
        ? `screen ${route.screen.key}`
        : `Your role does not include ${AREA_LABELS[route.area]}.`;
      const found = await screen.findByText(text, { exact: false }).catch(() => null);
      if (!found) wrong.push(`${route.path}: no "${text}"`);
      else if (!allowed && !screen.queryByRole('link', { name: 'Open Support Queries' }))
        wrong.push(`${route.path}: no link to Support Queries`);
      rendered.unmount();
    }
    expect(wrong).toEqual([]);
    expect(stubbed.filter((route) => route.area === 'support').length).toBeGreaterThan(3);
  }, 60_000);

  it('sees only Support in the menu, lands on Support Queries and is never refused a call', async () => {
    const statuses: string[] = [];
    const listener = ({ request, response }: { request: Request; response: Response }) => {
      if (response.status >= 400) statuses.push(`${response.status} ${request.method} ${request.url}`);
    };
    server.events.on('response:mocked', listener);
    try {
      renderApp({ url: '/dashboard', user: supportAgent });
      const nav = await screen.findByRole('navigation', { name: 'Main menu' });
      expect(await within(nav).findByRole('link', { name: /Support Queries/ })).toBeInTheDocument();
      const titles = Array.from(nav.querySelectorAll('.sidebar-title')).map((item) => item.textContent);
      expect(titles).toEqual(['Support', 'Support Queries', 'Canned Replies']);
      expect(currentUrl()).toBe('/dashboard/manage/query');
      // The bell's counts are Monitor's; Support Queries has no filter panel.
      expect(screen.queryByRole('button', { name: /^Notifications/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Filter' })).toBeNull();
      expect(await screen.findByRole('heading', { level: 1, name: /Support Queries/ })).toBeInTheDocument();
    } finally {
      server.events.removeListener('response:mocked', listener);
    }
    expect(statuses).toEqual([]);
  }, 30_000);
});

describe('the menu within a role', () => {
  it('keeps every entry for a role answer without `permissions` and drops the groups left empty', () => {
    const entries = [
      {
        type: 'menu' as const,
        title: 'Support',
        user_type: ['Administrator' as const],
        children: [
          {
            type: 'link' as const,
            title: 'Support Queries',
            path: '/dashboard/manage/query',
            user_type: ['Administrator' as const],
          },
        ],
      },
      {
        type: 'direct' as const,
        title: 'Monitor',
        path: '/dashboard/monitor',
        user_type: ['Administrator' as const],
      },
    ];
    expect(menuWithinGrant(entries, null)).toEqual(entries);
    expect(menuWithinGrant(entries, ['monitor']).map((entry) => entry.title)).toEqual(['Monitor']);
    expect(adminUser.role.permissions).toBeUndefined();
  });
});
