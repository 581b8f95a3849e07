import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { call, CUSTOMER_ID, DOCTOR_ID, records, serveDemoDb } from '../test-utils';

/**
 * Live Consultation's prescription picker (docs/telemedicine.md): a doctor lists the active
 * medicines; everything else of the medicines stays the administrators' (docs/master-data.md).
 */
let db: DemoDb;
beforeEach(() => {
  db = serveDemoDb({ now: () => new Date('2026-11-25T10:00:00Z') });
});

const list = (token: string, body: Record<string, unknown>) =>
  call('/v3/medicine/filter', { body: { page: 1, limit: 100, ...body }, token });

describe('filterMedicines for doctors', () => {
  it('a doctor lists the active medicines (no inactive one)', async () => {
    const result = await list(db.issueToken(DOCTOR_ID), { status: true });
    expect(result.status).toBe(200);
    const names = records<{ name: string; status: boolean }>(result);
    expect(names.length).toBeGreaterThan(10);
    expect(names.every((medicine) => medicine.status)).toBe(true);
    expect(names.map((medicine) => medicine.name)).not.toContain('Ranitidine');
  });

  it.each([{}, { status: false }])(
    'a doctor asking for more than the active ones (%o) is refused',
    async (body) => {
      expect((await list(db.issueToken(DOCTOR_ID), body)).status).toBe(403);
    },
  );

  it('a customer still may not list medicines', async () => {
    expect((await list(db.issueToken(CUSTOMER_ID), { status: true })).status).toBe(403);
  });
});
