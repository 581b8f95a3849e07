import { describe, expect, it } from 'vitest';

import { canMove, formatWait, parseConsultationStatus, waitMinutes } from './consultation-status';

describe('consultation status', () => {
  it('moves only forward, and cancels from any status before completed', () => {
    expect(canMove('requested', 'scheduled')).toBe(true);
    expect(canMove('scheduled', 'in_progress')).toBe(true);
    expect(canMove('in_progress', 'completed')).toBe(true);
    expect(canMove('in_progress', 'scheduled')).toBe(false);
    expect(canMove('completed', 'cancelled')).toBe(false);
    expect(canMove('cancelled', 'requested')).toBe(false);
    expect(
      ['requested', 'scheduled', 'in_progress'].every((s) => canMove(s as 'requested', 'cancelled')),
    ).toBe(true);
  });

  it('reads a status from the URL, or null', () => {
    expect(parseConsultationStatus('in_progress')).toBe('in_progress');
    expect(parseConsultationStatus('done')).toBeNull();
    expect(parseConsultationStatus(null)).toBeNull();
  });

  it('measures the wait to the start, or to now while waiting, and none for a cancelled one', () => {
    const requested_at = '2026-11-25T09:00:00.000Z';
    const now = Date.parse('2026-11-25T10:30:00.000Z');
    expect(
      waitMinutes({ requested_at, started_at: '2026-11-25T09:20:00.000Z', status: 'completed' }, now),
    ).toBe(20);
    expect(waitMinutes({ requested_at, started_at: null, status: 'requested' }, now)).toBe(90);
    expect(waitMinutes({ requested_at, started_at: null, status: 'cancelled' }, now)).toBeNull();
  });

  it('writes a wait in minutes, hours and days', () => {
    expect(formatWait(null)).toBe('—');
    expect(formatWait(45)).toBe('45 min');
    expect(formatWait(60)).toBe('1 h');
    expect(formatWait(125)).toBe('2 h 5 min');
    expect(formatWait(24 * 60 + 4 * 60)).toBe('1 d 4 h');
  });
});
