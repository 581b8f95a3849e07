import type { AuditEvent, AuditEventPage } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { AUDIT_ARCHIVE_AT_MAX, AUDIT_ARCHIVE_AT_ONE, seedAuditArchive } from '../seed-audit';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, serveDemoDb } from '../test-utils';
import type { DemoAuditArchive, DemoAuditEvent } from '../types';
import { archiveEvent } from './audit-archive';
import { auditPage } from './audit';
import { isSecretField } from './audit-record';

const NOW = '2026-06-01T10:00:00.000Z';
let db: DemoDb;
let admin: string;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date(NOW) });
  admin = db.issueToken(ADMIN_ID);
});

const post = (path: string, body: unknown, token: string | null = admin) => call(path, { body, token });
const get = (path: string, token = admin) => call(path, { method: 'GET', token });
const audit = async (filter: Record<string, unknown>, token: string | null = admin) =>
  (await post('/v3/audit/filter', { page: 1, limit: 10, ...filter }, token)).data as AuditEventPage;
const recorded = (): DemoAuditEvent[] => db.auditEvents;

const NO_FILTER = {
  actor_id: null,
  entity: null,
  entity_id: null,
  patient_id: null,
  action: null,
  from_ms: null,
  to_ms: null,
};

/** Replaces the archive (a test's own size); the table registry's getter has no setter. */
const useArchive = (archive: DemoAuditArchive): void => {
  (Reflect.get(db, 'tables') as Record<string, unknown>).auditArchive = archive;
};

describe('filterAuditEvents', () => {
  it('pages the archive and the recorded events together, newest first', async () => {
    expect(db.auditArchive.count).toBe(AUDIT_ARCHIVE_AT_ONE);
    // The seeded orders', kiosks' and queries' histories are recorded events from the start.
    const seeded = recorded().length;
    expect(seeded).toBeGreaterThan(100);
    expect(new Set(recorded().map((event) => event.entity))).toEqual(new Set(['order', 'kiosk', 'query']));
    expect(recorded().every((event) => event.id > AUDIT_ARCHIVE_AT_ONE && event.line !== undefined)).toBe(
      true,
    );
    await get('/v3/patient/41');
    const first = await audit({});
    expect(first.total_count).toBe(AUDIT_ARCHIVE_AT_ONE + seeded + 1);
    expect(first.records[0]).toMatchObject({
      actor_id: ADMIN_ID,
      actor_name: 'Asha Rao',
      action: 'read',
      operation: 'getPatient',
      patient_id: 41,
      summary: "Read patient 41's record",
      at: NOW,
    });
    const second = await audit({ page: 2 });
    const ats = [...first.records, ...second.records].map((event) => event.at);
    expect([...ats].sort().reverse()).toEqual(ats);
    expect(new Set([...first.records, ...second.records].map(({ id }) => id)).size).toBe(20);
  });

  it('combines actor, entity, patient, action and days', async () => {
    const patient = await audit({ patient_id: 7, limit: 100 });
    expect(patient.total_count).toBeGreaterThan(0);
    expect(patient.records.every((event) => event.patient_id === 7 && event.action === 'read')).toBe(true);
    const signIns = await audit({ actor_id: CUSTOMER_ID, action: 'sign_in', limit: 100 });
    expect(signIns.records.every((e) => e.actor_id === CUSTOMER_ID && e.entity === 'user')).toBe(true);
    expect(signIns.total_count).toBeGreaterThan(0);
    const day = '2026-03-15';
    const ofDay = await audit({ from: day, to: day, limit: 100 });
    expect(ofDay.total_count).toBeGreaterThan(0);
    expect(ofDay.records.every((event) => event.at.startsWith(day))).toBe(true);
    expect((await audit({ entity: 'order', action: 'read' })).total_count).toBe(0);
    expect((await audit({ actor_id: 999_999 })).total_count).toBe(0);
  });

  it('answers administrators only; the body is checked', async () => {
    for (const id of [CUSTOMER_ID, DOCTOR_ID]) {
      const refused = await post('/v3/audit/filter', { page: 1, limit: 10 }, db.issueToken(id));
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain('actor');
    }
    expect((await post('/v3/audit/filter', { page: 0, limit: 10 })).status).toBe(400);
    expect((await post('/v3/audit/filter', { page: 1, limit: 10 }, null)).status).toBe(401);
  });
});

describe('recording', () => {
  it('a write: who, what, and each field changed with its old and new value', async () => {
    const order = db.orders.find(({ status }) => status === 'placed')!;
    await post(`/v3/order/${order.id}/approve`, { version: order.version });
    const event = recorded().at(-1)!;
    expect(event).toMatchObject({
      actor_name: 'Asha Rao',
      action: 'status',
      operation: 'approveOrder',
      entity: 'order',
      entity_id: order.id,
      at: NOW,
    });
    expect(event.changes).toContainEqual({ field: 'status', old: 'placed', new: 'approved' });
    expect(event.changes.map(({ field }) => field)).not.toContain('version');
    expect(event.summary).toBe(
      `Approve order: order ${order.id} (${event.changes.map((c) => c.field).join(', ')})`,
    );
  });

  it("a patient's edit: in that patient's trail, with the phone's old and new value", async () => {
    const patient = db.patients[6]!;
    const { id, customer_id: _c, import_id: _i, created_at: _a, updated_at: _u, ...write } = patient;
    const old = patient.phone;
    const result = await call(`/v3/patient/${id}`, {
      method: 'PUT',
      token: admin,
      body: { ...write, phone: '+919820054321' },
    });
    expect(result.status).toBe(200);
    const [event] = (await audit({ patient_id: id, action: 'update' })).records;
    expect(event).toMatchObject({
      operation: 'updatePatient',
      entity: 'patient',
      entity_id: id,
      patient_id: id,
    });
    expect(event?.changes).toEqual([{ field: 'phone', old, new: '+919820054321' }]);
    expect(event?.summary).toBe(`Update patient: patient ${id} (phone)`);
  });

  it("a read of a patient's record or results, by anyone; a refused call records nothing", async () => {
    await post('/v3/result/filter', { page: 1, limit: 10, patient_id: 12 });
    expect(recorded().at(-1)).toMatchObject({ action: 'read', patient_id: 12, operation: 'filterResults' });
    const count = recorded().length;
    const customer = db.issueToken(CUSTOMER_ID);
    const foreign = db.patients.find((patient) => patient.customer_id !== CUSTOMER_ID)!;
    expect((await get(`/v3/patient/${foreign.id}`, customer)).status).toBe(403);
    expect(recorded()).toHaveLength(count);
    const own = db.patients.find((patient) => patient.customer_id === CUSTOMER_ID)!;
    await get(`/v3/patient/${own.id}`, customer);
    expect(recorded().at(-1)).toMatchObject({ actor_id: CUSTOMER_ID, patient_id: own.id });
    expect((await audit({ patient_id: own.id })).records[0]?.actor_id).toBe(CUSTOMER_ID);
  });

  it('never records a secret or a password: a user, an API key, an integration, a password change', async () => {
    const answers: unknown[] = [];
    const created = await post('/v3/user/', {
      first_name: 'Ravi',
      last_name: 'Menon',
      email: 'ravi.menon@example.com',
      role_id: 4,
      expires_at: null,
    });
    expect(created.status).toBe(200);
    answers.push(created.data);
    const customer = db.issueToken(CUSTOMER_ID);
    const key = await post(
      '/v3/api-key/',
      { name: 'Lab sync', scopes: ['results'], clinic_ids: [], allowed_ips: [], expires_on: '2026-12-01' },
      customer,
    );
    expect(key.status).toBe(200);
    answers.push(key.data);
    const integration = await post('/v3/integration/', {
      name: 'Results relay',
      kind: 'webhook',
      url: 'http://127.0.0.1:9000/hook',
      events: ['result.recorded'],
    });
    expect(integration.status).toBe(200);
    answers.push(integration.data);
    const changed = await call('/v3/auth/password', {
      method: 'PUT',
      token: admin,
      body: { current_password: 'Admin@123', new_password: 'Sunrise#2026' },
    });
    expect(changed.status).toBe(200);

    const secrets = [...JSON.stringify(answers).matchAll(/"(?:secret|temporary_password)":"([^"]+)"/g)].map(
      (match) => match[1] ?? '',
    );
    expect(secrets.length).toBeGreaterThanOrEqual(3);
    secrets.push('Admin@123', 'Sunrise#2026');
    const events = recorded();
    expect(events.map((event) => event.operation)).toEqual(
      expect.arrayContaining(['createUser', 'createApiKey', 'createIntegration', 'changePassword']),
    );
    const text = JSON.stringify(events);
    for (const secret of secrets) expect(text).not.toContain(secret);
    const fields = events.flatMap((event) => event.changes.map((change) => change.field));
    expect(fields.filter(isSecretField)).toEqual([]);
    expect(fields).toContain('email');
    expect(text).not.toMatch(/hash|signing/i);
  });
});

describe('the archive at DEMO_SCALE=max', () => {
  /** Every event of a filter, merged by hand: what the pages must add up to. */
  const everything = (filter: (event: AuditEvent) => boolean): AuditEvent[] => {
    const archive = db.auditArchive;
    const all = [
      ...db.auditEvents,
      ...Array.from({ length: archive.count }, (_, n) => archiveEvent(archive, n)),
    ];
    return all.filter(filter).sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
  };

  it('pages the merge correctly at a reduced archive size, recorded events interleaved', () => {
    useArchive(seedAuditArchive({ scale: 1, now: Date.parse(NOW), users: db.users, count: 20_000 }));
    db.auditEvents.splice(0);
    // Recorded events between archived ones (a snapshot restored on a later day's seed).
    for (const at of ['2026-01-10T08:00:00.000Z', '2025-09-01T12:00:00.000Z', NOW]) {
      db.auditEvents.push({
        id: 20_001 + db.auditEvents.length,
        at,
        actor_id: ADMIN_ID,
        actor_name: 'Asha Rao',
        action: 'read',
        operation: 'getPatient',
        entity: 'patient',
        entity_id: 7,
        patient_id: 7,
        summary: "Read patient 7's record",
        changes: [],
      });
    }
    const filter = { ...NO_FILTER, actor_id: ADMIN_ID };
    const expected = everything((event) => event.actor_id === ADMIN_ID).map(({ id }) => id);
    const paged: number[] = [];
    for (let page = 1; paged.length < expected.length; page += 1) {
      const { total_count, records } = auditPage(db, filter, page, 50);
      expect(total_count).toBe(expected.length);
      expect(records.length).toBeGreaterThan(0);
      paged.push(...records.map(({ id }) => id));
    }
    expect(paged).toEqual(expected);
  });

  it("answers the first page of one user's Activity over 1,000,000 events in well under 150 ms", async () => {
    useArchive(seedAuditArchive({ scale: 125, now: Date.parse(NOW), users: db.users }));
    expect(db.auditArchive.count).toBe(AUDIT_ARCHIVE_AT_MAX);
    const filter = { ...NO_FILTER, actor_id: ADMIN_ID };
    const timed = (): { ms: number; page: ReturnType<typeof auditPage> } => {
      const started = performance.now();
      const page = auditPage(db, filter, 1, 10);
      return { ms: performance.now() - started, page };
    };
    const cold = timed();
    const warm = timed();
    const started = performance.now();
    const answered = await audit({ actor_id: ADMIN_ID });
    const http = performance.now() - started;
    console.info(
      `audit: first page of user ${ADMIN_ID}'s Activity over ${AUDIT_ARCHIVE_AT_MAX} events: ` +
        `${cold.ms.toFixed(1)} ms cold (columns built), ${warm.ms.toFixed(1)} ms warm; ` +
        `${http.toFixed(1)} ms through the demo API (fetch, MSW, the contract's check); ` +
        `${warm.page.total_count} events`,
    );
    expect(answered.records.map(({ id }) => id)).toEqual(warm.page.records.map(({ id }) => id));
    expect(warm.page.records).toHaveLength(10);
    expect(warm.page.total_count).toBeGreaterThan(10_000);
    expect(warm.ms).toBeLessThan(50);
  });
});
