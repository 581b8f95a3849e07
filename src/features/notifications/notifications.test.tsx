import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/** Notifications, Create Notification and Notification Details (docs/notifications.md). */

const LIST = '/dashboard/config/notification';
const CREATE = `${LIST}/create`;
const details = (id: number) => `${LIST}/view/${id}`;

type Demo = ReturnType<typeof serveDemoApi>;

const statusNow = (demo: Demo, id: number) => {
  const row = demo.db.notifications.find((notification) => notification.id === id)!;
  if (row.cancelled_at) return 'cancelled';
  const at = Date.parse(row.send_at);
  const now = Date.now();
  return now < at ? 'scheduled' : now < at + 120_000 ? 'sending' : 'sent';
};
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const confirmIn = async (user: UserEvent, title: RegExp, button: string) => {
  const dialog = await screen.findByRole('alertdialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: button }));
};
/** A datetime-local value in the browser's zone (UTC in the tests), `days` from now. */
const localIn = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 16);

describe('Notifications (the list)', () => {
  it('shows the status tabs with their counts; a tab narrows the list through the URL', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: LIST, demo });
    const listed = demo.db.notifications.filter((row) => !row.test);
    await waitFor(() => expect(tab(/^All/)).toHaveTextContent(String(listed.length)));
    const scheduled = listed.filter((row) => statusNow(demo, row.id) === 'scheduled');
    expect(tab(/^Scheduled/)).toHaveTextContent(String(scheduled.length));
    const table = screen.getByRole('table', { name: 'Notifications' });
    expect(
      within(table).getAllByText(/delivered, .* displayed, .* clicked, .* failed, .* pending/).length,
    ).toBeGreaterThan(0);
    await user.click(tab(/^Scheduled/));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?status=scheduled&page=1&rows=10`));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Notifications' })).getAllByText('Scheduled'),
      ).toHaveLength(scheduled.length),
    );
    expect(demo.bodies('/v3/notification/filter').at(-1)).toMatchObject({
      status: 'scheduled',
      page: 1,
      limit: 10,
    });
  });

  it('is for administrators only', async () => {
    renderRoute({ url: LIST, user: customerUser, demo: serveDemoApi() });
    expect(await screen.findByText(/This screen is for administrators/)).toBeVisible();
  });
});

describe('Create Notification', () => {
  it('counts characters, checks the rules, resolves the audience live and schedules in the browser zone', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await screen.findByRole('heading', { level: 1, name: 'Create Notification' });
    const title = screen.getByLabelText('Title');
    await user.click(title);
    await user.paste('x'.repeat(66));
    expect(screen.getByText('66 of 65 characters: 1 too many')).toBeVisible();
    await user.click(screen.getByLabelText('Link (optional)'));
    await user.paste('javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    expect(await screen.findByText('The title must be at most 65 characters.')).toBeVisible();
    expect(screen.getByText('Enter the message.')).toBeVisible();
    expect(screen.getByText('The link must be a full https:// address.')).toBeVisible();
    expect(title).toHaveFocus();

    await user.clear(title);
    await user.paste('New consumables price list');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Prices for test strips change on 1 July.');
    await user.clear(screen.getByLabelText('Link (optional)'));
    await user.paste('https://help.example.com/prices');
    // The previews follow what is typed.
    expect(screen.getByRole('figure', { name: 'As a browser notification' })).toHaveTextContent(
      'New consumables price list',
    );
    await user.click(screen.getByRole('radio', { name: 'Dashboard users' }));
    await user.click(screen.getByRole('checkbox', { name: 'Customers' }));
    expect(await screen.findByText('Reaches 1 dashboard user: Dashboard users: Customers.')).toBeVisible();

    await user.click(screen.getByRole('radio', { name: 'Schedule' }));
    const when = localIn(2);
    fireEvent.change(screen.getByLabelText('Date and time (your time zone)'), { target: { value: when } });
    const [day, time] = [when.slice(0, 10), when.slice(11, 16)];
    expect(
      await screen.findByText(
        new RegExp(`^Sends at ${time} Coordinated Universal Time \\(${time} UTC\\) on `),
      ),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    await confirmIn(user, /Send this notification/, 'Schedule');
    await screen.findByRole('heading', { level: 1, name: /^Notification #\d+$/ });
    expect(line('Status')).toHaveTextContent('Scheduled');
    expect(demo.bodies('/v3/notification/').at(-1)).toEqual({
      title: 'New consumables price list',
      body: 'Prices for test strips change on 1 July.',
      link: 'https://help.example.com/prices',
      image_url: null,
      audience: { kind: 'users', user_types: ['Customer'], role_ids: [] },
      send_at: `${day}T${time}:00.000Z`,
    });
  });

  it('sends a test to the caller first, without an audience', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await user.click(await screen.findByLabelText('Title'));
    await user.paste('Kiosk maintenance on Sunday');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Kiosks restart at 06:00.');
    await user.click(screen.getByRole('button', { name: 'Send a test to me first' }));
    expect(await screen.findByText(/^Test sent to you/)).toBeInTheDocument();
    expect(demo.bodies('/v3/notification/test')).toEqual([
      { title: 'Kiosk maintenance on Sunday', body: 'Kiosks restart at 06:00.', link: null, image_url: null },
    ]);
  });

  it("puts the server's refusal on its field (422 on audience)", async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: CREATE, demo });
    await user.click(await screen.findByLabelText('Title'));
    await user.paste('Printer paper recall');
    await user.click(screen.getByLabelText('Message'));
    await user.paste('Replace the rolls of batch PR-2405.');
    await user.selectOptions(screen.getByLabelText('Which kiosks'), 'model');
    await user.click(await screen.findByRole('checkbox', { name: /HK-500 Health Kiosk/ }));
    // Every HK-500 kiosk leaves the fleet before the send.
    for (const kiosk of demo.db.kiosks)
      if (kiosk.model_name === 'HK-500 Health Kiosk') kiosk.model_name = 'Other';
    await user.click(screen.getByRole('button', { name: 'Review and send' }));
    await confirmIn(user, /Send this notification/, 'Send now');
    // The field says it (and the reporter's toast too).
    await waitFor(() =>
      expect(document.getElementById('notification-audience-error')).toHaveTextContent(
        'This audience reaches nobody. Choose at least one kiosk or user.',
      ),
    );
    expect(currentUrl()).toBe(CREATE);
  });
});

describe('Notification Details', () => {
  it('lists the offline kiosks that keep a sent notification pending', async () => {
    const demo = serveDemoApi();
    const sent = demo.db.notifications.find(
      (row) =>
        row.audience.kind === 'kiosks' && statusNow(demo, row.id) === 'sent' && row.recipients.length > 0,
    )!;
    const kiosk = demo.db.kiosks.find(
      (row) => sent.recipients.includes(row.id) && row.status === 'deployed',
    )!;
    kiosk.quiet = true;
    kiosk.last_heartbeat_at = new Date(Date.parse(sent.send_at) - 3_600_000).toISOString();
    renderRoute({ url: details(sent.id), demo });
    const table = await screen.findByRole('table', { name: /not received it yet/ });
    expect(within(table).getByRole('cell', { name: kiosk.serial_number })).toBeVisible();
    expect(line('Status')).toHaveTextContent('Sent');
  });

  it('shows the delivery; Cancel asks first, then the notification is cancelled', async () => {
    const demo = serveDemoApi();
    const scheduled = demo.db.notifications.find((row) => statusNow(demo, row.id) === 'scheduled')!;
    const { user } = renderRoute({ url: details(scheduled.id), demo });
    await screen.findByRole('heading', { level: 1, name: `Notification #${scheduled.id}` });
    expect(screen.getByRole('heading', { name: 'Delivery' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel notification' }));
    await confirmIn(user, new RegExp(`Cancel notification #${scheduled.id}`), 'Cancel notification');
    await waitFor(() => expect(line('Status')).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('button', { name: 'Cancel notification' })).not.toBeInTheDocument();
    expect(statusNow(demo, scheduled.id)).toBe('cancelled');
  });

  it('explains a stale page (409) and one sent meanwhile (422), showing it as it is now', async () => {
    const demo = serveDemoApi();
    const scheduled = demo.db.notifications.filter((row) => statusNow(demo, row.id) === 'scheduled');
    const [first, second] = scheduled as [(typeof scheduled)[number], (typeof scheduled)[number]];
    const { user, unmount } = renderRoute({ url: details(first.id), demo });
    await screen.findByRole('heading', { level: 1, name: `Notification #${first.id}` });
    first.cancelled_at = new Date().toISOString();
    first.version += 1;
    await user.click(screen.getByRole('button', { name: 'Cancel notification' }));
    await confirmIn(user, /Cancel notification/, 'Cancel notification');
    expect(
      await screen.findByText(
        /^Someone changed this notification while you were reading it: it is now cancelled\./,
      ),
    ).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(line('Status')).toHaveTextContent('Cancelled'));
    unmount();

    const { user: again } = renderRoute({ url: details(second.id), demo });
    await screen.findByRole('heading', { level: 1, name: `Notification #${second.id}` });
    second.send_at = new Date(Date.now() - 3_600_000).toISOString();
    await again.click(screen.getByRole('button', { name: 'Cancel notification' }));
    await confirmIn(again, /Cancel notification/, 'Cancel notification');
    expect(
      await screen.findByText(
        'Only a scheduled notification can be cancelled; this one is sent. The page now shows it as it is.',
      ),
    ).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(line('Status')).toHaveTextContent('Sent'));
  });
});
