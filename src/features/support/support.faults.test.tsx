import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect } from 'vitest';

import { currentUrl } from '@tests/unit/harness';
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
 * Support Queries, New Query and Canned Replies under the five standard faults (docs/reliability.md;
 * docs/support.md, "Screens"), every call these screens make: the lists say so in place with Try
 * again (only logged); Raise query and the canned reply's writes keep what was typed with the one
 * 'Error' toast. The query page's calls have their own file (query.faults.test.tsx). The rows of
 * docs/reliability.md that run here (tests/e2e/reliability-cases-support.ts).
 */
const LIST = '/dashboard/manage/query';
const NEW = `${LIST}/create`;
const CANNED = '/dashboard/manage/canned-replies';
const CANNED_VIEW = `${CANNED}/view/1`;
const CANNED_CALL = '/v3/canned-reply/1';

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

/** A failed list: its words and Try again in the table, no toast, the call retried as the key says. */
const expectListFailed = async (
  tableName: string,
  text: string,
  demo: { count: (method: string, path: string) => number },
  call: string,
  key: FaultKey,
  toasts: Parameters<typeof expectNoToast>[0],
) => {
  const table = () => screen.getByRole('table', { name: tableName });
  await skipUntil(() => expect(within(table()).getByText(text)).toBeVisible());
  expect(within(table()).getByRole('button', { name: 'Try again' })).toBeVisible();
  expectNoToast(toasts);
  expect(demo.count('POST', call)).toBe(callsFor(key));
};

describe('Support Queries under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'query-list',
    perFault(async (key) => {
      const call = '/v3/query/filter';
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: LIST,
        faults: faultFor(key, call),
        render: slow ? 'app' : 'route',
      });
      const table = () => screen.getByRole('table', { name: 'Support queries' });
      if (slow) {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await user.click(screen.getByRole('tab', { name: /^Breached/ }));
        expect(currentUrl()).toBe(`${LIST}?view=breached&page=1&rows=10`);
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getAllByText(/^Overdue by /)[0]).toBeVisible());
      } else {
        await expectListFailed(
          'Support queries',
          'The support queries could not be loaded.',
          demo,
          call,
          key,
          toasts,
        );
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'query-list-assignees',
    perFault(async (key) => {
      const call = '/v3/query/assignees';
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: LIST,
        faults: faultFor(key, call, 'GET'),
        render: slow ? 'app' : 'route',
      });
      const options = () =>
        within(field('Assignee'))
          .getAllByRole('option')
          .map((option) => option.textContent);
      await skipUntil(() => expect(options()).toContain('Me (Asha Rao)'));
      if (slow) {
        expect(options()).not.toContain('Tara Joshi');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(options()).toContain('Tara Joshi'));
      } else {
        // Only logged: the list works, the filter offers the caller and the rows' assignees.
        await skipUntil(() => expect(demo.count('GET', call)).toBe(callsFor(key)));
        await skipUntil(() =>
          expect(
            within(screen.getByRole('table', { name: 'Support queries' })).getAllByRole('link').length,
          ).toBeGreaterThan(0),
        );
        expectNoToast(toasts);
        await user.selectOptions(field('Assignee'), 'Me (Asha Rao)');
        await skipUntil(() => expect(currentUrl()).toBe(`${LIST}?assignee=1&page=1&rows=10`));
      }
      expectHealthy();
    }),
  );
});

/** New Query filled in: the customer's first clinic, a category, a subject and a message. */
const fillIn = async (user: UserEvent) => {
  await user.type(field('Subject'), 'Printer jams');
  await user.selectOptions(field('Category'), 'kiosk_hardware');
  await skipUntil(() => expect(within(field('Clinic')).getAllByRole('option').length).toBeGreaterThan(1));
  await user.selectOptions(field('Clinic'), within(field('Clinic')).getAllByRole('option')[1]!);
  await user.type(field('Message'), 'It jams on every second report.');
};

describe('New Query under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'query-create',
    perFault(async (key) => {
      const call = '/v3/query/';
      const { demo, toasts, user } = await loadFaultCase({ url: NEW, user: customerUser });
      await fillIn(user);
      const before = demo.db.queries.length;
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, call, 'POST'));
      await user.click(screen.getByRole('button', { name: 'Raise query' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Raising...' })).toBeDisabled());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Query #${before + 1} raised.`, 'success');
        await skipUntil(() => expect(currentUrl()).toBe(`${LIST}/${before + 1}`));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Subject')).toHaveValue('Printer jams');
        expect(field('Message')).toHaveValue('It jams on every second report.');
        expect(field('Category')).toHaveValue('kiosk_hardware');
        expect(screen.getByRole('button', { name: 'Raise query' })).toBeEnabled();
        expect(currentUrl()).toBe(NEW);
        expect(demo.count('POST', call)).toBe(1);
        if (key !== 'malformed') expect(demo.db.queries).toHaveLength(before);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'query-create-clinics',
    perFault(async (key) => {
      const call = '/v3/Clinic/filter';
      const { demo, toasts, user } = await loadFaultCase({
        url: NEW,
        user: customerUser,
        faults: faultFor(key, call),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(field('Clinic')).toHaveDisplayValue('Loading clinics...'));
        await user.type(field('Subject'), 'Typed while loading');
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(within(field('Clinic')).getAllByRole('option').length).toBeGreaterThan(1),
        );
        expect(field('Subject')).toHaveValue('Typed while loading');
      } else {
        await skipUntil(() =>
          expect(screen.getByRole('alert')).toHaveTextContent('The clinics could not be loaded.'),
        );
        expect(tryAgain()).toBeVisible();
        expect(field('Subject')).toBeEnabled();
        expectNoToast(toasts);
        expect(demo.count('POST', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('Canned Replies under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'canned-reply-list',
    perFault(async (key) => {
      const call = '/v3/canned-reply/filter';
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: CANNED,
        faults: faultFor(key, call),
        render: slow ? 'app' : 'route',
      });
      const table = () => screen.getByRole('table', { name: 'Canned replies' });
      if (slow) {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(within(table()).getByRole('link', { name: 'Acknowledged' })).toBeVisible(),
        );
      } else {
        await expectListFailed(
          'Canned replies',
          'The canned replies could not be loaded.',
          demo,
          call,
          key,
          toasts,
        );
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'canned-reply-create',
    perFault(async (key) => {
      const call = '/v3/canned-reply/';
      const { demo, toasts, user } = await loadFaultCase({ url: `${CANNED}/create` });
      await skipUntil(() => expect(heading('Create Canned Reply')).toBeVisible());
      await user.type(field('Title'), 'Courier pickup booked');
      await user.type(field('Reply'), 'The courier collects the unit tomorrow.');
      const before = demo.db.cannedReplies.length;
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, call, 'POST'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading('Canned Reply: Courier pickup booked')).toBeVisible());
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Title')).toHaveValue('Courier pickup booked');
        expect(field('Reply')).toHaveValue('The courier collects the unit tomorrow.');
        expect(demo.count('POST', call)).toBe(1);
        if (key !== 'malformed') expect(demo.db.cannedReplies).toHaveLength(before);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'canned-reply-details',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: CANNED_VIEW,
        faults: faultFor(key, CANNED_CALL, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading('Canned Reply: Acknowledged')).toBeVisible());
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('GET', CANNED_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'canned-reply-edit',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: CANNED_VIEW });
      await skipUntil(() => expect(heading('Canned Reply: Acknowledged')).toBeVisible());
      await user.click(screen.getByRole('button', { name: 'Edit' }));
      await skipUntil(() => expect(field('Title')).toHaveValue('Acknowledged'));
      await user.type(field('Title'), ' today');
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CANNED_CALL, 'PUT'));
      await user.click(screen.getByRole('button', { name: 'Save' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        await advance(SLOW_MS);
        await skipUntil(() => expect(line('Title')).toHaveTextContent('Acknowledged today'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Title')).toHaveValue('Acknowledged today');
        expect(demo.count('PUT', CANNED_CALL)).toBe(1);
        if (key !== 'malformed') expect(demo.db.cannedReplies[0]!.title).toBe('Acknowledged');
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'canned-reply-status',
    perFault(async (key) => {
      const call = `${CANNED_CALL}/status`;
      const { demo, toasts, user } = await loadFaultCase({ url: CANNED_VIEW });
      await skipUntil(() => expect(heading('Canned Reply: Acknowledged')).toBeVisible());
      await user.click(screen.getByRole('button', { name: 'Disable' }));
      const dialog = () => screen.getByRole('alertdialog', { name: 'Disable Acknowledged?' });
      await skipUntil(() => expect(dialog()).toBeVisible());
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, call, 'PUT'));
      const confirm = () => within(dialog()).getByRole('button', { name: 'Disable' });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Canned Reply Acknowledged disabled.', 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Inactive'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(demo.count('PUT', call)).toBe(1);
        if (key !== 'malformed') expect(demo.db.cannedReplies[0]!.status).toBe(true);
      }
      expectHealthy();
    }),
  );
});
