/**
 * Runs `check` with the process in another time zone. Every Vitest project runs with TZ=UTC, where
 * a local-time bug cannot show; Node re-reads `process.env.TZ` when it is assigned, so a test can
 * move to a zone east or west of UTC and back. Throws if the zone did not take effect, so a test
 * using it can never pass vacuously.
 */
export const inTimeZone = async (zone: string, check: () => void | Promise<void>): Promise<void> => {
  const previous = process.env.TZ;
  process.env.TZ = zone;
  try {
    // 1 January and 1 July: one of them is off UTC in every zone used here (DST or not).
    const offsets = [new Date(Date.UTC(2026, 0, 1)), new Date(Date.UTC(2026, 6, 1))].map((date) =>
      date.getTimezoneOffset(),
    );
    if (offsets.every((offset) => offset === 0)) {
      throw new Error(`process.env.TZ = '${zone}' did not change the time zone of this process`);
    }
    await check();
  } finally {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  }
};
