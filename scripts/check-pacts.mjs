// Fails when contracts/pacts differs from what `npm run test:contracts` just wrote (changed, deleted
// or new untracked files): the committed pact is what the backend team verifies and publishes.
import { execFileSync } from 'node:child_process';

const status = execFileSync(
  'git',
  ['status', '--porcelain', '--untracked-files=all', '--', 'contracts/pacts'],
  { encoding: 'utf8' },
);
if (status.trim() !== '') {
  const diff = execFileSync('git', ['diff', '--stat', '--', 'contracts/pacts'], { encoding: 'utf8' });
  console.error(
    'contracts/pacts is stale: commit the pact written by npm run test:contracts\n' + status + diff,
  );
  process.exit(1);
}
console.log('contracts/pacts matches what the consumer tests write');
