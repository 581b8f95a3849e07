import type { ApiError } from '@/lib/http/api-error';

/** A failure that is a proposed call this server does not have yet (docs/proposed-api.md). */
export const isMissingCall = (error: ApiError | null | undefined): boolean => error?.kind === 'missing-call';

/**
 * requirements 10: 'This screen needs {METHOD} {path}, which this server does not provide yet.',
 * inside the layout in place of the part that needs the call. The HTTP layer has logged it once;
 * there is no toast and no Try again (asking again would get the same answer).
 */
export const MissingCall = ({ error }: { error: ApiError }) => (
  <div className="ui-card">
    <p role="alert" className="ui-message">
      {error.message}
    </p>
  </div>
);
