import { useMemo } from 'react';

import { type Column, DataTable } from '@/components/data-table';
import { HealthResultTag } from '@/components/health-result-tag';
import { cleanSearch, useUrlListState } from '@/components/list-state';
import { SearchBox } from '@/components/search-box';
import { HEALTH_RESULT_KINDS, HEALTH_RESULTS, type HealthResult, TONE_MEANINGS } from '@/lib/health-results';

import { CATALOGUE_PATH } from '../model/paths';

const toneText = (result: HealthResult): string =>
  `${result.tone[0]?.toUpperCase() ?? ''}${result.tone.slice(1)}: ${TONE_MEANINGS[result.tone].toLowerCase()}`;

const COLUMNS: readonly Column<HealthResult>[] = [
  { key: 'label', header: 'Label', cell: (result) => result.label },
  { key: 'text', header: 'Shown text', cell: (result) => result.text },
  { key: 'tone', header: 'Tone', cell: toneText },
  { key: 'tag', header: 'Tag', cell: (result) => <HealthResultTag label={result.label} /> },
];

const titleOf = new Map(HEALTH_RESULT_KINDS.map(({ kind, title }) => [kind, title]));

/** Case-insensitive, on the label, the shown text, the tone and its meaning, and the kind. */
const matches = (result: HealthResult, search: string): boolean => {
  const needle = search.toLowerCase();
  return [result.label, result.text, toneText(result), titleOf.get(result.kind) ?? ''].some((text) =>
    text.toLowerCase().includes(needle),
  );
};

const parseSearch = (search: string) => ({ search: cleanSearch(new URLSearchParams(search).get('search')) });
const serializeSearch = ({ search }: { search: string }) =>
  search === '' ? '' : new URLSearchParams({ search }).toString();

/**
 * Master > Master Data: the health-result labels of docs/requirements.md section 3 (src/lib/health-results.ts),
 * one table per kind, searchable; the search is kept in the URL.
 */
export const CatalogueScreen = () => {
  const { params, go } = useUrlListState(CATALOGUE_PATH, parseSearch, serializeSearch);
  const groups = useMemo(() => {
    const found = HEALTH_RESULTS.filter((result) => matches(result, params.search));
    return HEALTH_RESULT_KINDS.map(({ kind, title }) => ({
      kind,
      title,
      results: found.filter((result) => result.kind === kind),
    })).filter((group) => group.results.length > 0);
  }, [params.search]);
  const count = groups.reduce((sum, group) => sum + group.results.length, 0);
  return (
    <section className="ui-screen" aria-labelledby="master-title">
      <header className="ui-header">
        <h1 id="master-title" className="ui-title">
          Master Data
        </h1>
        <p className="ui-muted">
          The health-result labels a result can carry, the text shown for each and its colour: red bad or
          high, green normal, amber borderline, blue low. The text is always shown with the colour.
        </p>
      </header>
      <div className="ui-card master-catalogue">
        <div className="ui-toolbar">
          <span className="ui-total" aria-live="polite">
            Labels: <strong>{count}</strong>
            {params.search === '' ? null : ` of ${HEALTH_RESULTS.length}`}
          </span>
          <SearchBox
            id="master-data-search"
            label="Search health-result labels"
            value={params.search}
            onSearch={(search) => go({ search })}
          />
        </div>
        {groups.length === 0 ? (
          <DataTable
            caption="Health-result labels"
            columns={COLUMNS}
            rows={[]}
            rowKey={(result) => result.label}
            emptyText="No data found"
          />
        ) : (
          groups.map((group) => (
            <section key={group.kind} className="master-group" aria-labelledby={`kind-${group.kind}`}>
              <h2 id={`kind-${group.kind}`} className="ui-subtitle">
                {group.title}
              </h2>
              <DataTable
                caption={group.title}
                columns={COLUMNS}
                rows={group.results}
                rowKey={(result) => result.label}
                emptyText="No data found"
              />
            </section>
          ))
        )}
      </div>
    </section>
  );
};
