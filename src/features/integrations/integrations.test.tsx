import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import { fakeReceiver } from '@tests/unit/delivery-receiver';
import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/** External Integrations (docs/integrations.md, "Screens"): the list, Create and the details page. */
const LIST = '/dashboard/manage/externalIntergation';
const field = (name: string) => screen.getByLabelText(name, { exact: true });
/** A line of the view, as read: its value next to its label. */
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

/** The demo API with a receiver that answers 200 (or what `answers` says), recording what it got. */
const withReceiver = (answers: number[] = []) => {
  const demo = serveDemoApi();
  return { demo, sent: fakeReceiver(demo.db, answers) };
};

describe('External Integrations', () => {
  it('lists the active integrations; Create checks the fields, saves, and shows the secret once', async () => {
    const { demo } = withReceiver();
    const { user } = renderRoute({ url: LIST, demo });
    const table = await screen.findByRole('table', { name: 'External integrations' });
    await waitFor(() => expect(within(table).getByRole('link', { name: 'Lab results relay' })).toBeVisible());
    expect(within(table).getByRole('link', { name: 'Regional HIE (FHIR)' })).toBeVisible();
    expect(within(table).queryByText('Operations alerts')).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Create External Integration' }));
    await screen.findByRole('heading', { level: 1, name: 'Create External Integration' });
    await user.type(field('Endpoint URL'), 'http://hooks.example.com/in');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name must be 3 to 80 characters.')).toBeVisible();
    expect(screen.getByText(/^Use an https: address/)).toBeVisible();
    expect(screen.getByText('Choose at least one event.')).toBeVisible();

    await user.type(field('Name'), 'Pharmacy relay');
    await user.clear(field('Endpoint URL'));
    await user.type(field('Endpoint URL'), 'http://127.0.0.1:4777/hooks');
    await user.click(screen.getByRole('checkbox', { name: /An order moved/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret for Pharmacy relay' });
    const saved = demo.db.integrations.at(-1)!;
    expect(saved).toMatchObject({ name: 'Pharmacy relay', events: ['order.moved'], status: true });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveTextContent(saved.signing_secret);
    expect(currentUrl()).toBe(`${LIST}/view/${saved.id}`);
    const stored = [localStorage, sessionStorage].flatMap((store) =>
      Object.keys(store).map((key) => store.getItem(key) ?? ''),
    );
    expect(stored.join(' ')).not.toContain(saved.signing_secret);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(line('Signing secret')).toHaveTextContent(`whsec_…${saved.signing_secret.slice(-4)}`);
    expect(screen.queryByText(saved.signing_secret)).not.toBeInTheDocument();
  });

  it('sends a test event and shows the answer; Redeliver sends a row again; Rotate secret shows the new one once', async () => {
    const { demo, sent } = withReceiver([200, 502]);
    const relay = demo.db.integrations.find((row) => row.name === 'Lab results relay')!;
    const { user } = renderRoute({ url: `${LIST}/view/${relay.id}`, demo });
    await screen.findByRole('heading', { level: 1, name: 'External Integration: Lab results relay' });
    const log = await screen.findByRole('table', { name: 'Deliveries to Lab results relay, newest first' });
    const total = demo.db.deliveries.filter((row) => row.integration_id === relay.id).length;
    await waitFor(() => expect(screen.getByText(`${total} deliveries, newest first.`)).toBeVisible());
    expect(within(log).getAllByRole('row')).toHaveLength(11);

    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    const got = await screen.findByLabelText('The answer it got');
    await waitFor(() => expect(got).toHaveTextContent('Delivered'));
    expect(got).toHaveTextContent('200');
    expect(got).toHaveTextContent('{"received":true}');
    expect(sent[0]?.headers['x-webhook-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    await waitFor(() => expect(within(log).getByText(/\(test\)/)).toBeVisible());

    const first = within(log).getAllByRole('button', { name: /^Redeliver delivery/ })[1]!;
    await user.click(first);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(demo.db.deliveries.at(-1)).toMatchObject({ status_code: 502, state: 'pending', attempts: 1 });

    await user.click(screen.getByRole('button', { name: 'Rotate secret' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Rotate secret' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Signing secret for Lab results relay' });
    expect(within(dialog).getByLabelText('Signing secret')).toHaveTextContent(relay.signing_secret);
    expect(relay.version).toBe(2);
  });

  it('is for administrators only', async () => {
    renderRoute({ url: LIST, user: customerUser });
    expect(await screen.findByText(/administrators/i)).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
