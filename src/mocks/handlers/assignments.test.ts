import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { clearSessionAtom, signInAtom } from '@/atoms/session';
import { appStore } from '@/atoms/store';
import {
  assignClinicToCamp,
  listAssignedClinics,
  listGroups,
  listLocationClinics,
  unassignClinicFromCamp,
} from '@/generated/api/camps/camps';

import { customerUser } from '@tests/unit/session-fixtures';
import type { DemoDb } from '../db';
import type { DemoCamp, DemoClinic } from '../types';
import { ADMIN_ID, call, CUSTOMER_ID, messageOf, serveDemoDb } from '../test-utils';
import { assignMessages } from './assignments';

let db: DemoDb;
let admin: string;
let customer: string;
beforeEach(() => {
  db = serveDemoDb();
  admin = db.issueToken(ADMIN_ID);
  customer = db.issueToken(CUSTOMER_ID);
});
afterEach(() => {
  appStore.set(clearSessionAtom);
});

/** A camp of the demo customer and one of their active clinics at its location not yet assigned to it. */
const freeClinicForCamp = (): { camp: DemoCamp; clinic: DemoClinic } => {
  for (const camp of db.camps.filter(({ user_id }) => user_id === CUSTOMER_ID)) {
    const clinic = db.clinics.find(
      (candidate) =>
        candidate.location_id === camp.location_id &&
        candidate.user_id === CUSTOMER_ID &&
        candidate.status &&
        !db.assignments.some(
          (row) => row.camp_id === camp.id && row.clinic_id === candidate.id && row.status,
        ),
    );
    if (clinic) return { camp, clinic };
  }
  throw new Error('the seed has no free clinic for a demo customer camp');
};

describe('assigning clinics to a camp (through the generated functions)', () => {
  it('assigns, lists, refuses a duplicate, unassigns, and lists the removal under status false', async () => {
    appStore.set(signInAtom, { token: customer, user: customerUser });
    const { camp, clinic } = freeClinicForCamp();
    const before = await listAssignedClinics({ camp_id: camp.id, status: true });

    const assigned = await assignClinicToCamp({ camp_id: camp.id, clinic_id: clinic.id, group_id: 2 });
    expect(assigned).toEqual({ error: false, message: 'Assigned Successfully' });
    const after = await listAssignedClinics({ camp_id: camp.id, status: true });
    expect(after).toHaveLength(before.length + 1);
    const row = after.find(({ clinic_id }) => clinic_id === clinic.id)!;
    expect(row).toMatchObject({
      clinic_name: clinic.name,
      group_name: 'Diabetes Care',
      group_code: 'DIA',
      camp_id: camp.id,
      group_id: 2,
    });

    const duplicate = await assignClinicToCamp({ camp_id: camp.id, clinic_id: clinic.id, group_id: 3 });
    expect(duplicate).toEqual({ error: true, message: assignMessages.duplicate });

    const removed = await unassignClinicFromCamp(row.assign_id, { status: false });
    expect(removed).toEqual({ error: false, message: 'Removed Successfully' });
    expect(await listAssignedClinics({ camp_id: camp.id, status: true })).toEqual(before);
    const history = await listAssignedClinics({ camp_id: camp.id, status: false });
    expect(history.map(({ assign_id }) => assign_id)).toContain(row.assign_id);

    // Removed, the clinic can be assigned again.
    const again = await assignClinicToCamp({ camp_id: camp.id, clinic_id: clinic.id, group_id: 1 });
    expect(again.error).toBe(false);
  });

  it('lists the active clinics of a location: all for an administrator, their own for a customer', async () => {
    const location = db.camps.find(({ user_id }) => user_id === CUSTOMER_ID)!.location_id;
    const here = db.clinics.filter((clinic) => clinic.location_id === location && clinic.status);
    const adminList = await call('/v3/camp-system/clinic-list-camp', {
      token: admin,
      body: { location_id: location },
    });
    expect((adminList.data as { total_count: number }).total_count).toBe(here.length);
    appStore.set(signInAtom, { token: customer, user: customerUser });
    const own = await listLocationClinics({ location_id: location });
    expect(own.records.map(({ id }) => id).sort()).toEqual(
      here
        .filter(({ user_id }) => user_id === CUSTOMER_ID)
        .map(({ id }) => id)
        .sort(),
    );
    expect(own.total_count).toBe(own.records.length);
  });

  it('lists the active groups with offset and limit', async () => {
    appStore.set(signInAtom, { token: customer, user: customerUser });
    const groups = await listGroups({ status: true, offset: 0, limit: 100 });
    expect(groups.map(({ code }) => code)).toEqual(['GEN', 'DIA', 'CAR', 'WOM', 'CHI', 'SEN']);
    expect(await listGroups({ status: true, offset: 2, limit: 2 })).toEqual(groups.slice(2, 4));
    expect(await listGroups({ status: false, offset: 0, limit: 100 })).toEqual([
      { id: 7, name: 'Legacy Pilot', code: 'LEG' },
    ]);
  });
});

describe('assignment refusals', () => {
  const assign = (token: string, body: Record<string, unknown>) =>
    call('/v3/camp-system/assign-clinic-to-camp', { token, body });

  it('refuses unknown camps, clinics and groups, and a clinic elsewhere, with a message', async () => {
    const { camp, clinic } = freeClinicForCamp();
    const elsewhere = db.clinics.find(
      ({ location_id, status }) => status && location_id !== camp.location_id,
    )!;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ camp_id: 99_999, clinic_id: clinic.id, group_id: 1 }, assignMessages.campNotFound],
      [{ camp_id: camp.id, clinic_id: 99_999, group_id: 1 }, assignMessages.clinicNotFound],
      [{ camp_id: camp.id, clinic_id: clinic.id, group_id: 99 }, assignMessages.groupNotFound],
      [{ camp_id: camp.id, clinic_id: clinic.id, group_id: 7 }, assignMessages.groupNotFound],
      [{ camp_id: camp.id, clinic_id: elsewhere.id, group_id: 1 }, assignMessages.wrongLocation],
    ];
    for (const [body, message] of cases) {
      expect((await assign(admin, body)).data).toEqual({ error: true, message });
    }
    expect(
      db.assignments.some(
        ({ camp_id, clinic_id, status }) => status && camp_id === camp.id && clinic_id === clinic.id,
      ),
    ).toBe(false);
  });

  it("keeps a customer away from other customers' camps and clinics", async () => {
    const other = db.camps.find(({ user_id }) => user_id !== CUSTOMER_ID)!;
    const theirClinic = db.clinics.find(({ location_id }) => location_id === other.location_id)!;
    const result = await assign(customer, { camp_id: other.id, clinic_id: theirClinic.id, group_id: 1 });
    expect(result.data).toEqual({ error: true, message: assignMessages.campNotFound });
    const listed = await call('/v3/camp-system/assigned-clinic-list', {
      token: customer,
      body: { camp_id: other.id, status: true },
    });
    expect(listed.data).toEqual([]);
    const row = db.assignments.find(({ camp_id, status }) => camp_id === other.id && status);
    if (row) {
      const unassign = await call(`/v3/camp-system/unassign-clinic-to-camp/${row.assign_id}`, {
        method: 'PUT',
        token: customer,
        body: { status: false },
      });
      expect(unassign.status).toBe(404);
      expect(row.status).toBe(true);
    }
  });

  it('answers 400 for a bad body and 404 for an unknown assignment', async () => {
    const bad = await assign(admin, { camp_id: '1', clinic_id: 1, group_id: 1 });
    expect(bad.status).toBe(400);
    expect(messageOf(bad)).toMatch(/^Invalid request body: camp_id/);
    const row = db.assignments.find(({ status }) => status)!;
    const wrongStatus = await call(`/v3/camp-system/unassign-clinic-to-camp/${row.assign_id}`, {
      method: 'PUT',
      token: admin,
      body: { status: true },
    });
    expect(wrongStatus.status).toBe(400);
    expect(row.status).toBe(true);
    const missing = await call('/v3/camp-system/unassign-clinic-to-camp/99999', {
      method: 'PUT',
      token: admin,
      body: { status: false },
    });
    expect(missing).toMatchObject({ status: 404, body: { message: 'Assignment not found' } });
    const twice = `/v3/camp-system/unassign-clinic-to-camp/${row.assign_id}`;
    await call(twice, { method: 'PUT', token: admin, body: { status: false } });
    expect((await call(twice, { method: 'PUT', token: admin, body: { status: false } })).data).toEqual({
      error: true,
      message: assignMessages.alreadyRemoved,
    });
  });
});
