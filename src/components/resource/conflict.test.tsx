import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';

import { changesBetween } from './conflict';

const Tags = ({ labels }: { labels: readonly string[] }) => <span>{labels.join(', ')}</span>;

describe('changesBetween', () => {
  it('lists the lines whose text changed', () => {
    expect(
      changesBetween(
        [
          ['Name', 'Nepal'],
          ['Code', 'NP'],
        ],
        [
          ['Name', 'Nepal Republic'],
          ['Code', 'NP'],
        ],
      ),
    ).toEqual([{ label: 'Name', before: 'Nepal', after: 'Nepal Republic' }]);
  });

  it('compares lines shown as elements (a table of ranges, tags) by what they show', () => {
    // Made while a component renders, as a record's view makes them: React's own bookkeeping on
    // them points back into the tree.
    const made: ReactElement[] = [];
    const View = ({ labels }: { labels: readonly string[] }) => {
      const element = <Tags labels={labels} />;
      made.push(element);
      return element;
    };
    for (const labels of [['Normal', 'High'], ['Normal', 'High'], ['Normal']])
      render(<View labels={labels} />);
    const [before, same, after] = made;
    expect(changesBetween([['Labels', before]], [['Labels', same]])).toEqual([]);
    expect(changesBetween([['Labels', before]], [['Labels', after]])).toEqual([
      { label: 'Labels', before, after },
    ]);
  });
});
