import { keepPreviousData } from '@tanstack/react-query';
import { useAtomValue } from 'jotai';
import { useCallback } from 'react';

import { useClinicScope, useScopeFilterKeys } from '@/atoms/scope';
import { userRoleAtom } from '@/atoms/session';
import { AppliedFilterBar } from '@/components/applied-filter-bar';
import {
  parsePagedSearch,
  serializePaged,
  useScopedPage,
  useServerPage,
  useUrlListState,
} from '@/components/list-state';
import { ListPagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { useFilterClinics } from '@/generated/api/clinics/clinics';
import type { ClinicFilterRequest } from '@/generated/model';
import type { ErrorMeta } from '@/lib/http/report-error';

import { ClinicsTable } from './clinics-table';
import { useCustomerNames } from './use-customer-names';

/** SPEC.md section 8: the clinic list is a filter list; a failed load is logged and shows 'No data found'. */
const LOG_ONLY: ErrorMeta = { errorMode: 'log' };

interface ClinicListScreenProps {
  title: string;
  /** The screen's absolute path, where its URL state is written. */
  path: string;
}

/**
 * Clinics (administrators) and Customer Clinics (customers): `POST v3/Clinic/filter`, scoped by
 * the applied filter (`useClinicScope`: the filter's customer for an administrator, the user's own
 * id for anyone else), searched on Enter or the icon, paged 5/10/20; search, page and rows live in
 * the URL. Both routes render this one list: the scope rule, not the route, decides what a role sees.
 */
export const ClinicListScreen = ({ title, path }: ClinicListScreenProps) => {
  const { params, go } = useUrlListState(path, parsePagedSearch, serializePaged);
  const scope = useClinicScope();
  const takes = useScopeFilterKeys();
  const isAdministrator = useAtomValue(userRoleAtom) === 'Administrator';
  const toPage = useCallback((page: number) => go({ page }, true), [go]);
  const page = useScopedPage(scope, params.page, toPage);
  const request: ClinicFilterRequest = {
    ...scope,
    searchValue: params.search === '' ? null : params.search,
    page,
    limit: params.rows,
  };
  const clinics = useFilterClinics(request, {
    query: { meta: LOG_ONLY, placeholderData: keepPreviousData },
  });
  const customers = useCustomerNames(isAdministrator);

  const { data, total = 0, pageCount } = useServerPage(clinics, page, params.rows, toPage);

  return (
    <section className="ui-screen" aria-labelledby="clinics-title">
      <div className="ui-header">
        <h1 id="clinics-title" className="ui-title">
          {title}
        </h1>
      </div>
      <AppliedFilterBar takes={takes} />
      <div className="ui-card">
        <div className="ui-toolbar">
          <span className="ui-total" aria-live="polite">
            Total Clinics: <strong>{total}</strong>
          </span>
          <SearchBox
            id="clinics-search"
            label="Search clinics"
            value={params.search}
            onSearch={(search) => go({ search, page: 1 })}
          />
        </div>
        <ClinicsTable
          clinics={data?.records ?? []}
          loading={clinics.isPending}
          customerOf={isAdministrator ? (clinic) => customers.nameOf(clinic.user_id) : undefined}
        />
        <ListPagination
          label={`${title} pages`}
          page={page}
          pageCount={pageCount}
          rows={params.rows}
          go={go}
        />
      </div>
    </section>
  );
};
