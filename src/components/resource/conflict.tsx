import type { ReactNode } from 'react';

import type { ApiError } from '@/lib/http/api-error';

import type { SummaryItem } from './record-definition';

/** A 409's `current` record, read with the record's schema; null when the answer has none. */
export const currentOf = <Rec,>(
  error: ApiError,
  schema: { safeParse: (value: unknown) => { success: boolean; data?: Rec } },
): Rec | null => {
  if (error.status !== 409 || typeof error.body !== 'object' || error.body === null) return null;
  const parsed = schema.safeParse((error.body as { current?: unknown }).current);
  return parsed.success && parsed.data !== undefined ? parsed.data : null;
};

/**
 * A line's value as text, to compare two versions of a record. A value may be an element (a link,
 * a table of ranges): its props are compared, without React's own bookkeeping (`_owner` and the
 * like, which point back into the tree and cannot be written out).
 */
const textOf = (value: ReactNode): string =>
  typeof value === 'string' || typeof value === 'number'
    ? String(value)
    : (JSON.stringify(value, (key, inner: unknown) => (key.startsWith('_') ? undefined : inner)) ?? '');

export interface Change {
  label: string;
  before: ReactNode;
  after: ReactNode;
}

/** The lines of the view that differ between the version the edit started from and the current one. */
export const changesBetween = (base: readonly SummaryItem[], current: readonly SummaryItem[]): Change[] =>
  current.flatMap(([label, after]) => {
    const before = base.find(([other]) => other === label)?.[1];
    return textOf(before) === textOf(after) ? [] : [{ label, before, after }];
  });

interface ConflictNoticeProps {
  singular: string;
  changes: readonly Change[];
  /** Back to the record as it is now (what the user typed is dropped). */
  onDiscard: () => void;
}

/**
 * requirements 11: someone saved this record while it was being edited. What they changed is shown;
 * what the user typed stays in the form. Save again writes it over theirs, on purpose.
 */
export const ConflictNotice = ({ singular, changes, onDiscard }: ConflictNoticeProps) => (
  <div className="ui-conflict" role="alert">
    <p className="ui-message">
      <strong>Someone else saved this {singular.toLowerCase()} while you were editing it.</strong> Their
      changes are now in the fields you had not changed; where you changed a field too, yours is kept. Save
      again to save this, or use theirs.
    </p>
    {changes.length > 0 ? (
      <table className="ui-table ui-conflict-table">
        <caption>What they changed</caption>
        <thead>
          <tr>
            <th scope="col">Field</th>
            <th scope="col">When you started</th>
            <th scope="col">Now</th>
          </tr>
        </thead>
        <tbody>
          {changes.map((change) => (
            <tr key={change.label}>
              <th scope="row">{change.label}</th>
              <td>{change.before}</td>
              <td>{change.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    ) : (
      <p className="ui-message">They saved it without changing what this screen shows.</p>
    )}
    <div className="ui-actions">
      <button type="button" className="ui-btn ui-btn-outline" onClick={onDiscard}>
        Use theirs
      </button>
    </div>
  </div>
);
