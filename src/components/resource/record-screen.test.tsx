import { useQuery } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Route, Switch } from 'wouter';
import { z } from 'zod';

import { collectToasts, currentUrl, renderScreen } from '@tests/unit/harness';

import { ApiError, missingCallText } from '@/lib/http/api-error';
import { parseId } from '@/lib/ids';

import { EventTimeline } from '../event-timeline';
import { TextControl } from '../form/text-control';
import { MessageThread } from '../message-thread';
import { EditScreen } from './edit-screen';
import type { RecordDefinition } from './record-definition';
import { RECORD_QUERY, RecordFrame } from './record-frame';
import { type RecordRouteSpec, useRecordRoute } from './record-route';
import { RecordScreen } from './record-screen';
import { RecordSummary } from './record-summary';

/** A throwaway resource with an enum status: a support query (list, details, its own edit route). */
type Status = 'open' | 'in_progress' | 'resolved';
interface SupportQuery {
  id: number;
  version: number;
  subject: string;
  status: Status;
  allowed_actions: string[];
  reminders: number;
}
interface Values {
  subject: string;
}

const ALLOWED: Record<Status, string[]> = {
  open: ['start', 'resolve'],
  in_progress: ['resolve'],
  resolved: [],
};
const STATUS_TEXT: Record<Status, string> = {
  open: 'Open',
  in_progress: 'In progress',
  resolved: 'Resolved',
};
const MOVED_TO: Record<string, Status> = { start: 'in_progress', resolve: 'resolved' };

let rows: Map<number, SupportQuery>;
const failing = new Map<number, ApiError>();
/** While set, reads wait for it. */
let gate: Promise<void> | null = null;

beforeEach(() => {
  rows = new Map([
    [
      12,
      {
        id: 12,
        version: 1,
        subject: 'Kiosk prints blank pages',
        status: 'open',
        allowed_actions: ALLOWED.open,
        reminders: 0,
      },
    ],
  ]);
  failing.clear();
  gate = null;
});

const read = async (id: number): Promise<SupportQuery> => {
  await gate;
  const row = rows.get(id);
  const failure = failing.get(id) ?? (row ? null : new ApiError('bad-request', 'Not found', 404));
  return failure ? Promise.reject(failure) : Promise.resolve({ ...row! });
};

const store = (row: SupportQuery): Promise<SupportQuery> => {
  const next = { ...row, version: row.version + 1, allowed_actions: ALLOWED[row.status] };
  rows.set(row.id, next);
  return Promise.resolve({ ...next });
};

const update = (id: number, payload: Values & { version: number }): Promise<SupportQuery> => {
  const row = rows.get(id)!;
  if (payload.version !== row.version) {
    return Promise.reject(
      new ApiError('bad-request', 'Changed meanwhile.', 409, null, null, null, { current: row }),
    );
  }
  if (payload.subject === 'taken') {
    return Promise.reject(
      new ApiError('bad-request', 'That subject is taken.', 422, null, null, null, { field: 'subject' }),
    );
  }
  return store({ ...row, subject: payload.subject });
};

const SCHEMA = z.object({ subject: z.string().trim().min(1, 'Subject is required') });
const RECORD_SCHEMA = z.object({
  id: z.number(),
  version: z.number(),
  subject: z.string(),
  status: z.enum(['open', 'in_progress', 'resolved']),
  allowed_actions: z.array(z.string()),
  reminders: z.number(),
});

const SUPPORT: RecordDefinition<SupportQuery, Values, Values> = {
  singular: 'Support query',
  nameOf: (query) => `#${query.id}`,
  listPath: '/support',
  viewPath: (id) => `/support/${id}`,
  useRecord: (id) => useQuery({ queryKey: ['support', id], queryFn: () => read(id), ...RECORD_QUERY }),
  recordSchema: RECORD_SCHEMA,
  summary: (query) => [
    ['Subject', query.subject],
    ['Reminders', String(query.reminders)],
  ],
  form: {
    idPrefix: 'support',
    fields: { subject: { label: 'Subject' } },
    createSchema: SCHEMA,
    updateSchema: SCHEMA,
    empty: () => ({ subject: '' }),
    fromRecord: (query) => ({ subject: query.subject }),
    toPayload: (values) => ({ subject: values.subject.trim() }),
    Fields: ({ form }) => <TextControl form={form} name="subject" label="Subject" />,
  },
  useWrites: () => ({
    create: () => Promise.reject(new Error('not here')),
    update,
    setStatus: () => Promise.reject(new Error('not here')),
  }),
  invalidate: (client, query) => client.invalidateQueries({ queryKey: ['support', query.id] }),
  edit: { path: (id) => `/support/${id}/edit` },
  status: {
    statusOf: (query) => <span className="ui-tag">{STATUS_TEXT[query.status]}</span>,
    allowedOf: (query) => query.allowed_actions,
    transitions: {
      start: { label: 'Start work', done: 'started' },
      resolve: {
        label: 'Resolve',
        done: 'resolved',
        confirm: { title: 'Resolve this query?', message: 'The customer is told it is resolved.' },
      },
    },
    useMove: () => (query, action) => store({ ...rows.get(query.id)!, status: MOVED_TO[action]! }),
  },
  commands: [
    {
      label: 'Send reminder',
      confirm: (query) => ({ title: `Remind about #${query.id}?`, message: 'The customer gets an email.' }),
      shown: (query) => query.status !== 'resolved',
      useRun: () => (query) => store({ ...rows.get(query.id)!, reminders: query.reminders + 1 }),
      doneText: (query) => `Reminder ${query.reminders} sent.`,
    },
  ],
  related: [
    {
      id: 'messages',
      label: 'Messages',
      Panel: ({ record }) => (
        <MessageThread
          label="Messages, oldest first"
          emptyText="No messages yet."
          messages={[{ id: 1, author: 'Meera Iyer', at: '2026-03-01T09:05:00Z', text: record.subject }]}
        />
      ),
    },
    {
      id: 'history',
      label: 'History',
      Panel: () => (
        <EventTimeline
          label="History, oldest first"
          emptyText="No moves yet."
          events={[{ what: 'Opened', at: '2026-03-01T09:05:00Z', who: 'Kiosk' }]}
        />
      ),
    },
  ],
};

/** The same resource, read-only: no Edit, no status, no custom actions, no tabs. */
const READ_ONLY: RecordDefinition<SupportQuery, Values, Values> = {
  ...SUPPORT,
  edit: 'none',
  status: 'none',
  commands: [],
  related: undefined,
};

const FRAME_ROUTE: RecordRouteSpec = {
  singular: 'Support query',
  param: 'query_id',
  foreign: 'Not one of yours.',
};

const Framed = ({ loadingOnRetry = false }: { loadingOnRetry?: boolean }) => {
  const route = useRecordRoute(FRAME_ROUTE);
  return (
    <RecordFrame
      route={route}
      loadingOnRetry={loadingOnRetry}
      useRecord={SUPPORT.useRecord}
      title="Support Query"
      titleOf={(query) => `Query #${query.id}`}
      back={{ label: 'Back to Support', href: '/support' }}
      actions={(query, error) => (query ? 'Loaded' : error ? `Failed ${error.status ?? ''}` : 'Waiting')}
    >
      {(query) => <RecordSummary items={SUPPORT.summary(query)} />}
    </RecordFrame>
  );
};

const Edit = () => (
  <EditScreen definition={SUPPORT} route={useRecordRoute({ singular: 'Support query', param: 'query_id' })} />
);

const Screens = () => (
  <Switch>
    <Route path="/frame/:query_id">{() => <Framed />}</Route>
    <Route path="/retried/:query_id">{() => <Framed loadingOnRetry />}</Route>
    <Route path="/support/:query_id/edit" component={Edit} />
    <Route path="/read-only/:query_id">
      {(params) => (
        <RecordScreen definition={READ_ONLY} id={parseId(params.query_id)} raw={params.query_id} />
      )}
    </Route>
    <Route path="/support/:query_id">
      {(params) => <RecordScreen definition={SUPPORT} id={parseId(params.query_id)} raw={params.query_id} />}
    </Route>
  </Switch>
);

const open = (url: string) => renderScreen(<Screens />, { url });
const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const summary = () =>
  Object.fromEntries(
    screen
      .getAllByRole('term')
      .map((term) => [term.textContent, term.nextElementSibling?.textContent] as const),
  );

describe('RecordFrame', () => {
  it('shows the record with its title, Back and actions once it is there', async () => {
    open('/frame/12');
    expect(await heading('Query #12')).toBeInTheDocument();
    expect(screen.getByText('Loaded')).toBeInTheDocument();
    expect(summary()).toEqual({ Subject: 'Kiosk prints blank pages', Reminders: '0' });
    expect(screen.getByRole('link', { name: 'Back to Support' })).toHaveAttribute('href', '/support');
  });

  it('says what is wrong with the id, and asks nothing', async () => {
    open('/frame/x12');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "'x12' is not a support query id: an id is a whole number from 1.",
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Support Query' })).toBeInTheDocument();
    expect(screen.getByText('Waiting')).toBeInTheDocument();
  });

  it.each([
    ['not found (404)', undefined, 'No support query with ID 12 was found. It may have been removed.'],
    ['refused (403)', new ApiError('bad-request', '', 403), 'Not one of yours.'],
    [
      'refused in the server’s words',
      new ApiError('bad-request', 'Another customer’s query.', 403),
      'Another customer’s query.',
    ],
    [
      'a call the server lacks',
      new ApiError('missing-call', missingCallText('GET /v3/support/{id}'), 404),
      missingCallText('GET /v3/support/{id}'),
    ],
  ])('says so in place of the record: %s', async (_case, failure, text) => {
    if (failure) failing.set(12, failure);
    else rows.clear();
    open('/frame/12');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.getByRole('heading', { level: 1, name: 'Support Query' })).toBeInTheDocument();
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('shows any other failure with Try again, which loads it; the actions see the failure', async () => {
    failing.set(12, new ApiError('bad-request', 'Refused', 400));
    const { user } = open('/frame/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    expect(screen.getByText('Failed 400')).toBeInTheDocument();
    failing.clear();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await heading('Query #12')).toBeInTheDocument();
  });

  it('says Loading... again while Try again asks, where the screen wants it', async () => {
    failing.set(12, new ApiError('bad-request', 'Refused', 400));
    const { user } = open('/retried/12');
    expect(await screen.findByRole('alert')).toHaveTextContent('Error loading data');
    failing.clear();
    let release: () => void = () => undefined;
    gate = new Promise((resolve) => (release = resolve));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    release();
    expect(await heading('Query #12')).toBeInTheDocument();
  });
});

describe('RecordScreen with optional and custom actions', () => {
  it('links Edit to its own route, moves the status the server allows, and shows related lists as tabs', async () => {
    const { user } = open('/support/12');
    const toasts = collectToasts();
    expect(await heading('Support query: #12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/support/12/edit');
    expect(screen.queryByRole('button', { name: /Disable|Enable/ })).not.toBeInTheDocument();
    const moves = screen.getByRole('group', { name: 'Status of #12' });
    expect(within(moves).getByText('Open')).toBeInTheDocument();
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Start work', 'Resolve']);

    await user.click(within(moves).getByRole('button', { name: 'Start work' }));
    await waitFor(() => expect(within(moves).getByText('In progress')).toBeInTheDocument());
    expect(
      within(moves)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Resolve']);
    expect(toasts.at(-1)?.detail).toBe('Support query #12 started.');

    // The first related list by default; another is kept in the URL.
    const tabs = screen.getByRole('tablist', { name: 'Related to #12' });
    expect(within(tabs).getByRole('tab', { name: 'Messages' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('list', { name: 'Messages, oldest first' })).toBeInTheDocument();
    await user.click(within(tabs).getByRole('tab', { name: 'History' }));
    expect(await screen.findByRole('list', { name: 'History, oldest first' })).toBeInTheDocument();
    expect(currentUrl()).toBe('/support/12?tab=history');
  });

  it('opens the tab the URL names', async () => {
    open('/support/12?tab=history');
    expect(await screen.findByRole('tab', { name: 'History', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'History, oldest first' })).toBeInTheDocument();
  });

  it('runs a custom action after its confirm, and a move that asks after its own', async () => {
    const { user } = open('/support/12');
    const toasts = collectToasts();
    await heading('Support query: #12');
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    const remind = await screen.findByRole('alertdialog', { name: 'Remind about #12?' });
    await user.click(within(remind).getByRole('button', { name: 'Cancel' }));
    expect(rows.get(12)!.reminders).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Send reminder' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Send reminder' }),
    );
    await waitFor(() => expect(summary()['Reminders']).toBe('1'));
    expect(toasts.at(-1)?.detail).toBe('Reminder 1 sent.');

    await user.click(screen.getByRole('button', { name: 'Resolve' }));
    const resolve = await screen.findByRole('alertdialog', { name: 'Resolve this query?' });
    await user.click(within(resolve).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(screen.getByText('Resolved')).toBeInTheDocument());
    // Resolved: no moves left, and the reminder no longer applies.
    expect(within(screen.getByRole('group', { name: 'Status of #12' })).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send reminder' })).not.toBeInTheDocument();
  });

  it('offers neither Edit nor a status action nor tabs where the definition has none', async () => {
    open('/read-only/12');
    expect(await heading('Support query: #12')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });
});

describe('EditScreen', () => {
  it('edits on its own route and goes back to the record', async () => {
    const { user } = open('/support/12/edit');
    expect(await heading('Edit Support query: #12')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Support query Details' })).toHaveAttribute(
      'href',
      '/support/12',
    );
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Kiosk prints nothing');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await heading('Support query: #12')).toBeInTheDocument();
    expect(currentUrl()).toBe('/support/12');
    expect(summary()['Subject']).toBe('Kiosk prints nothing');
  });

  it('shows a refusal on its field (422), and what someone saved meanwhile (409)', async () => {
    const { user } = open('/support/12/edit');
    await heading('Edit Support query: #12');
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'taken');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('That subject is taken.')).toBeInTheDocument();
    expect(subject).toHaveFocus();

    rows.set(12, { ...rows.get(12)!, version: 5, reminders: 3 });
    await user.clear(subject);
    await user.type(subject, 'Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const notice = await screen.findByText(/Someone else saved this support query while you were editing it/);
    expect(notice.closest('[role="alert"]')).toHaveTextContent('Reminders');
    expect(subject).toHaveValue('Mine');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(currentUrl()).toBe('/support/12'));
    expect(rows.get(12)).toMatchObject({ subject: 'Mine', reminders: 3, version: 6 });
  });

  it('says what is wrong with the id, with Back to the list', async () => {
    open('/support/0/edit');
    expect(await screen.findByRole('alert')).toHaveTextContent("'0' is not a support query id");
    expect(screen.getByRole('link', { name: 'Back to Support query Details' })).toHaveAttribute(
      'href',
      '/support',
    );
  });
});
