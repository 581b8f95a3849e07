import type { TrafficCheck } from './check';
import { formatViolation } from './violations';

/** The summary and one line per distinct violation (with how many exchanges showed it). */
export const reportLines = (check: TrafficCheck): string[] => {
  const { record } = check;
  const faulted = Object.entries(record.faulted)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  const excluded = Object.values(record.faulted).reduce((sum, count) => sum + count, 0);
  const counts = new Map<string, number>();
  for (const violation of check.violations) {
    const line = formatViolation(violation);
    counts.set(line, (counts.get(line) ?? 0) + 1);
  }
  return [
    `API traffic checked by Prism against the contract: ${record.checked.length} exchanges ` +
      `(${check.distinct} distinct) in ${(check.prismMs / 1000).toFixed(1)} s`,
    `Excluded, faulted on purpose by the tests: ${excluded}${faulted === '' ? '' : ` (${faulted})`}; ` +
      `calls with no answer: ${record.failed}; answers not readable: ${record.lost}`,
    `Violations: ${counts.size === 0 ? 'none' : `${counts.size} distinct`}`,
    ...[...counts].map(([line, count]) => `  ${line}${count > 1 ? ` (${count} exchanges)` : ''}`),
  ];
};
