import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
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
 * Faults on Kiosk Configuration, New rollout and Kiosk Rollout Details (docs/kiosk-rollouts.md;
 * docs/requirements.md section 8), as an administrator: the rows of docs/reliability.md that run here.
 */
const LIST = '/dashboard/config/kioskConfig';
const CREATE = `${LIST}/create`;
const LIST_CALL = '/v3/kiosk-rollout/filter';
const CREATE_CALL = '/v3/kiosk-rollout/';
const NOW = new Date('2026-06-01T10:00:00Z');

const field = (name: string) => screen.getByLabelText(name, { exact: true });
const heading = (name: string | RegExp) => screen.getByRole('heading', { level: 1, name });
const line = (label: string) =>
  screen.getAllByRole('term').find((term) => term.textContent === label)?.nextElementSibling ?? null;

/** The seeded rollouts: the staged one to the demo customer, the done one to a clinic. */
const seeded = (kind: 'staged' | 'done') => {
  const demo = serveDemoApi({ now: NOW });
  const rollout = demo.db.kioskRollouts.find((row) =>
    kind === 'staged' ? row.staged_percent !== null : row.target_kind === 'clinic',
  )!;
  return { demo, rollout, url: `${LIST}/rollout/${rollout.id}`, call: `/v3/kiosk-rollout/${rollout.id}` };
};

/** New rollout filled in: Corporate wellness to the first clinic the picker offers. */
const fillIn = async (user: UserEvent) => {
  await skipUntil(() =>
    expect(screen.getByRole('option', { name: 'Corporate wellness' })).toBeInTheDocument(),
  );
  await user.selectOptions(field('Configuration'), 'Corporate wellness');
  await user.click(screen.getByRole('combobox', { name: 'Clinic' }));
  await skipUntil(() =>
    expect(within(screen.getByRole('listbox')).getAllByRole('option').length).toBeGreaterThan(0),
  );
  const first = within(screen.getByRole('listbox')).getAllByRole('option')[0]!;
  const clinic = first.textContent ?? '';
  await user.click(first);
  return clinic;
};

const reviewButton = () => screen.getByRole('button', { name: /^(Review|Checking\.\.\.)$/ });
const review = () => screen.queryByRole('region', { name: 'Review' });

describe('Kiosk Configuration under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'kiosk-rollout-list',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({
        url: LIST,
        demo: serveDemoApi({ now: NOW }),
        faults: faultFor(key, LIST_CALL),
      });
      const table = () => screen.getByRole('table', { name: 'Configuration rollouts' });
      if (key === 'slow') {
        await skipUntil(() => expect(within(table()).getByText('Loading...')).toBeVisible());
        expect(screen.getByRole('link', { name: 'New rollout' })).toBeVisible();
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(within(table()).getByText('Done')).toBeVisible());
      } else {
        await skipUntil(() =>
          expect(screen.getByText('The configuration rollouts could not be loaded.')).toBeVisible(),
        );
        expect(tryAgain()).toBeVisible();
        expectNoToast(toasts);
        expect(demo.count('POST', LIST_CALL)).toBe(callsFor(key));
      }
      expectHealthy();
    }),
  );
});

describe('New rollout under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'kiosk-rollout-review',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: CREATE, demo: serveDemoApi({ now: NOW }) });
      const clinic = await fillIn(user);
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CREATE_CALL, 'POST'));
      await user.click(reviewButton());
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByRole('button', { name: 'Checking...' })).toBeDisabled());
        expect(field('Configuration')).toHaveDisplayValue('Corporate wellness');
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(review()).toBeVisible());
        expect(within(review()!).getByText(/It reaches \d+ kiosks? at once\./)).toBeVisible();
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        expect(review()).toBeNull();
        expect(field('Configuration')).toHaveDisplayValue('Corporate wellness');
        expect(screen.getByRole('combobox', { name: 'Clinic' })).toHaveTextContent(clinic);
        expect(reviewButton()).toBeEnabled();
        expect(demo.count('POST', CREATE_CALL)).toBe(1);
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'kiosk-rollout-start',
    perFault(async (key) => {
      const { demo, toasts, user } = await loadFaultCase({ url: CREATE, demo: serveDemoApi({ now: NOW }) });
      await fillIn(user);
      await user.click(reviewButton());
      await skipUntil(() => expect(review()).toBeVisible());
      const before = demo.db.kioskRollouts.length;
      await user.click(within(review()!).getByRole('button', { name: 'Start rollout' }));
      const dialog = () =>
        screen.getByRole('alertdialog', { name: /Start the rollout of Corporate wellness/ });
      await skipUntil(() => expect(dialog()).toBeVisible());
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, CREATE_CALL, 'POST'));
      const confirm = () => within(dialog()).getByRole('button', { name: 'Start rollout' });
      await user.click(confirm());
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', 'Rollout of Corporate wellness started.', 'success');
        await skipUntil(() => expect(heading(/^Rollout: Corporate wellness/)).toBeVisible());
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(review()).toBeVisible();
        expect(field('Configuration')).toHaveDisplayValue('Corporate wellness');
        expect(currentUrl()).toBe(CREATE);
        if (key !== 'malformed') expect(demo.db.kioskRollouts).toHaveLength(before);
      }
      expectHealthy();
    }),
  );
});

describe('Kiosk Rollout Details under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'kiosk-rollout-details',
    perFault(async (key) => {
      const { demo, url, call } = seeded('done');
      const { toasts, user } = await loadFaultCase({ url, demo, faults: faultFor(key, call, 'GET') });
      if (key === 'slow') {
        await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
        await expectHeaderUsable(user);
        await advance(SLOW_MS);
        await skipUntil(() => expect(heading(/^Rollout: /)).toBeVisible());
        expect(screen.getByRole('table', { name: 'Progress per kiosk' })).toBeVisible();
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
    'kiosk-rollout-continue',
    perFault(async (key) => {
      const { demo, rollout, url, call } = seeded('staged');
      const continueCall = `${call}/continue`;
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(line('Status')).toHaveTextContent('Staged: waiting for Continue'));
      await user.click(screen.getByRole('button', { name: 'Continue to all' }));
      const dialog = () => screen.getByRole('alertdialog', { name: 'Continue to all kiosks?' });
      await skipUntil(() => expect(dialog()).toBeVisible());
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, continueCall, 'PUT'));
      const confirm = () => within(dialog()).getByRole('button', { name: 'Continue to all' });
      await user.click(confirm());
      const name = demo.db.catalogues.kioskConfigs.find((row) => row.id === rollout.config_id)!.name;
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Rollout of ${name} sent to all its kiosks.`, 'success');
        await skipUntil(() => expect(line('Status')).not.toHaveTextContent('Staged'));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(demo.count('PUT', continueCall)).toBe(1);
        if (key !== 'malformed') {
          expect(line('Status')).toHaveTextContent('Staged: waiting for Continue');
          expect(screen.getByRole('button', { name: 'Continue to all' })).toBeEnabled();
          expect(rollout.continued_at).toBeNull();
        }
      }
      expectHealthy();
    }),
  );

  runComponentCases(
    'kiosk-rollout-rollback',
    perFault(async (key) => {
      const { demo, rollout, url, call } = seeded('done');
      const rollbackCall = `${call}/rollback`;
      const next = Math.max(...demo.db.kioskRollouts.map((row) => row.id)) + 1;
      const { toasts, user } = await loadFaultCase({ url, demo });
      await skipUntil(() => expect(screen.getByRole('button', { name: 'Rollback' })).toBeVisible());
      await user.click(screen.getByRole('button', { name: 'Rollback' }));
      const dialog = () => screen.getByRole('alertdialog', { name: /^Roll back to / });
      await skipUntil(() => expect(dialog()).toBeVisible());
      if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
      else demo.db.setFaults(faultFor(key, rollbackCall, 'PUT'));
      const confirm = () => within(dialog()).getByRole('button', { name: 'Rollback' });
      await user.click(confirm());
      const previous = demo.db.catalogues.kioskConfigs.find(
        (row) => row.id === rollout.previous_config_id,
      )!.name;
      if (key === 'slow') {
        await skipUntil(() => expect(confirm()).toBeDisabled());
        await advance(SLOW_MS);
        await expectToast(toasts, 'Success', `Rolling back to ${previous}.`, 'success');
        await skipUntil(() => expect(currentUrl()).toBe(`${LIST}/rollout/${next}`));
      } else {
        await expectToast(toasts, 'Error', toastDetailFor(key));
        await skipUntil(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
        expect(currentUrl()).toBe(url);
        expect(demo.count('PUT', rollbackCall)).toBe(1);
        if (key !== 'malformed') {
          expect(screen.getByRole('button', { name: 'Rollback' })).toBeEnabled();
          expect(rollout.rolled_back_by_id).toBeNull();
        }
      }
      expectHealthy();
    }),
  );
});
