/**
 * A questionnaire's score bands (docs/master-data.md, "Questionnaires"): a question category turns
 * the total of its answers' scores into a health-result label (docs/requirements.md 3.15 to 3.21)
 * through bands such as PHQ-9's (docs/requirements.md 12.10.6): 0 to 4 Minimal, 5 to 9 Mild, 10 to
 * 14 Moderate, 15 to 19 Moderately Severe, 20 to 27 Severe. The form and the demo API check the same
 * rule with these functions, so the two never disagree.
 */

/** A band as the contract holds it (ScoreBand): `from` and `to` both included. */
export interface ScoreBand {
  from: number;
  to: number;
  label: string;
}

/** A band as a form holds it on its way to the body: a blank cell is null. */
export interface DraftBand {
  from: number | null;
  to: number | null;
  label: string | null;
}

const isScore = (value: number | null): value is number =>
  value !== null && Number.isInteger(value) && value >= 0;

/** '10 to 14': how the messages name a band. */
export const bandText = (band: { from: number; to: number }): string => `${band.from} to ${band.to}`;

const listed = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;

/** What is missing or malformed in each row, by its place in the table (band 1 is the first row). */
const rowProblems = (bands: readonly DraftBand[]): string[] =>
  bands.flatMap((band, index) => {
    const missing = [
      band.from === null ? 'a from' : null,
      band.to === null ? 'a to' : null,
      band.label === null || band.label.trim() === '' ? 'a label' : null,
    ].filter((item): item is string => item !== null);
    if (missing.length > 0) return [`band ${index + 1} needs ${listed(missing)}`];
    if (!isScore(band.from) || !isScore(band.to))
      return [`band ${index + 1}'s from and to must be whole numbers from 0`];
    return [];
  });

/** Bands in order of their start (then their end); the rule reads them so, whatever order they were typed in. */
export const sortBands = <Band extends { from: number; to: number }>(bands: readonly Band[]): Band[] =>
  [...bands].sort((a, b) => a.from - b.from || a.to - b.to);

/** Overlaps, gaps and a start other than 0, read along the sorted bands. */
const coverageProblems = (bands: readonly ScoreBand[]): { problems: string[]; end: number } => {
  const problems: string[] = [];
  const backwards = bands.filter((band) => band.from > band.to);
  for (const band of backwards) problems.push(`${bandText(band)} ends before it starts`);
  const sorted = sortBands(bands.filter((band) => band.from <= band.to));
  const [first] = sorted;
  if (first === undefined) return { problems, end: -1 };
  if (first.from > 0) problems.push(`the bands start at ${first.from}, not 0`);
  // The band that reaches furthest so far: a band inside another overlaps it, and leaves no gap.
  let reach = first;
  for (const band of sorted.slice(1)) {
    if (band.from <= reach.to) problems.push(`${bandText(reach)} overlaps ${bandText(band)}`);
    else if (band.from > reach.to + 1) problems.push(`nothing between ${reach.to} and ${band.from}`);
    if (band.to > reach.to) reach = band;
  }
  return { problems, end: reach.to };
};

/**
 * What is wrong with a category's bands, in plain words; empty when nothing is. The bands start at
 * 0, each starts one after the one before it ends (no overlap, no gap), and, when the category has
 * active questions (`maxScore` is then the highest total they can give; null when it has none), the
 * last ends at that total, so that every total the questions can give has exactly one label. A
 * category without questions may have no bands yet.
 */
export const bandProblems = (bands: readonly DraftBand[], maxScore: number | null): string[] => {
  const incomplete = rowProblems(bands);
  if (incomplete.length > 0) return incomplete;
  const complete = bands as readonly ScoreBand[];
  if (complete.length === 0)
    return maxScore === null
      ? []
      : [`the bands must cover 0 to ${maxScore}, the totals the questions can give`];
  const { problems, end } = coverageProblems(complete);
  if (maxScore !== null && end >= 0 && end !== maxScore)
    problems.push(`the bands end at ${end} but the questions can give ${maxScore}`);
  return problems;
};

/** The problems as one message for the bands field and the server's refusal; null when there are none. */
export const bandsMessage = (problems: readonly string[]): string | null =>
  problems.length === 0 ? null : `Score bands: ${problems.join('; ')}.`;

/** The label the bands give a total; null for a total no band covers. */
export const bandFor = (bands: readonly ScoreBand[], total: number): string | null =>
  bands.find((band) => band.from <= total && total <= band.to)?.label ?? null;
