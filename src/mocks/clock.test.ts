import { afterEach, describe, expect, it, vi } from 'vitest';

import { TEST_NOW } from '@tests/setup/now';

import { clockOffset, parseDemoNow, pinClockAt } from './clock';

afterEach(() => {
  vi.useRealTimers();
  pinClockAt(TEST_NOW);
});

describe('the demo clock (docs/demo-api.md, "One clock")', () => {
  it('runs every test at the pinned instant, with time flowing from there', () => {
    expect(new Date().toISOString().slice(0, 13)).toBe(new Date(TEST_NOW).toISOString().slice(0, 13));
    expect(Math.abs(clockOffset() - (TEST_NOW - (Date.now() - clockOffset())))).toBeLessThan(1_000);
  });

  it('moves new Date(), Date() and Date.now() only; dates from values, parse and UTC are unchanged', () => {
    pinClockAt(Date.parse('2028-02-29T23:55:00.000Z'));
    expect(new Date().toISOString().slice(0, 16)).toBe('2028-02-29T23:55');
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse('2028-02-29T23:55:00.000Z'));
    expect(Date()).toContain('2028');
    expect(new Date(0).toISOString()).toBe('1970-01-01T00:00:00.000Z');
    expect(Date.UTC(2026, 0, 1)).toBe(Date.parse('2026-01-01T00:00:00.000Z'));
    expect(new Date()).toBeInstanceOf(Date);
    class Later extends Date {}
    expect(new Later(5).getTime()).toBe(5);
  });

  it('lets a test fake its timers on top, from the pinned instant', () => {
    vi.useFakeTimers();
    expect(new Date().toISOString().slice(0, 10)).toBe(new Date(TEST_NOW).toISOString().slice(0, 10));
    vi.setSystemTime(new Date('2030-01-01T00:00:00.000Z'));
    expect(new Date().toISOString()).toBe('2030-01-01T00:00:00.000Z');
  });

  it('reads DEMO_NOW as an ISO instant with a zone, and refuses anything else', () => {
    expect(parseDemoNow('')).toBeUndefined();
    expect(parseDemoNow(undefined)).toBeUndefined();
    expect(parseDemoNow('2026-06-01T10:00:00Z')).toBe(Date.parse('2026-06-01T10:00:00.000Z'));
    expect(parseDemoNow('2026-06-01T12:00+02:00')).toBe(Date.parse('2026-06-01T10:00:00.000Z'));
    expect(() => parseDemoNow('2026-06-01')).toThrow(/ISO 8601 instant with a zone/);
    expect(() => parseDemoNow('tomorrow')).toThrow(/ISO 8601/);
    expect(() => parseDemoNow('2026-02-30T10:00:00Z')).toThrow(/not a real instant/);
  });
});
