import { describe, expect, it } from 'vitest';

import type { DemoQuery } from '../types';
import { slaOf } from './query-sla';

const T0 = Date.parse('2026-06-01T00:00:00.000Z');
const MIN = 60_000;
const TARGET = { first_response: 60, resolution: 480 };
const at = (minutes: number) => new Date(T0 + minutes * MIN).toISOString();
const query = (fields: Partial<DemoQuery> = {}) => ({
  created_at: at(0),
  first_response_at: null,
  resolved_at: null,
  paused_minutes: 0,
  paused_since: null,
  waiting_on_customer: false,
  ...fields,
});

describe('the SLA of a support query (docs/support.md, "SLA")', () => {
  it('runs the first-response clock, breaching under 25% left, breached when overdue', () => {
    expect(slaOf(query(), 'open', TARGET, T0 + 30 * MIN)).toMatchObject({
      clock: 'first_response',
      left_minutes: 30,
      state: 'on_track',
      due_at: at(60),
    });
    expect(slaOf(query(), 'open', TARGET, T0 + 46 * MIN).state).toBe('breaching');
    expect(slaOf(query(), 'open', TARGET, T0 + 45 * MIN).state).toBe('on_track');
    expect(slaOf(query(), 'open', TARGET, T0 + 61 * MIN)).toMatchObject({
      left_minutes: -1,
      state: 'breached',
      first_response: 'breached',
    });
  });

  it('keeps a first response met late as breached once the resolution clock runs', () => {
    const sla = slaOf(query({ first_response_at: at(90) }), 'in_progress', TARGET, T0 + 100 * MIN);
    expect(sla).toMatchObject({
      clock: 'resolution',
      left_minutes: 380,
      first_response: 'breached',
      state: 'breached',
    });
  });

  it('freezes the clock while waiting on the customer, and leaves the pause out after', () => {
    const waiting = query({ first_response_at: at(10), waiting_on_customer: true, paused_since: at(100) });
    const first = slaOf(waiting, 'in_progress', TARGET, T0 + 200 * MIN);
    const later = slaOf(waiting, 'in_progress', TARGET, T0 + 900 * MIN);
    expect(first).toMatchObject({ paused: true, state: 'paused', due_at: null, left_minutes: 380 });
    expect(later.left_minutes).toBe(380);
    const resumed = query({ first_response_at: at(10), paused_minutes: 800 });
    expect(slaOf(resumed, 'in_progress', TARGET, T0 + 900 * MIN).left_minutes).toBe(380);
  });

  it('stops at resolution: met in time, breached when late', () => {
    expect(
      slaOf(query({ first_response_at: at(5), resolved_at: at(400) }), 'resolved', TARGET, T0 + 9_000 * MIN),
    ).toMatchObject({
      clock: null,
      state: 'met',
      resolution: 'met',
      first_response: 'met',
      due_at: null,
      left_minutes: 80,
    });
    expect(
      slaOf(query({ first_response_at: at(5), resolved_at: at(500) }), 'closed', TARGET, T0 + 9_000 * MIN),
    ).toMatchObject({
      state: 'breached',
      resolution: 'breached',
    });
  });
});
