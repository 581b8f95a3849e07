import { screen, within } from '@testing-library/react';
import { describe, expect } from 'vitest';

import type { DemoDb } from '@tests/unit/demo-api';
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
 * Faults on Assigned Clinics, Assign New Clinic, Assigned Doctors and Assign New Doctor
 * (docs/customer-assignments.md; docs/requirements.md section 8), as an administrator, for the demo
 * customer: the rows of docs/reliability.md that run here.
 */
const CUSTOMER = customerUser.id;
const NAME = `${customerUser.first_name} ${customerUser.last_name}`;
const DETAILS = `/dashboard/manage/customer/customerDetails/${CUSTOMER}`;
const OPEN = ['scheduled', 'in_progress'];

const movableClinic = (db: DemoDb) => {
  const withPatients = new Set(db.patients.map((p) => p.clinic_id));
  return db.clinics.find((c) => c.user_id !== CUSTOMER && !withPatients.has(c.id))!;
};
const freeDoctor = (db: DemoDb) => {
  const busy = new Set(
    db.telemedicine.consultations.filter((c) => OPEN.includes(c.status)).map((c) => c.doctor_id),
  );
  const doctor = db.doctors.find((d) => d.customer_id !== CUSTOMER && !busy.has(d.id))!;
  return { ...doctor, name: `Dr ${doctor.first_name} ${doctor.last_name}` };
};

/** A customer list under a fault of its call. */
const listCase =
  (
    plural: 'clinics' | 'doctors',
    segment: 'totalclinics' | 'totaldoctor',
    firstRow: (db: DemoDb) => string,
  ) =>
  async (key: FaultKey) => {
    const call = `/v3/customer/${CUSTOMER}/${plural}/filter`;
    const title = `Assigned ${plural === 'clinics' ? 'Clinics' : 'Doctors'}`;
    const { demo, toasts, user } = await loadFaultCase({
      url: `${DETAILS}/${segment}`,
      faults: faultFor(key, call, 'POST'),
    });
    const failed = `The ${plural} could not be loaded.`;
    if (key === 'slow') {
      await skipUntil(() => expect(screen.getByText('Loading...')).toBeVisible());
      await expectHeaderUsable(user);
      await advance(SLOW_MS);
      await skipUntil(() =>
        expect(screen.getByRole('heading', { level: 1, name: `${title}: ${NAME}` })).toBeVisible(),
      );
      expect(screen.getByRole('link', { name: firstRow(demo.db) })).toBeVisible();
    } else {
      await skipUntil(() => expect(screen.getByText(failed)).toBeVisible());
      expect(tryAgain()).toBeVisible();
      expectNoToast(toasts);
      await expectHeaderUsable(user);
      expect(demo.count('POST', call)).toBe(callsFor(key));
    }
    expectHealthy();
  };

/** A move's Confirm under a fault of its call. */
const moveCase =
  (
    kind: 'clinics' | 'doctors',
    pick: (db: DemoDb) => { id: number; name: string; search: string },
    owner: (db: DemoDb, id: number) => number | undefined,
  ) =>
  async (key: FaultKey) => {
    const segment = kind === 'clinics' ? 'totalclinics/assignnewclinic' : 'totaldoctor/assignnewdoctor';
    const call = `/v3/customer/${CUSTOMER}/${kind}/assign`;
    const { demo, toasts, user } = await loadFaultCase({ url: `${DETAILS}/${segment}` });
    const chosen = pick(demo.db);
    const search = screen.getByRole('searchbox', { name: `Search ${kind}` });
    await user.type(search, `${chosen.search}{Enter}`);
    await skipUntil(() =>
      expect(screen.getByRole('button', { name: `Choose ${chosen.name}` })).toBeVisible(),
    );
    await user.click(screen.getByRole('button', { name: `Choose ${chosen.name}` }));
    const region = () => screen.getByRole('region', { name: `Move ${chosen.name} to ${NAME}?` });
    await skipUntil(() => expect(region()).toBeVisible());
    if (key === 'slow') demo.db.setFaults({ latencyMs: SLOW_MS });
    else demo.db.setFaults(faultFor(key, call, 'POST'));
    await user.click(within(region()).getByRole('button', { name: 'Confirm' }));
    if (key === 'slow') {
      await skipUntil(() =>
        expect(within(region()).getByRole('button', { name: 'Moving...' })).toBeDisabled(),
      );
      await expectHeaderUsable(user);
      await advance(SLOW_MS);
      await expectToast(toasts, 'Success', new RegExp(NAME), 'success');
      await skipUntil(() =>
        expect(currentUrl()).toBe(`${DETAILS}/${kind === 'clinics' ? 'totalclinics' : 'totaldoctor'}`),
      );
      expect(owner(demo.db, chosen.id)).toBe(CUSTOMER);
    } else {
      await expectToast(toasts, 'Error', toastDetailFor(key));
      expect(within(region()).getByRole('button', { name: 'Confirm' })).toBeEnabled();
      expect(demo.count('POST', call)).toBe(1);
      // A malformed answer is the server's 200: the move happened; any other fault moved nothing.
      if (key !== 'malformed') expect(owner(demo.db, chosen.id)).not.toBe(CUSTOMER);
    }
    expectHealthy();
  };

describe('Assigned Clinics and Assign New Clinic under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'assigned-clinics',
    perFault(
      listCase('clinics', 'totalclinics', (db) => db.clinics.find((c) => c.user_id === CUSTOMER)!.name),
    ),
  );
  runComponentCases(
    'assign-clinic-confirm',
    perFault(
      moveCase(
        'clinics',
        (db) => {
          const clinic = movableClinic(db);
          return { id: clinic.id, name: clinic.name, search: clinic.name };
        },
        (db, id) => db.clinic(id)?.user_id,
      ),
    ),
  );
});

describe('Assigned Doctors and Assign New Doctor under faults', { timeout: 30_000 }, () => {
  runComponentCases(
    'assigned-doctors',
    perFault(
      listCase('doctors', 'totaldoctor', (db) => {
        const doctor = db.doctors.find((d) => d.customer_id === CUSTOMER)!;
        return `Dr ${doctor.first_name} ${doctor.last_name}`;
      }),
    ),
  );
  runComponentCases(
    'assign-doctor-confirm',
    perFault(
      moveCase(
        'doctors',
        (db) => {
          const doctor = freeDoctor(db);
          return { id: doctor.id, name: doctor.name, search: doctor.last_name };
        },
        (db, id) => db.doctor(id)?.customer_id,
      ),
    ),
  );
});
