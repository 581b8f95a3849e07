import type { QueryClient, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { Link } from 'wouter';

import { type Column, DataTable } from '@/components/data-table';
import type { FieldValue } from '@/components/resource/catalogue/values';
import { LIST_QUERY } from '@/components/resource/list-rows';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import {
  getFilterQuestionCategoriesQueryKey,
  getFilterQuestionOptionsQueryKey,
  getFilterQuestionsQueryKey,
  getGetQuestionCategoryQueryKey,
  getGetQuestionOptionQueryKey,
  getGetQuestionQueryKey,
} from '@/generated/api/questionnaires/questionnaires';
import { getFilterTestTypesQueryKey } from '@/generated/api/tests/tests';
import { absolute } from '@/lib/app-paths';
import { toApiError } from '@/lib/http/api-error';
import type { ErrorMeta } from '@/lib/http/report-error';
import { keyPrefix } from '@/lib/query-keys';

/** What the questionnaire forms hold: the catalogue layer's values (text, numbers as typed, rows). */
export type Values = Record<string, FieldValue | readonly Record<string, string>[]>;

/** Read hooks: failures are shown by the screen, so only logged. */
export const RECORD_QUERY: { query: { meta: ErrorMeta } } = { query: { meta: { errorMode: 'log' } } };

/** A child list on its parent's page: all of them (the contract's largest page), active or not. */
export const CHILDREN = { page: 1, limit: 100, searchValue: null } as const;
export { LIST_QUERY };

/** Every GET of one call family, whatever the id ('/v3/question/' from the generated key of id 0). */
const recordsOf = (key: (id: number) => readonly unknown[]) => {
  const prefix = String(key(0)[0]).replace(/0$/, '');
  return ({ queryKey }: { queryKey: readonly unknown[] }) =>
    typeof queryKey[0] === 'string' && queryKey[0].startsWith(prefix);
};

/**
 * After any questionnaire change: a category's count and highest total follow its questions and
 * options, a question's page names its category, an option's its question; test types name their
 * questionnaire. One change refreshes them all (only what is on screen is fetched again).
 */
export const refreshQuestionnaires = async (client: QueryClient): Promise<void> => {
  await Promise.all([
    ...[
      getFilterQuestionCategoriesQueryKey,
      getFilterQuestionsQueryKey,
      getFilterQuestionOptionsQueryKey,
      getFilterTestTypesQueryKey,
    ].map((key) => client.invalidateQueries({ queryKey: keyPrefix(key()) })),
    ...[getGetQuestionCategoryQueryKey, getGetQuestionQueryKey, getGetQuestionOptionQueryKey].map((key) =>
      client.invalidateQueries({ predicate: recordsOf(key) }),
    ),
  ]);
};

export const statusText = (record: { status: boolean }): string => (record.status ? 'Active' : 'Inactive');

export const recordLink = (href: string, text: string) => (
  <Link href={absolute(href)} className="ui-link">
    {text}
  </Link>
);

interface ChildRecordsProps<Row extends { id: number }> {
  /** 'Questions': the section's heading and the table's name. */
  title: string;
  id: string;
  add: { href: string; label: string };
  query: UseQueryResult<{ records: Row[]; total_count: number }, unknown>;
  columns: readonly Column<Row>[];
  emptyText: string;
  errorText: string;
  children?: ReactNode;
}

const byId = (row: { id: number }): number => row.id;

/** A record's children on its page (a category's questions, a question's options), in order, with Add. */
export const ChildRecords = <Row extends { id: number }>(props: ChildRecordsProps<Row>) => {
  const { title, id, add, query, columns, emptyText, errorText, children } = props;
  const error = query.isError ? toApiError(query.error) : null;
  const { refetch } = query;
  const retry = useCallback(() => void refetch(), [refetch]);
  const shown = query.data?.records.length ?? 0;
  const total = query.data?.total_count ?? 0;
  return (
    <section className="ui-card" aria-labelledby={`${id}-title`}>
      <header className="ui-header">
        <h2 id={`${id}-title`} className="ui-subtitle">
          {title}
        </h2>
        <Link href={absolute(add.href)} className="ui-btn">
          <i className="pi pi-plus" aria-hidden="true" /> {add.label}
        </Link>
      </header>
      {children}
      {error && isMissingCall(error) ? (
        <MissingCall error={error} />
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={query.data?.records ?? []}
          rowKey={byId}
          emptyText={query.isPending ? 'Loading...' : emptyText}
          busy={query.isFetching}
          errorText={error ? errorText : undefined}
          onRetry={retry}
        />
      )}
      {total > shown ? <p className="ui-total">{`The first ${shown} of ${total} are shown.`}</p> : null}
    </section>
  );
};
