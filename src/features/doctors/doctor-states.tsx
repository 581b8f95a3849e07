import type { ReactNode } from 'react';

import { type Back, ScreenHeader } from '@/components/screen-header';
import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { toApiError } from '@/lib/http/api-error';

/** The server's refusal of another customer's (or another doctor's) doctor, when it gives no words. */
export const FOREIGN_TEXT = 'This doctor is not one of yours.';

export const badIdText = (raw: string): string =>
  `'${raw}' is not a doctor id: an id is a whole number from 1.`;

export const notFoundText = (id: number): string =>
  `No doctor with ID ${id} was found. It may have been removed.`;

/** A message in place of the doctor, with Try again where asking again may help. */
export const Message = ({ text, onRetry }: { text: string; onRetry?: () => void }) => (
  <div className="ui-card">
    <p role="alert" className="ui-message">
      {text}{' '}
      {onRetry ? (
        <button type="button" className="ui-btn ui-btn-outline ui-btn-sm" onClick={onRetry}>
          Try again
        </button>
      ) : null}
    </p>
  </div>
);

export const Loading = () => (
  <div className="ui-card">
    <p role="status" className="ui-message">
      Loading...
    </p>
  </div>
);

/**
 * What the doctor screens show in place of a doctor that is not there (yet): loading, a call the
 * server lacks, 404, 403 (never the data), any other failure with Try again.
 */
export const DoctorState = ({
  id,
  query,
}: {
  id: number;
  query: { isPending: boolean; error: unknown; refetch: () => unknown };
}) => {
  if (query.isPending) return <Loading />;
  const error = toApiError(query.error);
  if (isMissingCall(error)) return <MissingCall error={error} />;
  if (error.status === 404) return <Message text={notFoundText(id)} />;
  if (error.status === 403) return <Message text={error.message || FOREIGN_TEXT} />;
  return <Message text="Error loading data" onRetry={() => void query.refetch()} />;
};

/** A doctor screen's section: header (Back, title, actions) and its content. */
export const Frame = ({
  titleId,
  title,
  back,
  actions,
  className,
  children,
}: {
  titleId: string;
  title: string;
  back?: Back;
  actions?: ReactNode;
  className?: string;
  children: ReactNode;
}) => (
  <section
    className={['ui-screen', 'doctor-screen', className].filter(Boolean).join(' ')}
    aria-labelledby={titleId}
  >
    <ScreenHeader titleId={titleId} title={title} {...(back ? { back } : {})}>
      {actions}
    </ScreenHeader>
    {children}
  </section>
);
