import { Link } from 'wouter';

import { type CampScope, useCampScope, useScopeFilterKeys } from '@/atoms/scope';
import { CAMP_COLUMNS, campKey } from '@/components/camps-table';
import { useScopedPage } from '@/components/list-state';
import { isActive, type ListParams, listCodec } from '@/components/resource/list-params';
import { LIST_QUERY, useServerRows } from '@/components/resource/list-rows';
import { type ListDefinition, ListScreen } from '@/components/resource/list-screen';
import { useFilterCamps } from '@/generated/api/camps/camps';
import type { Camp, CampFilterRequest } from '@/generated/model';

import { absolute, ADD_CAMP_PATH, CAMPS_PATH } from '../model/paths';

/** Requirements 7.13: the list call with the global filter's ids and screen 'clinic'. */
const campsRequest = (scope: CampScope, params: ListParams, page: number): CampFilterRequest => ({
  ...scope,
  status: isActive(params),
  page,
  limit: params.rows,
  searchValue: params.search === '' ? null : params.search,
});

/** A cleared filter chip (a new scope) starts the list again at page 1. */
const useCampRows = (params: ListParams, toPage: (page: number) => void) => {
  const scope = useCampScope();
  const page = useScopedPage(scope, params.page, toPage);
  const camps = useFilterCamps(campsRequest(scope, params, page), { query: LIST_QUERY });
  return useServerRows(camps, page, params.rows, toPage);
};

const camps: ListDefinition<Camp> = {
  title: 'Camps',
  path: CAMPS_PATH,
  codec: listCodec({ status: true }),
  view: {
    id: 'camps',
    caption: 'Camps',
    columns: CAMP_COLUMNS,
    rowKey: campKey,
    // Requirements 2.7.3: the camps list's count reads 'Total Clinics'.
    totalLabel: 'Total Clinics',
    searchLabel: 'Search camps',
    status: true,
    // Requirements 8.10: a failed fetch shows 'No data found' and is only logged.
    onError: 'empty',
  },
  useRows: useCampRows,
  useFilterKeys: useScopeFilterKeys,
  // Add Camp and Camp Details return to the list as it was left.
  remember: true,
};

/** Camps list (requirements 2.7); status, search, page and rows live in the URL. */
export const CampsListScreen = () => (
  <ListScreen
    definition={camps}
    actions={
      <Link href={absolute(ADD_CAMP_PATH)} className="ui-btn">
        <i className="pi pi-plus" aria-hidden="true" /> Add Camp
      </Link>
    }
  />
);
