import { describe, expect, it } from 'vitest';

import { parseDemoScale, seedDemoData } from './seed';

const NOW = Date.parse('2026-06-01T10:00:00.000Z');

describe('the seeded support queries (docs/support.md, "Demo data")', () => {
  const data = seedDemoData(1, NOW);

  it('is the same on every start', () => {
    const again = seedDemoData(1, NOW);
    expect(again.queries).toEqual(data.queries);
    expect(again.queryReads).toEqual(data.queryReads);
    expect(again.cannedReplies).toHaveLength(6);
  });

  it('has about 60 queries in every status, with internal notes, attachments and kiosk snapshots', () => {
    expect(data.queries).toHaveLength(60);
    expect(new Set(data.queries.map(({ status }) => status))).toEqual(
      new Set(['open', 'in_progress', 'resolved', 'closed']),
    );
    const messages = data.queries.flatMap(({ messages }) => messages);
    expect(messages.some(({ internal }) => internal)).toBe(true);
    expect(data.queryAttachments.length).toBeGreaterThan(2);
    expect(data.queries.some(({ kiosk_snapshot }) => kiosk_snapshot !== null)).toBe(true);
    expect(new Set(messages.map(({ id }) => id)).size).toBe(messages.length);
  });

  it('holds 10,000 queries and at least 100,000 messages at DEMO_SCALE=max', () => {
    const max = seedDemoData(parseDemoScale('max'), NOW);
    expect(max.queries).toHaveLength(10_000);
    expect(max.queries.reduce((sum, { messages }) => sum + messages.length, 0)).toBeGreaterThanOrEqual(
      100_000,
    );
  });
});
