import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { activeAtom } from '@/atoms/session';
import type { MenuEntry } from '@/features/shell';
import type { User } from '@/generated/model';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderApp, renderScreen } from '@tests/unit/harness';
import { adminUser, customerUser, doctorUser } from '@tests/unit/session-fixtures';

import { UNREAD_REFRESH_MS } from '@/components/menu-badges';

import { SidebarItem } from './sidebar-item';
import { NARROW_QUERY } from './use-narrow-screen';

// The camp screens are the camps issue's (their own <header> would be a second banner here).
vi.mock('@/features/camps', () => ({
  CampsListScreen: () => <h1>Camps list screen</h1>,
  AddCampScreen: () => <h1>Add camp screen</h1>,
  CampDetailsScreen: () => <h1>Camp details screen</h1>,
  AssignClinicsScreen: () => <h1>Assign clinics screen</h1>,
}));

const renderShell = async (user: User, path = '/dashboard/static') => {
  const rendered = renderApp({ url: path, user });
  await screen.findByRole('banner');
  return rendered;
};

const nav = () => screen.getByRole('navigation', { name: 'Main menu' });

/** Top-level entries as the sidebar shows them: links and group buttons, in order. */
const topLevel = () =>
  Array.from(nav().querySelectorAll(':scope > ul > li > :first-child .sidebar-title')).map(
    (item) => item.textContent,
  );

const setNarrow = (narrow: boolean) => {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow && query === NARROW_QUERY,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
};

/** The tab's visibility as the browser reports it (react-query's focus manager listens to it). */
const setVisibility = (state: 'visible' | 'hidden') => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
};

afterEach(() => {
  vi.unstubAllGlobals();
  setVisibility('visible');
  vi.useRealTimers();
});

describe('sidebar (docs/requirements.md 2.5)', () => {
  it('shows administrators the administrator menu and the version', async () => {
    await renderShell(adminUser);
    expect(topLevel()).toEqual([
      'Dashboard',
      'Summary',
      'Telemedicine',
      'Manage',
      'Master',
      'Orders',
      'Support',
      'Inventory',
      'Configuration',
      'Export',
      'Monitor',
      'API Secret Key',
    ]);
    expect(within(nav()).getByText('Version 1.4.0')).toBeInTheDocument();
  });

  it('shows customers their menu, API Secret Key only with is_expose_api', async () => {
    const { unmount } = await renderShell({ ...customerUser, is_expose_api: true });
    const customerTop = [
      'Dashboard',
      'Summary',
      'Telemedicine',
      'Manage',
      'Orders',
      'Support',
      'Inventory',
      'Export',
    ];
    expect(topLevel()).toEqual([...customerTop, 'API Secret Key']);
    unmount();
    await renderShell({ ...customerUser, is_expose_api: false });
    expect(topLevel()).toEqual(customerTop);
  });

  it('shows doctors their five entries with Letter Head pointing at their own page', async () => {
    await renderShell(doctorUser);
    expect(topLevel()).toEqual(['Dashboard', 'Consultation', 'Live Consultation', 'Letter Head', 'Export']);
    expect(within(nav()).getByRole('link', { name: 'Letter Head' })).toHaveAttribute(
      'href',
      `/dashboard/manage/doctor/views/${doctorUser.id}`,
    );
  });

  it('expands the group of the current path and marks the page, trailing slash ignored', async () => {
    await renderShell(adminUser, '/dashboard/master/role/');
    const master = within(nav()).getByRole('button', { name: 'Master' });
    expect(master).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav()).getByRole('button', { name: 'Manage' })).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav()).getByRole('link', { name: 'Roles' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav()).queryByRole('link', { name: 'Customers' })).not.toBeInTheDocument();
  });

  it('keeps an entry active on the pages below it', async () => {
    await renderShell(adminUser, '/dashboard/manage/camp/add');
    const camps = within(nav()).getByRole('link', { name: 'Camps' });
    expect(camps).toHaveClass('is-active');
    expect(camps).not.toHaveAttribute('aria-current');
  });

  it('marks only the most specific entry active where one entry’s page holds another’s', async () => {
    await renderShell(adminUser, '/dashboard/manage/consumables/running-low');
    expect(within(nav()).getByRole('link', { name: 'Running Low' })).toHaveClass('is-active');
    expect(within(nav()).getByRole('link', { name: 'Consumables' })).not.toHaveClass('is-active');
  });

  it('opens and closes groups, and follows navigation into a group', async () => {
    const { user } = await renderShell(adminUser);
    const orders = within(nav()).getByRole('button', { name: 'Orders' });
    await user.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav()).getByRole('link', { name: 'Kiosk Orders' }));
    expect(currentUrl()).toBe('/dashboard/manage/orders');
    // The navigation renders as a transition (src/lib/transition-location.tsx): the link is marked
    // once the new screen is there.
    await waitFor(() =>
      expect(within(nav()).getByRole('link', { name: 'Kiosk Orders' })).toHaveAttribute(
        'aria-current',
        'page',
      ),
    );
    await user.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'false');
  });

  it('disables the links while the status is Busy', async () => {
    const { user, store } = await renderShell(doctorUser);
    act(() => store.set(activeAtom, 'Busy'));
    const consultation = within(nav()).getByRole('link', { name: 'Consultation' });
    expect(consultation).toHaveAttribute('aria-disabled', 'true');
    expect(consultation).not.toHaveAttribute('href');
    await user.click(consultation);
    expect(currentUrl()).toBe('/dashboard/static');
    expect(within(nav()).getByText('Menu links are disabled while your status is Busy.')).toBeInTheDocument();
  });

  it('under 768 px opens as an overlay and closes on a menu click', async () => {
    setNarrow(true);
    const { user } = await renderShell(doctorUser);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav()).getByRole('link', { name: 'Export' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
  });

  it('from 768 px is docked, and the toggle hides and shows it; a menu click leaves it', async () => {
    setNarrow(false);
    const { user } = await renderShell(doctorUser);
    await user.click(within(nav()).getByRole('link', { name: 'Export' }));
    expect(nav()).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    expect(nav()).toBeVisible();
  });

  it('badges Support Queries with the unread count, asking again while visible and never while hidden', async () => {
    const demo = serveDemoApi();
    const mine = demo.db.queries.filter((query) => query.customer_id === customerUser.id);
    let nextId = Math.max(...demo.db.queries.flatMap((query) => query.messages.map((m) => m.id))) + 1;
    // Everything read, then one new reply from support (and an internal note, which never counts).
    demo.db.queryReads.splice(0, demo.db.queryReads.length);
    for (const query of mine)
      demo.db.queryReads.push({ user_id: customerUser.id, query_id: query.id, message_id: nextId - 1 });
    const reply = (query: (typeof mine)[number], internal: boolean) =>
      query.messages.push({
        id: nextId++,
        at: demo.db.now().toISOString(),
        author_id: adminUser.id,
        text: internal ? 'Note' : 'Reply',
        internal,
        attachments: [],
      });
    reply(mine[0]!, false);
    reply(mine[1]!, true);
    // Only the timers are faked (never Date), from the start, so the poll's interval is a fake one.
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'],
    });
    const { user } = await renderShell(customerUser);
    // The collapsed group carries its children's sum; opened, the entry its own.
    await user.click(await screen.findByRole('button', { name: 'Support 1 unread' }));
    expect(screen.getByRole('link', { name: 'Support Queries 1 unread' })).toBeInTheDocument();

    const asked = () => demo.count('GET', '/v3/unread');
    reply(mine[1]!, false);
    const before = asked();
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS + 100));
    expect(await screen.findByRole('link', { name: 'Support Queries 2 unread' })).toBeInTheDocument();
    expect(asked()).toBe(before + 1);

    setVisibility('hidden');
    await act(() => vi.advanceTimersByTimeAsync(3 * UNREAD_REFRESH_MS));
    expect(asked()).toBe(before + 1);

    // Shown again: the poll resumes.
    setVisibility('visible');
    await act(() => vi.advanceTimersByTimeAsync(UNREAD_REFRESH_MS + 100));
    await waitFor(() => expect(asked()).toBe(before + 2));
  });

  it('works with the keyboard alone', async () => {
    const { user } = await renderShell(adminUser);
    const manage = within(nav()).getByRole('button', { name: 'Manage' });
    manage.focus();
    await user.keyboard('{Enter}');
    expect(manage).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(nav()).getByRole('link', { name: 'Customers' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(currentUrl()).toBe('/dashboard/manage/camp');
    manage.focus();
    await user.keyboard(' ');
    expect(manage).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('sidebar items', () => {
  const threeLevels: MenuEntry = {
    type: 'menu',
    title: 'Locations',
    icon: 'pi pi-map',
    user_type: ['Administrator'],
    children: [
      {
        type: 'sub',
        title: 'Regions',
        user_type: ['Administrator'],
        badge: 2,
        children: [
          {
            type: 'link',
            title: 'States',
            path: '/dashboard/master/state',
            user_type: ['Administrator'],
            badge: 'New',
          },
          {
            type: 'link',
            title: 'Districts',
            path: '/dashboard/master/district',
            user_type: ['Administrator'],
          },
        ],
      },
    ],
  };

  it('nest three levels deep, expanded along the current path, with badges', () => {
    renderScreen(
      <ul>
        <SidebarItem
          entry={threeLevels}
          path="/dashboard/master/district"
          activePath="/dashboard/master/district"
          busy={false}
          level={1}
          onNavigate={() => undefined}
          onIntent={() => undefined}
        />
      </ul>,
      { url: '/dashboard/master/district' },
    );
    expect(screen.getByRole('button', { name: 'Locations' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Regions 2 unread' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Districts' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'States New' })).toHaveAttribute(
      'href',
      '/dashboard/master/state',
    );
  });

  it('stay collapsed off the path', () => {
    renderScreen(
      <ul>
        <SidebarItem
          entry={threeLevels}
          path="/dashboard/static"
          activePath="/dashboard/static"
          busy={false}
          level={1}
          onNavigate={() => undefined}
          onIntent={() => undefined}
        />
      </ul>,
      { url: '/dashboard/static' },
    );
    expect(screen.getByRole('button', { name: 'Locations' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Districts' })).not.toBeInTheDocument();
  });
});
