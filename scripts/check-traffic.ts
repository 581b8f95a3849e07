/**
 * `npm run check:traffic [traffic] [spec]`: Stoplight Prism checks the API traffic the browser tests
 * recorded (`.e2e-traffic/`, written by `npm run test:e2e`) against openapi/v3.yaml. Exits 1 on any
 * violation, and when nothing was recorded: a broken recorder must not pass.
 */
import { existsSync } from 'node:fs';

import { checkTraffic } from './traffic/check';
import { readTraffic } from './traffic/read';
import { reportLines } from './traffic/report';

const [source = '.e2e-traffic', spec = 'openapi/v3.yaml'] = process.argv.slice(2);

if (!existsSync(source)) {
  console.error(`No API traffic at ${source}: run the browser tests first (npm run test:e2e).`);
  process.exit(1);
}

const record = readTraffic(source);
if (record.checked.length === 0) {
  console.error(
    `No API exchange to check in ${source} (${record.total} recorded, all faulted on purpose): ` +
      "the browser tests' traffic recorder saw none.",
  );
  process.exit(1);
}
const check = await checkTraffic(record, spec);
for (const line of reportLines(check)) console.log(line);
process.exit(check.violations.length > 0 ? 1 : 0);
