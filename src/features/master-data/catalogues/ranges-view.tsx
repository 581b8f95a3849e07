import { HealthResultTag } from '@/components/health-result-tag';
import type { ReferenceRange } from '@/generated/model';
import { describeSet, describeValues, setParts } from '@/lib/reference-ranges';

/** Sets in reading order: by date, then any gender before female and male, then by age. */
const GENDER_ORDER = { any: 0, female: 1, male: 2 } as const;
const bySet = (a: ReferenceRange, b: ReferenceRange): number =>
  a.effective_from.localeCompare(b.effective_from) ||
  GENDER_ORDER[a.gender] - GENDER_ORDER[b.gender] ||
  a.age_from - b.age_from ||
  a.age_to - b.age_to;
const byValue = (a: ReferenceRange, b: ReferenceRange): number =>
  (a.low ?? -Infinity) - (b.low ?? -Infinity) || (a.high ?? Infinity) - (b.high ?? Infinity);

const setsOf = (ranges: readonly ReferenceRange[]): ReferenceRange[][] => {
  const sets = new Map<string, ReferenceRange[]>();
  for (const range of [...ranges].sort(bySet)) {
    const key = describeSet(range);
    sets.set(key, [...(sets.get(key) ?? []), range]);
  }
  return [...sets.values()].map((set) => set.sort(byValue));
};

/**
 * A numeric test's reference ranges as read (docs/master-data.md, "Test types and reference
 * ranges"): a table per set (gender, age band, date), captioned as the rules name it, each range's
 * values and its label in its tone.
 */
export const RangesView = ({
  ranges,
  unit,
}: {
  ranges: readonly ReferenceRange[];
  unit?: string | undefined;
}) =>
  ranges.length === 0 ? (
    '—'
  ) : (
    <div className="ui-ranges">
      {setsOf(ranges).map(([first, ...rest]) => {
        if (first === undefined) return null;
        const set = [first, ...rest];
        const { gender, ages, from } = setParts(first);
        return (
          <table key={describeSet(first)} className="ui-table">
            <caption>{`${gender} · ${ages} years · from ${from}`}</caption>
            <thead>
              <tr>
                <th scope="col">{unit ? `Value (${unit})` : 'Value'}</th>
                <th scope="col">Label</th>
              </tr>
            </thead>
            <tbody>
              {set.map((range) => (
                <tr key={describeValues(range)}>
                  <td>{describeValues(range)}</td>
                  <td>
                    <HealthResultTag label={range.label} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
      <small className="ui-rows-note">
        A range holds its low value, and values up to, not including, its high one.
      </small>
    </div>
  );

/** A test's labels, each in its tone. */
export const LabelTags = ({ labels }: { labels: readonly string[] }) =>
  labels.length === 0 ? (
    '—'
  ) : (
    <span className="ui-tags">
      {labels.map((label) => (
        <HealthResultTag key={label} label={label} />
      ))}
    </span>
  );
