import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';

import { serveDemoApi } from '@tests/unit/demo-api';
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

/**
 * Faults on every Users call (docs/users.md; docs/requirements.md section 8), as an administrator:
 * the list, User Details, Create User, Edit, Disable and bulk Disable, each under the five standard
 * faults: the rows of docs/reliability.md that run here (tests/e2e/reliability-cases-users.ts).
 */
const USERS = '/dashboard/manage/user';
const CREATE = `${USERS}/create`;
const ID = 9001;
const NAME = 'Neha Kulkarni';
const DETAILS = `${USERS}/view/${ID}`;
const CALL = `/v3/user/${ID}`;

type Demo = ReturnType<typeof serveDemoApi>;
const faultOn = (demo: Demo, key: FaultKey, path: string, method: string) => {
  if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
  else demo.db.setFaults(faultFor(key, path, method));
};

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const heading = (name: string) => screen.getByRole('heading', { level: 1, name });
const saveButton = () => screen.getByRole('button', { name: 'Save' });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

describe('Users under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'users-list',
    perFault(async (key) => {
      const slow = key === 'slow';
      const { demo, toasts, user } = await loadFaultCase({
        url: USERS,
        faults: faultFor(key, '/v3/user/filter'),
        render: slow ? 'app' : 'route',
      });
      const table = () => screen.getByRole('table', { name: 'Users' });
      if (slow) {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getByRole('link', { name: 'Asha Rao' })).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(within(table()).getByText('The users could not be loaded.')).toBeVisible(),
        );
        expect(within(table()).getByRole('button', { name: 'Try again' })).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', '/v3/user/filter')).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'users-bulk-disable',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: `${USERS}?search=Neha`, render: 'route' });
      await skipUntil(() => expect(screen.getByRole('checkbox', { name: `Select ${NAME}` })).toBeVisible());
      await user.click(screen.getByRole('checkbox', { name: `Select ${NAME}` }));
      await user.click(screen.getByRole('button', { name: 'Disable selected (1)' }));
      faultOn(demo, key, '/v3/user/disable', 'POST');
      const confirm = () =>
        within(screen.getByRole('alertdialog', { name: 'Disable 1 user?' })).getByRole('button', {
          name: 'Disable',
        });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await advance(SLOW_MS);
        await skipUntil(() =>
          expect(screen.getByRole('status', { name: 'Disable result' })).toHaveTextContent(
            `Disabled: ${NAME}.`,
          ),
        );
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(screen.getByRole('button', { name: 'Disable selected (1)' })).toBeEnabled();
        expect(demo.count('POST', '/v3/user/disable')).toBe(1);
        if (key !== 'malformed') expect(demo.db.user(ID)!.status).not.toBe(false);
      }
      expectHealthy();
    }),
  );
});

describe('User Details under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'user-details',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const { toasts, user } = await loadFaultCase({
        url: DETAILS,
        demo,
        faults: faultFor(key, CALL, 'GET'),
      });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(`User: ${NAME}`)).toBeVisible());
      } else {
        await skipUntil(() => expect(screen.getByRole('alert')).toHaveTextContent('Error loading data'));
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        await expectHeaderUsable(user);
        expect(demo.count('GET', CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'user-status',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const statusCall = `${CALL}/status`;
      const { toasts, user } = await loadFaultCase({ url: DETAILS, demo });
      await skipUntil(() => expect(heading(`User: ${NAME}`)).toBeVisible());
      await user.click(screen.getByRole('button', { name: 'Disable' }));
      faultOn(demo, key, statusCall, 'POST');
      const confirm = () =>
        within(screen.getByRole('alertdialog', { name: `Disable ${NAME}?` })).getByRole('button', {
          name: 'Disable',
        });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `User ${NAME} disabled.`, 'success');
        await skipUntil(() => expect(line('Status')).toHaveTextContent('Disabled'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(line('Status')).toHaveTextContent('Active');
        expect(demo.count('POST', statusCall)).toBe(1);
        if (key !== 'malformed') expect(demo.db.user(ID)!.status).not.toBe(false);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'user-edit',
    perFault(async (key) => {
      const demo = serveDemoApi();
      const { toasts, user } = await loadFaultCase({ url: DETAILS, demo });
      await skipUntil(() => expect(heading(`User: ${NAME}`)).toBeVisible());
      await user.click(screen.getByRole('button', { name: /Edit/ }));
      await skipUntil(() => expect(field('Last name')).toHaveValue('Kulkarni'));
      await user.clear(field('Last name'));
      await user.type(field('Last name'), 'Kulkarni-Shah');
      faultOn(demo, key, CALL, 'PUT');
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'User Neha Kulkarni-Shah updated.', 'success');
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Last name')).toHaveValue('Kulkarni-Shah');
        expect(saveButton()).toBeEnabled();
        expect(demo.count('PUT', CALL)).toBe(1);
      }
      expectHealthy();
    }),
  );
});

describe('Create User under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'user-create',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: `${CREATE}?role_id=4` });
      await user.type(field('First name'), 'Priya');
      await user.type(field('Last name'), 'Menon');
      await user.type(field('Email'), 'faults@example.com');
      await skipUntil(() => expect(field('Role')).toHaveValue('4'));
      const before = demo.db.users.length;
      faultOn(demo, key, '/v3/user/', 'POST');
      await user.click(saveButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled());
        expect(field('Email')).toHaveValue('faults@example.com');
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'User Priya Menon created.', 'success');
        await skipUntil(() =>
          expect(screen.getByRole('dialog', { name: /Temporary password/ })).toBeVisible(),
        );
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(field('Email')).toHaveValue('faults@example.com');
        expect(saveButton()).toBeEnabled();
        expect(currentUrl()).toBe(`${CREATE}?role_id=4`);
        expect(screen.queryByRole('dialog', { name: /Temporary password/ })).not.toBeInTheDocument();
        expect(demo.count('POST', '/v3/user/')).toBe(1);
        if (key !== 'malformed') expect(demo.db.users).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});
