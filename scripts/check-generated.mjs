// Fails when src/generated differs from what `npm run generate` writes (new untracked files included).
import { execFileSync } from 'node:child_process';

execFileSync('npx', ['orval', '--config', 'orval.config.ts'], { stdio: ['ignore', 'ignore', 'inherit'] });
const status = execFileSync(
  'git',
  ['status', '--porcelain', '--untracked-files=all', '--', 'src/generated'],
  {
    encoding: 'utf8',
  },
);
if (status.trim() !== '') {
  console.error('src/generated is stale: run `npm run generate` and commit the result.\n' + status);
  process.exit(1);
}
console.log('src/generated matches openapi/v3.yaml');
