import { describe, expect, it } from 'vitest';

import {
  bandFor,
  bandProblems,
  bandsMessage,
  type DraftBand,
  type ScoreBand,
  sortBands,
} from './score-bands';

/** PHQ-9's bands (docs/requirements.md 12.10.6): totals 0 to 27. */
const PHQ9: ScoreBand[] = [
  { from: 0, to: 4, label: 'Minimal' },
  { from: 5, to: 9, label: 'Mild' },
  { from: 10, to: 14, label: 'Moderate' },
  { from: 15, to: 19, label: 'Moderately Severe' },
  { from: 20, to: 27, label: 'Severe' },
];

const band = (from: number, to: number, label = 'Normal'): ScoreBand => ({ from, to, label });

describe('bandFor: the label of a total', () => {
  it.each([
    [0, 'Minimal'],
    [4, 'Minimal'],
    [5, 'Mild'],
    [9, 'Mild'],
    [10, 'Moderate'],
    [14, 'Moderate'],
    [15, 'Moderately Severe'],
    [19, 'Moderately Severe'],
    [20, 'Severe'],
    [27, 'Severe'],
  ])('PHQ-9 total %i is %s', (total, label) => {
    expect(bandFor(PHQ9, total)).toBe(label);
  });

  it('gives no label to a total no band covers', () => {
    expect(bandFor(PHQ9, 28)).toBeNull();
    expect(bandFor(PHQ9, -1)).toBeNull();
    expect(bandFor([], 0)).toBeNull();
  });
});

describe('bandProblems: the bands cover 0 to the highest total, once each', () => {
  it('accepts PHQ-9 with its nine questions (27), in any order', () => {
    expect(bandProblems(PHQ9, 27)).toEqual([]);
    expect(bandProblems([...PHQ9].reverse(), 27)).toEqual([]);
  });

  it('accepts any contiguous bands from 0 while the category has no questions', () => {
    expect(bandProblems(PHQ9, null)).toEqual([]);
    expect(bandProblems([band(0, 0)], null)).toEqual([]);
    expect(bandProblems([], null)).toEqual([]);
  });

  it('refuses no bands at all once there are questions', () => {
    expect(bandProblems([], 27)).toEqual(['the bands must cover 0 to 27, the totals the questions can give']);
  });

  it('refuses bands that do not start at 0', () => {
    expect(bandProblems([band(1, 4), ...PHQ9.slice(1)], 27)).toEqual(['the bands start at 1, not 0']);
  });

  it('names two bands that overlap', () => {
    expect(bandProblems([band(0, 9), band(10, 14), band(12, 16), band(17, 27)], 27)).toEqual([
      '10 to 14 overlaps 12 to 16',
    ]);
    // A band inside another overlaps it, and leaves no gap after it.
    expect(bandProblems([band(0, 10), band(2, 3), band(11, 27)], 27)).toEqual(['0 to 10 overlaps 2 to 3']);
    // Sharing a boundary is an overlap: 4 would have two labels.
    expect(bandProblems([band(0, 4), band(4, 27)], 27)).toEqual(['0 to 4 overlaps 4 to 27']);
  });

  it('names a gap by the totals on each side of it', () => {
    expect(bandProblems([band(0, 14), band(16, 27)], 27)).toEqual(['nothing between 14 and 16']);
  });

  it('refuses bands that end before or after the highest total the questions can give', () => {
    expect(bandProblems(PHQ9.slice(0, 4).concat(band(20, 20)), 27)).toEqual([
      'the bands end at 20 but the questions can give 27',
    ]);
    expect(bandProblems(PHQ9, 24)).toEqual(['the bands end at 27 but the questions can give 24']);
  });

  it('refuses a band that ends before it starts', () => {
    expect(bandProblems([band(0, 4), band(9, 5), band(5, 27)], 27)).toEqual(['9 to 5 ends before it starts']);
  });

  it('says every problem at once', () => {
    expect(bandProblems([band(2, 9), band(8, 12), band(15, 20)], 27)).toEqual([
      'the bands start at 2, not 0',
      '2 to 9 overlaps 8 to 12',
      'nothing between 12 and 15',
      'the bands end at 20 but the questions can give 27',
    ]);
  });

  it('names a row with a blank or malformed cell before anything else', () => {
    const drafts: DraftBand[] = [
      { from: 0, to: 4, label: 'Minimal' },
      { from: 5, to: null, label: null },
      { from: 1.5, to: 9, label: 'Mild' },
      { from: -1, to: 9, label: 'Mild' },
    ];
    expect(bandProblems(drafts, 27)).toEqual([
      'band 2 needs a to and a label',
      "band 3's from and to must be whole numbers from 0",
      "band 4's from and to must be whole numbers from 0",
    ]);
    expect(bandProblems([{ from: null, to: null, label: '' }], null)).toEqual([
      'band 1 needs a from, a to and a label',
    ]);
  });
});

describe('bandsMessage and sortBands', () => {
  it('words the problems as one message, or none', () => {
    expect(bandsMessage([])).toBeNull();
    expect(
      bandsMessage(['nothing between 14 and 16', 'the bands end at 20 but the questions can give 27']),
    ).toBe('Score bands: nothing between 14 and 16; the bands end at 20 but the questions can give 27.');
  });

  it('orders bands by where they start', () => {
    expect(sortBands([band(10, 14), band(0, 4), band(5, 9)]).map(({ from }) => from)).toEqual([0, 5, 10]);
  });
});
