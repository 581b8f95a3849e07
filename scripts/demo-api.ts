/**
 * `npm run demo-api`: the demo API as a real HTTP server on 127.0.0.1:4010 (PORT to change,
 * DEMO_SCALE to multiply the data, DEMO_PROPOSED=off to answer the proposed calls as today's backend:
 * 404; DEMO_ARRIVAL_SECONDS for the seconds between new consultation requests, 0 for none, default 60;
 * DEMO_NOW=2026-06-01T10:00:00Z to start its clock at that instant, as the tests do). Point a build
 * at it with VITE_API_BASE_URL=http://127.0.0.1:4010/api/.
 */
import { parseDemoNow, pinClockAt } from '../src/mocks/clock';
import { createDemoDb, parseArrivalSeconds, parseProposedSetting } from '../src/mocks/db';
import { startDemoServer } from '../src/mocks/node-server';
import { parseDemoScale } from '../src/mocks/seed';

const port = Number(process.env.PORT ?? 4010);
if (!Number.isInteger(port) || port < 0 || port > 65_535) {
  console.error(`PORT must be a port number, not ${process.env.PORT ?? ''}`);
  process.exit(1);
}

let demoNow: number | undefined;
try {
  demoNow = parseDemoNow(process.env.DEMO_NOW);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
if (demoNow !== undefined) pinClockAt(demoNow);

const db = createDemoDb({
  scale: parseDemoScale(process.env.DEMO_SCALE),
  proposed: parseProposedSetting(process.env.DEMO_PROPOSED),
  arrivalSeconds: parseArrivalSeconds(process.env.DEMO_ARRIVAL_SECONDS),
});
const server = await startDemoServer({ port, db });
const proposed = db.proposed ? 'proposed calls served' : 'proposed calls off (404)';
console.log(
  `Demo API on ${server.apiBase} (scale ${db.scale}: ${db.camps.length} camps, ${db.clinics.length} clinics; ${proposed})\n` +
    `Sign in with admin@example.com / Admin@123, customer@example.com / Customer@123, doctor@example.com / Doctor@123 or doctor2@example.com / Doctor@123\n` +
    `Control: POST ${server.url}/__demo/reset, POST|DELETE ${server.url}/__demo/faults, POST ${server.url}/__demo/provider-states`,
);

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
