import { appendSession, nextScreeningIds } from './append-session';
import type { DemoRecordedSession, DemoScreening } from './types';

/**
 * The sessions a kiosk recorded (`POST /__demo/screening-session`, docs/demo-api.md): kept in the
 * `recordedSessions` table, which the browser saves with the other changes, and replayed into the
 * screening data whenever DemoDb builds it from the seed (after a reload, a reset or a restore).
 */

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const isRecorded = (value: unknown): boolean =>
  isObject(value) &&
  isObject(value.session) &&
  typeof value.session.started_at === 'string' &&
  Array.isArray(value.results);

/** A stored `recordedSessions` table's shape: sessions, each with its results. */
export const isRecordedSessions = (value: unknown): boolean =>
  Array.isArray(value) && value.every(isRecorded);

/** Which sessions the screening data holds: the same text for the same recorded sessions. */
export const recordedKey = (recorded: readonly DemoRecordedSession[]): string =>
  recorded.map(({ session }) => `${session.patient_id}@${session.started_at}`).join('|');

/**
 * Appends the recorded sessions to freshly seeded screening data, in the order they were recorded.
 * Each takes the next ids: the same as when it was recorded, unless the seed has another number of
 * sessions or results (a reload on another day: ages, so the tests offered, move with the day).
 * The stored rows are copied, never changed.
 */
export const replayRecorded = (screening: DemoScreening, recorded: readonly DemoRecordedSession[]): void => {
  for (const { session, results } of recorded) {
    const ids = nextScreeningIds(screening);
    appendSession(
      screening,
      { ...session, id: ids.session },
      results.map((result, index) => ({ ...result, id: ids.result + index, session_id: ids.session })),
    );
  }
};
