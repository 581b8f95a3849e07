import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { HEALTH_RESULT_KINDS, HEALTH_RESULTS } from '@/lib/health-results';

import { currentUrl, renderRoute } from '@tests/unit/harness';
import { customerUser } from '@tests/unit/session-fixtures';

const CATALOGUE = '/dashboard/master/master-data';
/** The cells' texts of a kind's table, found by its name (then read through the DOM: role queries over 46 rows are slow). */
const rowsOf = (title: string) =>
  [...screen.getByRole<HTMLTableElement>('table', { name: title }).tBodies[0]!.rows].map((row) =>
    [...row.cells].map((cell) => cell.textContent),
  );
/** Room for a busy machine: the catalogue renders 46 rows in 12 tables. */
const CATALOGUE_MS = 15_000;

describe('Master > Master Data (the health-result catalogue)', () => {
  it(
    'lists every label once, grouped by kind: label, shown text, tone and the tag itself',
    async () => {
      renderRoute({ url: CATALOGUE });
      expect(await screen.findByRole('heading', { level: 1, name: 'Master Data' })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
        HEALTH_RESULT_KINDS.map(({ title }) => title),
      );
      const labels = HEALTH_RESULT_KINDS.flatMap(({ title }) => rowsOf(title).map(([label]) => label));
      expect(labels.sort()).toEqual(HEALTH_RESULTS.map(({ label }) => label).sort());
      expect(screen.getByText(/^Labels:/)).toHaveTextContent(`Labels: ${HEALTH_RESULTS.length}`);
      expect(rowsOf('Severity')).toContainEqual(['Minimal', 'Normal', 'Green: normal', 'Normal']);
      expect(rowsOf('Heart rhythm')).toContainEqual([
        'Bradycardia',
        'Bradycardia',
        'Blue: low',
        'Bradycardia',
      ]);
      const tag = within(screen.getByRole('table', { name: 'Levels (blood pressure, lipids, sugar)' }))
        .getAllByText('Borderline High')
        .find((element) => element.tagName === 'SPAN');
      expect(tag).toHaveAttribute('data-tone', 'amber');
    },
    CATALOGUE_MS,
  );

  it(
    'searches label, text, tone and kind without case; the search is in the URL',
    async () => {
      const { user } = renderRoute({ url: CATALOGUE });
      const box = await screen.findByRole('searchbox', { name: 'Search health-result labels' });
      await user.type(box, 'OPTIMAL{Enter}');
      expect(currentUrl()).toBe(`${CATALOGUE}?search=OPTIMAL`);
      expect(screen.getAllByRole('table')).toHaveLength(1);
      expect(rowsOf('Levels (blood pressure, lipids, sugar)').map(([label]) => label)).toEqual([
        'Optimal',
        'Near Optimal',
      ]);
      expect(screen.getByText(/^Labels:/)).toHaveTextContent(`Labels: 2 of ${HEALTH_RESULTS.length}`);
      // A tone's meaning finds every label in that tone.
      await user.clear(box);
      await user.type(box, 'borderline{Enter}');
      const amber = HEALTH_RESULTS.filter(({ tone }) => tone === 'amber').length;
      expect(screen.getByText(/^Labels:/)).toHaveTextContent(`Labels: ${amber} of ${HEALTH_RESULTS.length}`);
      await user.clear(box);
      await user.type(box, 'blue{Enter}');
      expect(
        screen.getAllByRole('table').map((table) => table.querySelector('caption')?.textContent),
      ).toEqual(['Levels (blood pressure, lipids, sugar)', 'Heart rhythm']);
      await user.clear(box);
      await user.type(box, 'no such label{Enter}');
      expect(screen.getByRole('cell', { name: 'No data found' })).toBeInTheDocument();
    },
    CATALOGUE_MS,
  );

  it('opens with the search from the URL', async () => {
    renderRoute({ url: `${CATALOGUE}?search=prakriti` });
    expect(await screen.findByRole('searchbox', { name: 'Search health-result labels' })).toHaveValue(
      'prakriti',
    );
    expect(rowsOf('Body constitution (prakriti)')).toHaveLength(3);
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('is for administrators', async () => {
    renderRoute({ url: CATALOGUE, user: customerUser });
    expect(await screen.findByRole('alert')).toHaveTextContent('This screen is for administrators.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
