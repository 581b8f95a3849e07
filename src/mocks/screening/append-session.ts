import type { DemoResult, DemoScreening, DemoSession } from './types';

/**
 * Adds one recorded session and its results to the screening data, keeping every lookup of
 * indexScreening (seed-screening.ts) as it would have built it: sessions and results keep their
 * consecutive ids (resultRowDto finds a session at `sessions[id - 1]`), a patient's sessions stay
 * newest first, `newestFirst` stays newest first then by id, and `lastScreening` follows. The stock
 * usage index (handlers/stock-usage.ts) rebuilds itself when the number of results changes.
 */

/** `time` and `id` of a result, in the order of `newestFirst`: later first, then the lower id. */
const resultBefore = (a: DemoResult, time: number, id: number): boolean => {
  const at = Date.parse(a.measured_at);
  return at > time || (at === time && a.id < id);
};

/** The index at which a result goes into `newestFirst` (a binary search). */
const resultSlot = (newest: readonly DemoResult[], result: DemoResult): number => {
  const time = Date.parse(result.measured_at);
  let low = 0;
  let high = newest.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    const row = newest[middle];
    if (row !== undefined && resultBefore(row, time, result.id)) low = middle + 1;
    else high = middle;
  }
  return low;
};

/** The same order as indexScreening's: started later first, then the higher id. */
const sessionSlot = (list: readonly DemoSession[], session: DemoSession): number => {
  const index = list.findIndex(
    (row) =>
      row.started_at < session.started_at || (row.started_at === session.started_at && row.id < session.id),
  );
  return index === -1 ? list.length : index;
};

/** The next ids: one past the last session's and the last result's. */
export const nextScreeningIds = (screening: DemoScreening): { session: number; result: number } => ({
  session: screening.sessions.length + 1,
  result: screening.results.length + 1,
});

export const appendSession = (
  screening: DemoScreening,
  session: DemoSession,
  results: readonly DemoResult[],
): void => {
  screening.sessions.push(session);
  const list = screening.sessionsByPatient.get(session.patient_id) ?? [];
  list.splice(sessionSlot(list, session), 0, session);
  screening.sessionsByPatient.set(session.patient_id, list);
  const latest = list[0];
  if (latest) screening.lastScreening.set(session.patient_id, latest.started_at);
  screening.resultsBySession.set(session.id, [...results]);
  for (const result of results) {
    screening.results.push(result);
    screening.newestFirst.splice(resultSlot(screening.newestFirst, result), 0, result);
  }
};
