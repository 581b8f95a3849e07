import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { getGetUnreadCountsQueryKey } from '@/generated/api/support/support';
import { server } from '@tests/msw/server';
import { serveDemoApi } from '@tests/unit/demo-api';
import { renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

/** The query page (docs/support.md, "The query page") on the demo customer's seeded queries. */

type Demo = ReturnType<typeof serveDemoApi>;
type Query = Demo['db']['queries'][number];

const BREACHED = 'Kiosk screen frozen on the login page';
const BREACHING = 'Printer jams on every second report';
const WAITING = 'Glucose strips reading higher than the lab';
const RESOLVED = 'App update failed on the kiosk';
const CLOSED = 'Invoice for May shows a duplicate line';
const LONG = 'Kiosk app logs staff out every few minutes';
const NOTE = 'Internal: vendor RMA 4471 already open for this batch of boards.';

const seeded = (subject: string) => {
  const demo = serveDemoApi();
  const query = demo.db.queries.find((row) => row.subject === subject);
  if (!query) throw new Error(`no seeded query '${subject}'`);
  return { demo, query, url: `/dashboard/manage/query/${query.id}`, call: `/v3/query/${query.id}` };
};
const opened = (query: Query) =>
  screen.findByRole('heading', { level: 1, name: `#${query.id} ${query.subject}` });
const thread = () => screen.getByRole('list', { name: 'Messages, oldest first' });
const messages = () => within(thread()).getAllByRole('listitem', { name: /^(Message|Internal note) from/ });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;
const stored = (demo: Demo, id: number) => demo.db.queries.find((row) => row.id === id)!;

const send = async (user: UserEvent, text: string, button = 'Send reply') => {
  await user.type(screen.getByLabelText(button === 'Send reply' ? 'Message' : 'Note'), text);
  await user.click(screen.getByRole('button', { name: button }));
};

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:query'), revokeObjectURL: vi.fn() });
});
afterEach(() => vi.restoreAllMocks());

describe('The query page (administrator)', () => {
  it('shows the query, its SLA, the kiosk as it was and the thread with internal notes and previews', async () => {
    const { demo, query, url } = seeded(BREACHED);
    renderRoute({ url, demo });
    await opened(query);
    expect(line('Status')).toHaveTextContent('Open');
    expect(line('Priority')).toHaveTextContent('Urgent');
    expect(line('Customer')).toHaveTextContent('Meera Iyer');
    expect(screen.getByRole('region', { name: /^SLA/ })).toHaveTextContent(/Breached/);
    const kiosk = screen.getByRole('region', { name: 'Kiosk context' });
    expect(within(kiosk).getByText(/^Taken when the query was raised/)).toBeInTheDocument();
    expect(within(kiosk).getByRole('link', { name: query.kiosk_snapshot!.serial_number })).toHaveAttribute(
      'href',
      `/dashboard/manage/kiosk-inventory/view/${query.kiosk_id}`,
    );
    const [first, note] = messages();
    expect(first).toHaveAccessibleName(/^Message from Meera Iyer \(Customer\)/);
    expect(note).toHaveAccessibleName(/^Internal note from Asha Rao \(Support\)/);
    expect(within(note!).getByText(NOTE)).toBeInTheDocument();
    // The attachments are read with their own call and shown from the bytes.
    expect(await within(first!).findByRole('img', { name: /^Preview of / })).toHaveAttribute(
      'src',
      'blob:query',
    );
    await waitFor(() => expect(within(note!).getByRole('button', { name: /^Open .*\.pdf$/ })).toBeEnabled());
    expect(screen.getByRole('list', { name: 'Query history, newest first' })).toBeInTheDocument();
  });

  it('sends a reply that marks the query waiting on the customer; it appears at once', async () => {
    const { demo, query, url, call } = seeded(BREACHED);
    const { user } = renderRoute({ url, demo });
    await opened(query);
    const before = messages().length;
    await user.click(screen.getByLabelText('Waiting on customer after this reply'));
    await send(user, 'A technician will call you within the hour.');
    await waitFor(() => expect(messages()).toHaveLength(before + 1));
    expect(messages().at(-1)).toHaveTextContent('A technician will call you within the hour.');
    expect(demo.bodies(`${call}/message`)).toEqual([
      {
        text: 'A technician will call you within the hour.',
        internal: false,
        attachments: [],
        waiting_on_customer: true,
      },
    ]);
    expect(await screen.findByText('Reply sent.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('');
    await waitFor(() => expect(line('Status')).toHaveTextContent('In progress'));
    expect(stored(demo, query.id).waiting_on_customer).toBe(true);
  });

  it('writes an internal note, unmistakably, with a canned reply inserted at the cursor', async () => {
    const { demo, query, url, call } = seeded(BREACHING);
    const template = demo.db.cannedReplies.find((reply) => reply.status)!;
    const { user } = renderRoute({ url, demo });
    await opened(query);
    await user.click(screen.getByRole('radio', { name: 'Internal note' }));
    const form = screen.getByRole('form', { name: 'Internal note' });
    expect(form).toHaveTextContent('The customer will not see this note.');
    expect(screen.queryByLabelText('Waiting on customer after this reply')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Note'), 'Before. ');
    await waitFor(() => expect(screen.getByRole('option', { name: template.title })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Insert a canned reply'), template.title);
    expect(screen.getByLabelText('Note')).toHaveValue(`Before. ${template.body}`);
    await user.click(screen.getByRole('button', { name: 'Add internal note' }));
    await waitFor(() => expect(messages().at(-1)).toHaveAccessibleName(/^Internal note from Asha Rao/));
    expect(demo.bodies(`${call}/message`)).toEqual([
      { text: `Before. ${template.body}`, internal: true, attachments: [] },
    ]);
  });

  it("keeps what was typed and shows the server's refusal of an attachment on its field (422)", async () => {
    const { demo, query, url, call } = seeded(BREACHED);
    server.use(
      http.post(`*${call}/message`, () =>
        HttpResponse.json(
          { error: true, message: 'scan.png is larger than 2 MB.', field: 'attachments' },
          { status: 422 },
        ),
      ),
    );
    const { user } = renderRoute({ url, demo });
    await opened(query);
    await send(user, 'Here is the scan.');
    expect(
      await screen.findByText('scan.png is larger than 2 MB.', { selector: '.ui-field-error' }),
    ).toBeVisible();
    expect(screen.getByLabelText('Message')).toHaveValue('Here is the scan.');
  });

  it('starts, then resolves with a confirm; a stale move says who changed the query first (409)', async () => {
    const { demo, query, url } = seeded(BREACHED);
    const { user } = renderRoute({ url, demo });
    await opened(query);
    await user.click(screen.getByRole('button', { name: 'Start' }));
    await waitFor(() => expect(line('Status')).toHaveTextContent('In progress'));
    expect(await screen.findByText(`Query #${query.id} started.`)).toBeInTheDocument();
    // Someone resolves it meanwhile.
    const row = stored(demo, query.id);
    const at = new Date(Date.parse(row.updated_at) + 60_000).toISOString();
    Object.assign(row, { status: 'resolved', resolved_at: at, version: row.version + 1, updated_at: at });
    // Its history line is the trail's event (docs/audit.md, "Timelines read the trail").
    demo.db.auditEvents.push({
      id: (demo.db.auditEvents.at(-1)?.id ?? 0) + 1,
      at,
      actor_id: 1,
      actor_name: 'Asha Rao',
      action: 'status',
      operation: 'setQueryStatus',
      entity: 'query',
      entity_id: query.id,
      patient_id: null,
      summary: '',
      changes: [],
      line: {
        entity: 'query',
        action: 'resolved',
        from_status: 'in_progress',
        to_status: 'resolved',
        detail: null,
      },
    });
    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Resolve query/ });
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }));
    expect(
      await screen.findByText(
        /^Asha Rao resolved this query at .* UTC, after you opened it\. Nothing was changed\.$/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(line('Status')).toHaveTextContent('Resolved'));
  });

  it('triages: any administrator who answers queries, with their open queries; assignee, priority and category saved together', async () => {
    const { demo, query, url, call } = seeded(WAITING);
    const version = query.version;
    const open = (id: number) =>
      demo.db.queries.filter(
        (row) => row.assignee_id === id && (row.status === 'open' || row.status === 'in_progress'),
      ).length;
    const { user } = renderRoute({ url, demo });
    await opened(query);
    await user.click(screen.getByRole('button', { name: 'Triage' }));
    const neha = `Neha Kulkarni (${open(9001)} open)`;
    await screen.findByRole('option', { name: neha });
    // Every administrator who answers queries (active, with Support: docs/support.md "Assignees").
    const options = within(screen.getByLabelText('Assignee'))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options[0]).toBe('Unassigned');
    expect(options).toEqual(
      expect.arrayContaining([
        `Asha Rao (${open(1)} open)`,
        `Imran Sheikh (${open(9002)} open)`,
        neha,
        `Tara Joshi (${open(9003)} open)`,
        `Sam Fernandes (${open(9010)} open)`,
      ]),
    );
    await user.selectOptions(screen.getByLabelText('Assignee'), neha);
    await user.selectOptions(screen.getByLabelText('Priority'), 'High');
    await user.click(screen.getByRole('button', { name: 'Save triage' }));
    await waitFor(() => expect(line('Assignee')).toHaveTextContent('Neha Kulkarni'));
    expect(line('Priority')).toHaveTextContent('High');
    expect(demo.bodies(`${call}/triage`)).toEqual([
      { assignee_id: 9001, priority: 'high', category: 'consumables', version },
    ]);
    expect(screen.getByRole('link', { name: 'Order consumables' })).toHaveAttribute(
      'href',
      `/dashboard/manage/consumables-orders/create?query=${query.id}&clinic=${query.clinic_id}`,
    );
  });
});

describe('The query page (customer)', () => {
  it('opens a long thread on its newest 50 messages; the earlier ones are one click away', async () => {
    const { demo, query, url } = seeded(LONG);
    const { user } = renderRoute({ url, demo, user: customerUser });
    await opened(query);
    const visible = query.messages.filter((message) => !message.internal);
    expect(messages()).toHaveLength(50);
    expect(messages().at(-1)).toHaveTextContent(visible.at(-1)!.text);
    await user.click(screen.getByRole('button', { name: `Show ${visible.length - 50} earlier messages` }));
    expect(messages()).toHaveLength(visible.length);
  });

  it('shows no internal note and no administrator controls; marks the thread read', async () => {
    const { demo, query, url, call } = seeded(BREACHING);
    const { queryClient } = renderRoute({ url, demo, user: customerUser });
    queryClient.setQueryData(getGetUnreadCountsQueryKey(), { queries: 1, discussions: 0 });
    await opened(query);
    expect(messages().every((item) => !item.textContent.includes('Internal'))).toBe(true);
    expect(screen.queryByRole('radio', { name: 'Internal note' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Insert a canned reply')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Waiting on customer after this reply')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Triage' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    const newest = query.messages.filter((message) => !message.internal).at(-1)!;
    await waitFor(() => expect(demo.bodies(`${call}/read`)).toEqual([{ message_id: newest.id }]));
    await waitFor(() =>
      expect(queryClient.getQueryState(getGetUnreadCountsQueryKey())?.isInvalidated).toBe(true),
    );
    expect(screen.getByRole('link', { name: 'Order a replacement kiosk' })).toHaveAttribute(
      'href',
      expect.stringContaining(
        `/dashboard/manage/orders/create?query=${query.id}&clinic=${query.clinic_id}&model=`,
      ),
    );
  });

  it('reopens a query resolved 3 days ago', async () => {
    const { demo, query, url } = seeded(RESOLVED);
    const { user } = renderRoute({ url, demo, user: customerUser });
    await opened(query);
    expect(line('Can be reopened until')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Reopen' }));
    const dialog = await screen.findByRole('alertdialog', { name: /^Reopen query/ });
    await user.click(within(dialog).getByRole('button', { name: 'Reopen' }));
    await waitFor(() => expect(line('Status')).toHaveTextContent('Open'));
  });

  it('offers a linked New query for one resolved more than 7 days ago', async () => {
    const { demo, query, url } = seeded(CLOSED);
    renderRoute({ url, demo, user: customerUser });
    await opened(query);
    expect(line('Status')).toHaveTextContent('Closed');
    expect(screen.queryByRole('button', { name: 'Reopen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /^Reply/ })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        /^This query was resolved more than 7 days ago\. Raise a new query; it will link to this one\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New query' })).toHaveAttribute(
      'href',
      `/dashboard/manage/query/create?clinic=${query.clinic_id}&related=${query.id}`,
    );
  });
});
