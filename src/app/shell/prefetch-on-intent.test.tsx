import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderApp, renderScreen } from '@tests/unit/harness';
import { adminUser, customerUser, doctorUser, supportAgent } from '@tests/unit/session-fixtures';

import { usePrefetchOnIntent } from './prefetch-on-intent';
import { ADMIN_ROUTES } from './route-tables';

/**
 * Data on intent (docs/performance.md): a pointer down on a menu entry starts the first call of the
 * screen it opens, so the call is on its way while the screen renders. Running Low declares its one
 * call (src/features/stock/stock-lists.tsx).
 */
const RUNNING_LOW = '/dashboard/manage/consumables/running-low';
const STOCK_CALL = '/v3/stock/filter';

const route = ADMIN_ROUTES.find((candidate) => candidate.path === RUNNING_LOW);

const Probe = ({ href }: { href: string }) => {
  const onIntent = usePrefetchOnIntent();
  return (
    <button type="button" onClick={() => onIntent(href)}>
      Intent
    </button>
  );
};

describe('data on intent', () => {
  it('asks for Running Low on the pointer down, before the click opens it, and not again when it renders', async () => {
    const demo = serveDemoApi();
    const held = demo.hold('POST', STOCK_CALL);
    const { user } = renderApp({ url: '/dashboard/manage/orders', user: adminUser });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    const link = within(nav).getByRole('link', { name: 'Running Low' });

    // Pressed, not yet released: no click has happened.
    await user.pointer({ keys: '[MouseLeft>]', target: link });
    await route?.screen.Component.loaded();
    await waitFor(() => expect(demo.count('POST', STOCK_CALL)).toBe(1));
    expect(currentUrl()).toBe('/dashboard/manage/orders');
    expect(demo.bodies(STOCK_CALL)).toEqual([
      expect.objectContaining({ running_low: true, page: 1, limit: 10, searchValue: null }),
    ]);

    await user.pointer({ keys: '[/MouseLeft]', target: link });
    expect(await screen.findByRole('heading', { level: 1, name: 'Running Low' })).toBeVisible();
    held.release();
    const table = await screen.findByRole('table', { name: 'Consumables under their reorder point' });
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1));
    expect(demo.count('POST', STOCK_CALL)).toBe(1);
  });

  it('asks nothing on a right-button press', async () => {
    const demo = serveDemoApi();
    const { user } = renderApp({ url: '/dashboard/manage/orders', user: adminUser });
    const nav = await screen.findByRole('navigation', { name: 'Main menu' });
    await user.pointer({
      keys: '[MouseRight>]',
      target: within(nav).getByRole('link', { name: 'Running Low' }),
    });
    await route?.screen.Component.loaded();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(demo.count('POST', STOCK_CALL)).toBe(0);
  });

  it.each([
    ['an administrator', adminUser, 1],
    ['a customer', customerUser, 1],
    ['an administrator whose role lacks Orders', supportAgent, 0],
    ['a doctor, whose table has no such route', doctorUser, 0],
  ] as const)('asks as the screen would for %s', async (_who, signedIn, calls) => {
    const demo = serveDemoApi();
    const { user } = renderScreen(<Probe href={RUNNING_LOW} />, { url: '/dashboard/static', user: signedIn });
    await user.click(screen.getByRole('button', { name: 'Intent' }));
    await route?.screen.Component.loaded();
    if (calls > 0) await waitFor(() => expect(demo.count('POST', STOCK_CALL)).toBe(calls));
    else await new Promise((resolve) => setTimeout(resolve, 50));
    expect(demo.count('POST', STOCK_CALL)).toBe(calls);
  });
});
