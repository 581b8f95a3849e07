import type { QueryAssignee } from '@/generated/model';
import { beforeEach, describe, expect, it } from 'vitest';

import type { DemoDb } from '../db';
import { ADMIN_ID, call, CUSTOMER_ID, DOCTOR_ID, serveDemoDb } from '../test-utils';
import { ASSIGNEES_REFUSED } from './query-assignees';

const SUPPORT_AGENT_ID = 9010;

const NOW = new Date('2026-06-01T10:00:00Z');
let db: DemoDb;
beforeEach(() => {
  db = serveDemoDb({ now: () => NOW });
});

const list = (userId = ADMIN_ID) =>
  call('/v3/query/assignees', { method: 'GET', token: db.issueToken(userId) });
const assigneesOf = async (): Promise<QueryAssignee[]> => {
  const result = await list();
  expect(result.status).toBe(200);
  return result.data as QueryAssignee[];
};

/** The same count, from the tables: open or in-progress queries assigned to the administrator. */
const openOf = (id: number) =>
  db.queries.filter(
    (query) => query.assignee_id === id && (query.status === 'open' || query.status === 'in_progress'),
  ).length;

describe('listQueryAssignees', () => {
  it('lists every active administrator whose role includes Support, by name, with their open or in-progress queries', async () => {
    const assignees = await assigneesOf();
    const answering = db.users.filter(
      (user) =>
        user.user_type === 'Administrator' &&
        user.status !== false &&
        (user.role.id === 1 ||
          db.catalogues.roles.find((role) => role.id === user.role.id)?.permissions.includes('support')),
    );
    expect(assignees.map((row) => row.id).sort((a, b) => a - b)).toEqual(
      answering.map((user) => user.id).sort((a, b) => a - b),
    );
    // The support agent answers queries; a disabled account and a role without Support do not.
    expect(assignees.some((row) => row.id === SUPPORT_AGENT_ID)).toBe(true);
    const others = db.users.filter((user) => user.user_type === 'Administrator' && !answering.includes(user));
    expect(others.some((user) => user.status === false)).toBe(true);
    expect(others.some((user) => user.status !== false)).toBe(true);
    expect(assignees.map((row) => row.name)).toEqual(
      assignees.map((row) => row.name).sort((a, b) => a.localeCompare(b, 'en')),
    );
    expect(assignees.find((row) => row.id === ADMIN_ID)).toEqual({
      id: ADMIN_ID,
      name: 'Asha Rao',
      open_queries: openOf(ADMIN_ID),
    });
    expect(openOf(ADMIN_ID)).toBeGreaterThan(0);
    for (const row of assignees) expect(row.open_queries).toBe(openOf(row.id));
  });

  it('follows triage and resolution', async () => {
    const colleague = (await assigneesOf()).find((row) => row.id !== ADMIN_ID)!;
    const query = db.queries.find((row) => row.status === 'open' && row.assignee_id === null)!;
    const token = db.issueToken(ADMIN_ID);
    const triage = { version: query.version, assignee_id: colleague.id, priority: query.priority };
    await call(`/v3/query/${query.id}/triage`, {
      method: 'PUT',
      token,
      body: { ...triage, category: query.category },
    });
    const assigned = (await assigneesOf()).find((row) => row.id === colleague.id);
    expect(assigned?.open_queries).toBe(colleague.open_queries + 1);
    await call(`/v3/query/${query.id}/status`, {
      method: 'PUT',
      token,
      body: { version: query.version, status: 'resolved' },
    });
    const resolved = (await assigneesOf()).find((row) => row.id === colleague.id);
    expect(resolved?.open_queries).toBe(colleague.open_queries);
  });

  it('answers customers and doctors 403, naming no administrator', async () => {
    for (const userId of [CUSTOMER_ID, DOCTOR_ID]) {
      const result = await list(userId);
      expect(result.status).toBe(403);
      expect(result.body).toEqual({ error: true, message: ASSIGNEES_REFUSED });
    }
  });

  it('is not read as a query id (GET /v3/query/{id})', async () => {
    const result = await list();
    expect(Array.isArray(result.data)).toBe(true);
    expect(JSON.stringify(result.body)).not.toContain('not found');
  });
});
