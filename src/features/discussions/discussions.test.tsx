import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { UNREAD_COUNTS_KEY } from '@/components/menu-badges';
import { serveDemoApi } from '@tests/unit/demo-api';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

import { NO_PATIENT_DATA } from './discussion-words';

/** Discussions and a topic's page (docs/discussions.md): the happy paths. */

const LIST = '/dashboard/discussions';
const table = () => screen.getByRole('table', { name: 'Discussion topics' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

describe('Discussions', () => {
  it('lists the topics with the unread marker in words, and "Unread only" narrows them through the URL', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: LIST, demo });
    const total = await screen.findByText(/Total Topics/);
    await waitFor(() => expect(total).toHaveTextContent(`Total Topics: ${demo.db.discussions.length}`));
    await waitFor(() => expect(bodyRows()).toHaveLength(10));
    expect(within(table()).getAllByText(/^\d+ unread$/).length).toBeGreaterThan(0);
    expect(within(table()).getAllByText('Read').length).toBeGreaterThan(0);
    expect(within(table()).getAllByRole('link', { name: /^Kiosk / }).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}?unread=1&page=1&rows=10`));
    await waitFor(() => expect(screen.getByText(/Total Topics/)).toHaveTextContent('Total Topics: 4'));
    expect(demo.bodies('/v3/discussion/filter').at(-1)).toMatchObject({ unread_only: true, page: 1 });
    for (const row of bodyRows()) expect(row).toHaveTextContent(/\d+ unread/);
  });

  it('opens a topic with a link checked by the server, and says the board is not for patient data', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: LIST, demo });
    await user.click(await screen.findByRole('button', { name: 'New topic' }));
    expect(screen.getByText(NO_PATIENT_DATA)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Create topic' }));
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(/3 to 120 characters/);
    expect(demo.bodies('/v3/discussion/')).toHaveLength(0);

    await user.type(screen.getByLabelText('Title'), 'Kiosk stand wobbles');
    await user.type(screen.getByLabelText('Message'), 'The stand at the clinic is loose.');
    await user.selectOptions(screen.getByLabelText('Kind of record'), 'kiosk');
    await user.type(screen.getByLabelText('Kiosk number'), '999999');
    await user.click(screen.getByRole('button', { name: 'Create topic' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Kiosk number')).toHaveAccessibleDescription('There is no kiosk #999999.'),
    );

    const kiosk = demo.db.kiosks.find((row) => row.clinic_id !== null)!;
    await user.clear(screen.getByLabelText('Kiosk number'));
    await user.type(screen.getByLabelText('Kiosk number'), String(kiosk.id));
    await user.click(screen.getByRole('button', { name: 'Create topic' }));
    const id = demo.db.discussions.length;
    await waitFor(() => expect(currentUrl()).toBe(`${LIST}/${id}`));
    expect(demo.bodies('/v3/discussion/').at(-1)).toEqual({
      title: 'Kiosk stand wobbles',
      text: 'The stand at the clinic is loose.',
      link: { kind: 'kiosk', id: kiosk.id },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Kiosk stand wobbles' })).toBeVisible();
    expect(screen.getByRole('link', { name: `Kiosk ${kiosk.serial_number}` })).toBeVisible();
  });

  it("is for administrators: a customer reads the administrators' message", async () => {
    renderRoute({ url: LIST, user: customerUser });
    expect(await screen.findByText(/administrators/i)).toBeVisible();
    expect(screen.queryByRole('table', { name: 'Discussion topics' })).toBeNull();
  });
});

describe('Discussion', () => {
  it('shows the thread, marks it read on open and asks for the unread counts again', async () => {
    const demo = serveDemoApi();
    const topic = demo.db.discussions.find((row) => row.id === 12)!;
    const { queryClient } = renderRoute({ url: `${LIST}/12`, demo });
    queryClient.setQueryData(UNREAD_COUNTS_KEY, { queries: 0, discussions: 4 });
    expect(await screen.findByRole('heading', { level: 1, name: topic.title })).toBeVisible();
    expect(screen.getByText('You have not read this topic yet.')).toBeVisible();
    const thread = screen.getByRole('list', { name: 'Messages, oldest first' });
    expect(within(thread).getAllByRole('listitem')).toHaveLength(topic.messages.length);
    await waitFor(() =>
      expect(demo.bodies('/v3/discussion/12/read')).toEqual([{ message_id: topic.messages.at(-1)?.id }]),
    );
    await waitFor(() => expect(queryClient.getQueryState(UNREAD_COUNTS_KEY)?.isInvalidated).toBe(true));
  });

  it('sends a reply, which appears at the end of the thread', async () => {
    const demo = serveDemoApi();
    const { user } = renderRoute({ url: `${LIST}/1`, demo });
    const box = await screen.findByLabelText('Your reply');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(box).toHaveAccessibleDescription('Write a reply.');
    await user.type(box, 'Vendor confirmed the fix.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(box).toHaveValue(''));
    const items = within(screen.getByRole('list', { name: 'Messages, oldest first' })).getAllByRole(
      'listitem',
    );
    expect(items.at(-1)).toHaveTextContent('Vendor confirmed the fix.');
    expect(items.at(-1)).toHaveTextContent('Asha Rao');
    expect(screen.getByText(/^\d+ replies$/)).toBeVisible();
  });
});
