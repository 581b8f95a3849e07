import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
import {
  advance,
  callsFor,
  expectHealthy,
  expectNoToast,
  expectToast,
  faultFor,
  loadFaultCase,
  perFault,
  runComponentCases,
  skipUntil,
  SLOW_MS,
  toastDetailFor,
  tryAgain,
} from '@tests/unit/reliability-kit';

/**
 * Discussions and a topic's page under the five standard faults (docs/reliability.md; docs/discussions.md),
 * every call: the list and the topic say so in place with Try again (only logged); New topic and
 * Reply keep what was typed with the one 'Error' toast; marking read is only logged. The rows of
 * docs/reliability.md that run here (tests/e2e/reliability-cases-discussions.ts).
 */
const LIST = '/dashboard/discussions';

describe('Discussions under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'discussion-list',
    perFault(async (key) => {
      const call = '/v3/discussion/filter';
      const { demo, toasts } = await loadFaultCase({
        url: LIST,
        render: 'route',
        faults: faultFor(key, call),
      });
      const table = () => screen.getByRole('table', { name: 'Discussion topics' });
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getAllByRole('row')).toHaveLength(11));
      } else {
        await skipUntil(() =>
          expect(within(table()).getByText('The topics could not be loaded.')).toBeVisible(),
        );
        expect(within(table()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'discussion-create',
    perFault(async (key) => {
      const call = '/v3/discussion/';
      const { demo, toasts, user } = await loadFaultCase({ url: LIST, render: 'route' });
      await user.click(await screen.findByRole('button', { name: 'New topic' }));
      await user.type(screen.getByLabelText('Title'), 'Courier delays');
      await user.type(screen.getByLabelText('Message'), 'Two clinics waiting on strips.');
      demo.db.setFaults(faultFor(key, call, 'POST'));
      await user.click(screen.getByRole('button', { name: 'Create topic' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', /^Topic #\d+ created\.$/, 'success');
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(screen.getByLabelText('Title')).toHaveValue('Courier delays');
        expect(screen.getByLabelText('Message')).toHaveValue('Two clinics waiting on strips.');
        expect(screen.getByRole('button', { name: 'Create topic' })).toBeEnabled();
        expect(demo.count('POST', call)).toBe(1);
      }
      expectHealthy();
    }),
  );
});

describe('Discussion under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'discussion-topic',
    perFault(async (key) => {
      const call = '/v3/discussion/1';
      const { demo, toasts } = await loadFaultCase({
        url: `${LIST}/1`,
        render: 'route',
        faults: faultFor(key, call, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('list', { name: 'Messages, oldest first' })).toBeVisible(),
        );
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('GET', call)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'discussion-reply',
    perFault(async (key) => {
      const call = '/v3/discussion/1/reply';
      const demo = serveDemoApi();
      const before = demo.db.discussions[0]!.messages.length;
      const { toasts, user } = await loadFaultCase({ url: `${LIST}/1`, render: 'route', demo });
      const box = await screen.findByLabelText('Your reply');
      await user.type(box, 'On it.');
      demo.db.setFaults(faultFor(key, call, 'POST'));
      await user.click(screen.getByRole('button', { name: 'Send reply' }));
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Reply posted.', 'success');
        expect(box).toHaveValue('');
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(box).toHaveValue('On it.');
        const items = within(screen.getByRole('list', { name: 'Messages, oldest first' })).getAllByRole(
          'listitem',
        );
        expect(items).toHaveLength(before);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'discussion-read',
    perFault(async (key) => {
      const call = '/v3/discussion/12/read';
      const { demo, toasts } = await loadFaultCase({
        url: `${LIST}/12`,
        render: 'route',
        faults: faultFor(key, call, 'POST'),
      });
      await skipUntil(() =>
        expect(screen.getByRole('list', { name: 'Messages, oldest first' })).toBeVisible(),
      );
      if (key === 'slow') await advance(SLOW_MS);
      await skipUntil(() => expect(demo.count('POST', call)).toBe(1));
      // Only logged: the thread stays, no toast, the reply box works.
      expectNoToast(toasts);
      expect(screen.getByLabelText('Your reply')).toBeEnabled();
      expectHealthy();
    }),
  );
});
