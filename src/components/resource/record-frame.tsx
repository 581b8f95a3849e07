import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';

import { type ApiError, toApiError } from '@/lib/http/api-error';
import type { ErrorMeta } from '@/lib/http/report-error';

import { type Back, ScreenHeader } from '../screen-header';
import type { RecordRoute } from './record-route';
import { RecordLoading, RecordMessage, RecordState } from './record-state';

/** A record's read: its failures are the frame's states, so the query only logs them. */
export const RECORD_QUERY = { meta: { errorMode: 'log' } satisfies ErrorMeta } as const;

interface Heading {
  title: string;
  titleId: string;
  className?: string | undefined;
  back?: Back | undefined;
  actions?: ReactNode;
  children: ReactNode;
}

const Shell = ({ title, titleId, className, back, actions, children }: Heading) => (
  <section className={['ui-screen', className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
    <ScreenHeader titleId={titleId} title={title} {...(back ? { back } : {})}>
      {actions}
    </ScreenHeader>
    {children}
  </section>
);

export interface RecordFrameProps<Rec> {
  route: RecordRoute;
  /** The read hook (a generated one with `RECORD_QUERY`); called with a valid id only. */
  useRecord: (id: number) => UseQueryResult<Rec, unknown>;
  /** The title while there is no record to show (a bad id, loading, a failure): 'Patient Details'. */
  title: string;
  /** The title once the record is there: 'Patient: Asha Rao'. */
  titleOf?: (record: Rec) => string;
  /** The heading's id, which labels the screen's section. */
  titleId?: string;
  /** Classes beside `ui-screen` (a print layout). */
  className?: string;
  back?: Back;
  /** Back once the record is there, where that depends on the record (a question's category). */
  backOf?: (record: Rec) => Back;
  /** The header's actions: given the record once it is there, else null and the failure if any. */
  actions?: (record: Rec | null, error: ApiError | null) => ReactNode;
  /** Try again after a failure shows Loading... until the answer (else the failure stays meanwhile). */
  loadingOnRetry?: boolean;
  /** The page below the header, from the record. */
  children: (record: Rec) => ReactNode;
}

type Found = Extract<RecordRoute, { id: number }>;

const Loaded = <Rec,>({ found, ...props }: Omit<RecordFrameProps<Rec>, 'route'> & { found: Found }) => {
  const query = props.useRecord(found.id);
  const heading = { titleId: props.titleId ?? 'record-title', className: props.className };
  if (query.isPending || query.isError) {
    const error = query.isError ? toApiError(query.error) : null;
    const loading = query.isPending || (props.loadingOnRetry === true && query.isFetching);
    return (
      <Shell {...heading} title={props.title} back={props.back} actions={props.actions?.(null, error)}>
        {loading ? (
          <RecordLoading />
        ) : (
          <RecordState
            query={query}
            notFound={found.notFound}
            {...(found.foreign === undefined ? {} : { foreign: found.foreign })}
          />
        )}
      </Shell>
    );
  }
  const record = query.data;
  return (
    <Shell
      {...heading}
      title={props.titleOf?.(record) ?? props.title}
      back={props.backOf?.(record) ?? props.back}
      actions={props.actions?.(record, null)}
    >
      {props.children(record)}
    </Shell>
  );
};

/**
 * A record's screen around what is particular to it (docs/adding-a-screen.md): the header (Back,
 * the title, the actions) and, in place of the record, its states: a bad id (no call made),
 * Loading..., a call the server lacks, not found, the refusal of someone else's record (403) and any
 * other failure with Try again. Another id starts fresh (the view is keyed by it).
 */
export const RecordFrame = <Rec,>(props: RecordFrameProps<Rec>) => {
  const { route, ...rest } = props;
  if (route.id === null) {
    return (
      <Shell
        title={props.title}
        titleId={props.titleId ?? 'record-title'}
        className={props.className}
        back={props.back}
        actions={props.actions?.(null, null)}
      >
        <RecordMessage text={route.message} />
      </Shell>
    );
  }
  return <Loaded key={route.id} {...rest} found={route} />;
};
