import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, vi } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import {
  advance,
  callsFor,
  expectHeaderUsable,
  expectHealthy,
  expectNoToast,
  expectToast,
  type FaultKey,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
  tryAgain,
} from '@tests/unit/reliability-kit';
import { customerUser } from '@tests/unit/session-fixtures';

/**
 * Faults on every call of the query page (docs/support.md, "The query page"; docs/requirements.md
 * section 8): getQuery, addQueryMessage, setQueryStatus, triageQuery, markQueryRead,
 * getQueryAttachment, filterCannedReplies and listQueryAssignees (Triage's choices), each with the
 * five standard faults: the rows of docs/reliability.md that run here
 * (tests/e2e/reliability-cases-support.ts).
 */
const BREACHED = 'Kiosk screen frozen on the login page';
const BREACHING = 'Printer jams on every second report';

type Demo = ReturnType<typeof serveDemoApi>;

const seeded = (subject: string) => {
  const demo = serveDemoApi();
  const query = demo.db.queries.find((row) => row.subject === subject)!;
  return { demo, query, url: `/dashboard/manage/query/${query.id}`, call: `/v3/query/${query.id}` };
};
const stored = (demo: Demo, id: number) => demo.db.queries.find((row) => row.id === id)!;
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;
const heading = (subject: string) =>
  screen.getByRole('heading', { level: 1, name: new RegExp(` ${subject}$`) });
const messageCount = () =>
  within(screen.getByRole('list', { name: 'Messages, oldest first' })).getAllByRole('listitem', {
    name: /^(Message|Internal note) from/,
  }).length;

/** Sets the case's fault on a write's call once the page is ready for it. */
const faultWrite = (demo: Demo, key: FaultKey, call: string, method: string) => {
  if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
  else demo.db.setFaults(faultFor(key, call, method));
};

beforeEach(() => {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:query'), revokeObjectURL: vi.fn() });
});

describe('Query Details under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'query-details',
    perFault(async (key) => {
      const { demo, query, url, call } = seeded(BREACHED);
      const { toasts, user } = await loadFaultCase({ url, demo, faults: faultFor(key, call, 'GET') });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(query.subject)).toBeVisible());
        expect(screen.getByRole('list', { name: 'Messages, oldest first' })).toBeVisible();
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'query-reply',
    perFault(async (key) => {
      const { demo, query, url, call } = seeded(BREACHED);
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(heading(query.subject)).toBeVisible());
      const before = messageCount();
      const stays = stored(demo, query.id).messages.length;
      await user.type(screen.getByLabelText('Message'), 'A technician is on the way.');
      faultWrite(demo, key, `${call}/message`, 'POST');
      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled());
        expect(screen.getByLabelText('Message')).toHaveValue('A technician is on the way.');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Reply sent.', 'success');
        await skipUntil(() => expect(messageCount()).toBe(before + 1));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(screen.getByLabelText('Message')).toHaveValue('A technician is on the way.');
        expect(screen.getByRole('button', { name: 'Send reply' })).toBeEnabled();
        expect(messageCount()).toBe(before);
        expect(demo.count('POST', `${call}/message`)).toBe(1);
        if (key !== 'malformed') expect(stored(demo, query.id).messages).toHaveLength(stays);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'query-resolve',
    perFault(async (key) => {
      const { demo, query, url, call } = seeded(BREACHED);
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(line('Status')).toHaveTextContent('Open'));
      await user.click(screen.getByRole('button', { name: 'Resolve' }));
      const confirm = () =>
        within(screen.getByRole('alertdialog', { name: /^Resolve query/ })).getByRole('button', {
          name: 'Resolve',
        });
      await skipUntil(() => expect(confirm()).toBeVisible());
      faultWrite(demo, key, `${call}/status`, 'PUT');
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Query #${query.id} resolved.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Resolved'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(demo.count('PUT', `${call}/status`)).toBe(1);
        if (key !== 'malformed') {
          expect(line('Status')).toHaveTextContent('Open');
          expect(screen.getByRole('button', { name: 'Resolve' })).toBeEnabled();
          expect(stored(demo, query.id).status).toBe('open');
        }
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'query-triage',
    perFault(async (key) => {
      const { demo, query, url, call } = seeded(BREACHED);
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(heading(query.subject)).toBeVisible());
      await user.click(screen.getByRole('button', { name: 'Triage' }));
      await user.selectOptions(screen.getByLabelText('Priority'), 'High');
      faultWrite(demo, key, `${call}/triage`, 'PUT');
      await user.click(screen.getByRole('button', { name: 'Save triage' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Query #${query.id} triaged.`, 'success');
        await skipUntil(() => expect(line('Priority')).toHaveTextContent('High'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(screen.getByLabelText('Priority')).toHaveValue('high');
        expect(screen.getByRole('button', { name: 'Save triage' })).toBeEnabled();
        expect(demo.count('PUT', `${call}/triage`)).toBe(1);
        if (key !== 'malformed') {
          expect(line('Priority')).toHaveTextContent('Urgent');
          expect(stored(demo, query.id).priority).toBe('urgent');
        }
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'query-triage-assignees',
    perFault(async (key) => {
      const { demo, query, url } = seeded(BREACHED);
      const call = '/v3/query/assignees';
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(heading(query.subject)).toBeVisible());
      faultWrite(demo, key, call, 'GET');
      await user.click(screen.getByRole('button', { name: 'Triage' }));
      const every = () => screen.getByRole('option', { name: /^Tara Joshi \(\d+ open\)$/ });
      // The people the page knows stand in until every administrator is in.
      await skipUntil(() =>
        expect(screen.getByRole('option', { name: 'Asha Rao (me)' })).toBeInTheDocument(),
      );
      if (key === 'slow') {
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(every()).toBeInTheDocument());
      } else {
        const failed = () => screen.getByText(/^The administrators could not be loaded;/);
        await skipUntil(() => expect(failed()).toBeVisible());
        expect(screen.getByRole('button', { name: 'Save triage' })).toBeEnabled();
        expectNoToast(toasts);
        expect(demo.count('GET', call)).toBe(callsFor(key));
        demo.db.clearFaults();
        await user.click(tryAgain());
        await skipUntil(() => expect(every()).toBeInTheDocument());
        expect(screen.queryByText(/^The administrators could not be loaded;/)).not.toBeInTheDocument();
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'query-read',
    perFault(async (key) => {
      const { demo, query, url, call } = seeded(BREACHING);
      const marker = () =>
        demo.db.queryReads.find((read) => read.user_id === customerUser.id && read.query_id === query.id)
          ?.message_id;
      const before = marker();
      const { toasts, user } = await loadFaultCase({
        url,
        demo,
        user: customerUser,
        faults: key === 'slow' ? { latencyMs: SLOW_MS } : faultFor(key, `${call}/read`, 'POST'),
      });
      if (key === 'slow') await advance(SLOW_MS);
      await skipUntil(() => expect(heading(query.subject)).toBeVisible());
      await skipUntil(() => expect(demo.count('POST', `${call}/read`)).toBe(1));
      if (key === 'slow') {
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(marker()).not.toBe(before));
      } else {
        expect(screen.getByLabelText('Message')).toBeEnabled();
        expectNoToast(toasts);
        if (key !== 'malformed') expect(marker()).toBe(before);
      }
      expect(demo.count('POST', `${call}/read`)).toBe(1);
      expectHealthy();
    }),
  );

  runComponentCases(
    'query-attachment',
    perFault(async (key) => {
      const { demo, query, url } = seeded(BREACHED);
      const file = query.messages[0]!.attachments[0]!;
      const call = `/v3/query/attachment/${file.id}`;
      const { toasts, user } = await loadFaultCase({ url, demo, faults: faultFor(key, call, 'GET') });
      if (key === 'slow') {
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(query.subject)).toBeVisible());
        await skipUntil(() =>
          expect(screen.getByRole('button', { name: `Open ${file.name}` })).toBeDisabled(),
        );
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('img', { name: `Preview of ${file.name}` })).toBeVisible(),
        );
      } else {
        await skipUntil(() => expect(screen.getByText('The preview could not be loaded.')).toBeVisible());
        expect(screen.getByRole('button', { name: `Try again: ${file.name}` })).toBeVisible();
        expect(screen.getByRole('list', { name: 'Messages, oldest first' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('GET', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'query-canned-replies',
    perFault(async (key) => {
      const { demo, query, url } = seeded(BREACHED);
      const call = '/v3/canned-reply/filter';
      const { toasts, user } = await loadFaultCase({ url, demo, faults: faultFor(key, call, 'POST') });
      if (key === 'slow') {
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(query.subject)).toBeVisible());
        await skipUntil(() => expect(screen.getByLabelText('Insert a canned reply')).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(screen.getByLabelText('Insert a canned reply')).toBeEnabled());
      } else {
        await skipUntil(() =>
          expect(screen.getByText('The canned replies could not be loaded.')).toBeVisible(),
        );
        expect(screen.getByLabelText('Message')).toBeEnabled();
        expectNoToast(toasts);
        expect(demo.count('POST', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});
