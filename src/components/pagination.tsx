import { useId } from 'react';

import { type PagedParams, parseRows, ROWS_OPTIONS, type RowsOption } from './list-state';
import { pageItems } from './page-items';

interface PaginationProps {
  /** Names the navigation landmark, e.g. 'Camps pages'. */
  label: string;
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
  rows?: number;
  rowsOptions?: readonly number[];
  onRows?: (rows: number) => void;
}

/** First, previous, numbered pages with ellipses (first and last always shown), next, last. */
export const Pagination = ({
  label,
  page,
  pageCount,
  onPage,
  rows,
  rowsOptions,
  onRows,
}: PaginationProps) => {
  const rowsId = useId();
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <nav className="ui-pager" aria-label={label}>
      <div className="ui-pager-pages">
        <button
          type="button"
          className="ui-pager-btn"
          aria-label="First page"
          disabled={atStart}
          onClick={() => onPage(1)}
        >
          «
        </button>
        <button
          type="button"
          className="ui-pager-btn"
          aria-label="Previous page"
          disabled={atStart}
          onClick={() => onPage(page - 1)}
        >
          ‹
        </button>
        {pageItems(page, pageCount).map((item) =>
          item.type === 'gap' ? (
            <span key={item.key} className="ui-pager-gap" aria-hidden="true">
              …
            </span>
          ) : (
            <button
              key={item.page}
              type="button"
              className="ui-pager-btn"
              aria-label={`Page ${item.page}`}
              aria-current={item.page === page ? 'page' : undefined}
              onClick={() => onPage(item.page)}
            >
              {item.page}
            </button>
          ),
        )}
        <button
          type="button"
          className="ui-pager-btn"
          aria-label="Next page"
          disabled={atEnd}
          onClick={() => onPage(page + 1)}
        >
          ›
        </button>
        <button
          type="button"
          className="ui-pager-btn"
          aria-label="Last page"
          disabled={atEnd}
          onClick={() => onPage(pageCount)}
        >
          »
        </button>
      </div>
      {onRows && rowsOptions && rows !== undefined ? (
        <div className="ui-pager-rows">
          <label htmlFor={rowsId}>Rows per page</label>
          <select
            id={rowsId}
            className="ui-input"
            value={rows}
            onChange={(event) => onRows(Number(event.target.value))}
          >
            {rowsOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      ) : null}
    </nav>
  );
};

interface ListPaginationProps {
  label: string;
  page: number;
  pageCount: number;
  rows: RowsOption;
  /** The list's URL state: a page or rows change is a new history entry; rows go back to page 1. */
  go: (next: Partial<PagedParams>) => void;
}

/** The pager every list uses: pages and rows per page (ROWS_OPTIONS) kept in the URL. */
export const ListPagination = ({ label, page, pageCount, rows, go }: ListPaginationProps) => (
  <Pagination
    label={label}
    page={Math.min(page, pageCount)}
    pageCount={pageCount}
    onPage={(next) => go({ page: next })}
    rows={rows}
    rowsOptions={ROWS_OPTIONS}
    onRows={(next) => go({ rows: parseRows(String(next)), page: 1 })}
  />
);
