import { type Column, DataTable } from '../data-table';
import { ListTotal } from '../list-total';
import type { PagedParams } from '../list-state';
import { ListPagination } from '../pagination';
import { SearchBox } from '../search-box';
import type { ListParams, StatusFilter } from './list-params';
import type { ListRows } from './list-rows';
import { StatusSelect } from './status-select';

export const NO_DATA_TEXT = 'No data found';
export const LOADING_TEXT = 'Loading...';

/** How a list looks: everything but where its rows come from. */
export interface ListView<Row> {
  /** Prefix of the list's element ids ('clinics' gives 'clinics-search'). */
  id: string;
  /** Names the table and the pager for screen readers. */
  caption: string;
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  /** 'Total Clinics'; the count follows it. */
  totalLabel: string;
  /** The search box's accessible name; no search box without it. */
  searchLabel?: string;
  /** An Active/Inactive filter (the `status` URL parameter). */
  status?: boolean;
  /**
   * 'retry' (default): a failed load says `errorText` with Try again. 'empty': the table says
   * 'No data found' and the failure is only logged (requirements 8.10, 8.11).
   */
  onError?: 'retry' | 'empty';
  errorText?: string;
  /** In place of 'No data found' (a picker screen before a parent is chosen). */
  emptyText?: string;
}

export interface ResourceListProps<Row> {
  view: ListView<Row>;
  result: ListRows<Row>;
  params: Pick<ListParams, 'search' | 'rows' | 'status'>;
  go: (next: Partial<PagedParams & { status: StatusFilter }>) => void;
}

/**
 * The inside of every list's card (docs/ui-kit.md): status filter and count, search on Enter or its
 * icon, the table with its loading, empty and error states, and the pager; every change goes
 * through the list's URL state (`go`), so a link or the back button shows the same page.
 */
export const ResourceList = <Row,>({ view, result, params, go }: ResourceListProps<Row>) => {
  const failed = result.error !== null && !result.loading;
  const showError = failed && (view.onError ?? 'retry') === 'retry';
  const searched = params.search !== '' && result.unfiltered !== undefined;
  return (
    <>
      <div className="ui-toolbar">
        <div className="ui-toolbar-group">
          {view.status ? (
            <StatusSelect
              id={`${view.id}-status`}
              value={params.status}
              onChange={(status) => go({ status, page: 1 })}
            />
          ) : null}
          <ListTotal
            label={view.totalLabel}
            total={result.total}
            loading={result.loading}
            of={searched ? result.unfiltered : undefined}
          />
        </div>
        {view.searchLabel ? (
          <SearchBox
            id={`${view.id}-search`}
            label={view.searchLabel}
            value={params.search}
            onSearch={(search) => go({ search, page: 1 })}
          />
        ) : null}
      </div>
      <DataTable
        caption={view.caption}
        columns={view.columns}
        rows={result.rows}
        rowKey={view.rowKey}
        emptyText={result.loading ? LOADING_TEXT : (view.emptyText ?? NO_DATA_TEXT)}
        busy={result.busy}
        errorText={
          showError ? (view.errorText ?? `The ${view.caption.toLowerCase()} could not be loaded.`) : undefined
        }
        onRetry={result.retry}
      />
      <ListPagination
        label={`${view.caption} pages`}
        page={result.page}
        pageCount={result.pageCount}
        rows={params.rows}
        go={go}
      />
    </>
  );
};
