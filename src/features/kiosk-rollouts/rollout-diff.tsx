import type { KioskConfigChange } from '@/generated/model';

/** The configuration's fields that change, old → new (docs/kiosk-rollouts.md, "The diff"). */
export const RolloutDiff = ({
  diff,
  previous,
}: {
  diff: readonly KioskConfigChange[];
  previous: string | null;
}) =>
  diff.length === 0 ? (
    <p className="ui-muted">Nothing changes: the target already has this configuration.</p>
  ) : (
    <table className="ui-table">
      <caption>Changes from {previous === null ? 'no configuration' : previous}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {diff.map((change) => (
          <tr key={change.field}>
            <th scope="row">{change.label}</th>
            <td>{change.from ?? '–'}</td>
            <td>{change.to}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
