import { useQuery } from '@tanstack/react-query';

import { isMissingCall, MissingCall } from '@/components/resource/missing-call';
import { type ApiError, toApiError } from '@/lib/http/api-error';

import type { ExportKind } from './export-kinds';
import { ExportProgressBar } from './export-progress';
import { useExportRun } from './use-export-run';

const numbers = new Intl.NumberFormat('en');
const IN_FILTER = 'in the current filter';

interface ExportCardProps<Scope> {
  kind: ExportKind<Scope>;
  scope: Scope;
}

/**
 * One export (docs/patients.md, Export): how many rows it will have (the first page's total), then
 * Export, a progress bar with Cancel while it streams, and the outcome.
 */
export const ExportCard = <Scope,>({ kind, scope }: ExportCardProps<Scope>) => {
  const count = useQuery({
    queryKey: ['export-count', kind.id, scope],
    queryFn: ({ signal }) => kind.fetchPage(scope, 1, signal, 1).then((page) => page.total),
  });
  const { run, start, resume, cancel, reset } = useExportRun(kind, scope);
  const titleId = `export-${kind.id}-title`;
  const countError: ApiError | null = count.error ? toApiError(count.error) : null;

  const body = () => {
    if (countError && isMissingCall(countError)) return <MissingCall error={countError} />;
    if (countError)
      return (
        <div>
          <p role="alert" className="ui-message">
            {countError.message}
          </p>
          <button type="button" className="ui-btn" onClick={() => void count.refetch()}>
            Try again
          </button>
        </div>
      );
    if (count.data === undefined)
      return (
        <p role="status" className="ui-message">
          Counting {kind.title.toLowerCase()}…
        </p>
      );
    const total = count.data;
    if (total === 0)
      return (
        <p className="ui-message">
          No {kind.title.toLowerCase()} {kind.scopeWords ?? IN_FILTER}.
        </p>
      );
    switch (run.state) {
      case 'idle':
        return <ReadyLine kind={kind} total={total} onStart={() => start(total)} />;
      case 'running':
        return <ExportProgressBar kind={kind} progress={run} onCancel={cancel} />;
      case 'failed':
        return (
          <div>
            <p role="alert" className="ui-message">
              Page {run.page} could not be loaded: {run.error.message}
            </p>
            <button type="button" className="ui-btn" onClick={resume}>
              Try again
            </button>
            <button type="button" className="ui-btn ui-btn-outline" onClick={cancel}>
              Cancel
            </button>
          </div>
        );
      case 'cancelled':
        return (
          <div>
            <p role="status" className="ui-message">
              Export cancelled. Nothing was downloaded.
            </p>
            <ReadyLine kind={kind} total={total} onStart={() => start(total)} />
          </div>
        );
      case 'done':
        return (
          <div>
            <p role="status" className="ui-message">
              Downloaded {run.fileName}: {numbers.format(run.rows)} rows.
            </p>
            <button type="button" className="ui-btn ui-btn-outline" onClick={reset}>
              Export again
            </button>
          </div>
        );
    }
  };

  return (
    <section className="ui-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="ui-subtitle">
        {kind.title}
      </h2>
      {body()}
    </section>
  );
};

const ReadyLine = ({
  kind,
  total,
  onStart,
}: {
  kind: Pick<ExportKind, 'title' | 'scopeWords'>;
  total: number;
  onStart: () => void;
}) => (
  <div>
    <p className="ui-message">
      {numbers.format(total)} {total === 1 ? 'row' : 'rows'} {kind.scopeWords ?? IN_FILTER}.
    </p>
    <button type="button" className="ui-btn" onClick={onStart}>
      Export {kind.title.toLowerCase()}
    </button>
  </div>
);
