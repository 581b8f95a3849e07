import { keepPreviousData } from '@tanstack/react-query';
import { useCallback } from 'react';
import { Link, useSearch } from 'wouter';

import { type CampScope, useCampScope, useScopeFilterKeys } from '@/atoms/scope';
import { useFilterCamps } from '@/generated/api/camps/camps';
import type { Camp, CampFilterRequest } from '@/generated/model';
import { AppliedFilterBar } from '@/components/applied-filter-bar';
import { ListPagination } from '@/components/pagination';
import { useScopedPage, useServerPage, useUrlListState } from '@/components/list-state';

import { useRememberListSearch } from '../hooks/use-list-return';
import { type CampListParams, parseListParams, serializeListParams } from '../model/list-params';
import { absolute, ADD_CAMP_PATH, CAMPS_PATH } from '../model/paths';
import { CampsTable } from '@/components/camps-table';
import { CampsToolbar } from './camps-toolbar';

/** One empty list, so the memoised table sees the same props while the first page loads. */
const NO_CAMPS: readonly Camp[] = [];

/** SPEC.md section 7: the list call with the global filter's ids and screen 'clinic'. */
const campsRequest = (scope: CampScope, params: CampListParams, page: number): CampFilterRequest => ({
  ...scope,
  status: params.status === 'active',
  page,
  limit: params.rows,
  searchValue: params.search === '' ? null : params.search,
});

/** Camps list (SPEC.md section 2.7); status, search, page and rows live in the URL. */
export const CampsListScreen = () => {
  const { params, go } = useUrlListState(CAMPS_PATH, parseListParams, serializeListParams);
  useRememberListSearch(useSearch());
  const scope = useCampScope();
  const takes = useScopeFilterKeys();
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  // A cleared filter chip (a new scope) starts the list again at page 1.
  const page = useScopedPage(scope, params.page, toPage);
  const request = campsRequest(scope, params, page);
  // A failed fetch shows 'No data found' and is only logged (SPEC.md section 8).
  const camps = useFilterCamps(request, {
    query: { meta: { errorMode: 'log' }, placeholderData: keepPreviousData },
  });

  const { data, total = 0, pageCount } = useServerPage(camps, page, params.rows, toPage);

  return (
    <section className="ui-screen" aria-labelledby="camps-title">
      <header className="ui-header">
        <h1 id="camps-title" className="ui-title">
          Camps
        </h1>
        <Link href={absolute(ADD_CAMP_PATH)} className="ui-btn">
          <i className="pi pi-plus" aria-hidden="true" /> Add Camp
        </Link>
      </header>
      <AppliedFilterBar takes={takes} />
      <div className="ui-card">
        <CampsToolbar
          status={params.status}
          search={params.search}
          total={total}
          onStatus={(status) => go({ status, page: 1 })}
          onSearch={(value) => go({ search: value, page: 1 })}
        />
        <CampsTable camps={data?.records ?? NO_CAMPS} loading={camps.isPending} />
        <ListPagination label="Camps pages" page={page} pageCount={pageCount} rows={params.rows} go={go} />
      </div>
    </section>
  );
};
