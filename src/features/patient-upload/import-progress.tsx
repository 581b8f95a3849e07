import type { Phase } from './use-upload';

interface ImportProgressProps {
  phase: Phase;
  done: number;
  total: number;
  errors: number;
  started: number | null;
  onStop: () => void;
  onResume: () => void;
  onFinish: () => void;
}

const timeLeft = (done: number, total: number, started: number | null): string => {
  if (started === null || done === 0 || done >= total) return '';
  const seconds = Math.ceil((((Date.now() - started) / done) * (total - done)) / 1000);
  return `, about ${seconds} s left`;
};

/** The import's progress bar (done, total, errors, time left), Stop, and Resume after a pause. */
export const ImportProgress = ({
  phase,
  done,
  total,
  errors,
  started,
  onStop,
  onResume,
  onFinish,
}: ImportProgressProps) => (
  <section aria-labelledby="upload-progress-title" className="ui-card">
    <h2 id="upload-progress-title" className="ui-subtitle">
      Importing
    </h2>
    <progress aria-labelledby="upload-progress-title" max={total} value={done} />
    <p role="status">
      {done} of {total} sent, {errors} not imported{timeLeft(done, total, started)}
    </p>
    {phase.kind === 'paused' && <p role="alert">{phase.reason}</p>}
    <div className="ui-actions">
      {phase.kind === 'importing' && (
        <button type="button" className="ui-btn ui-btn-danger" onClick={onStop}>
          Stop
        </button>
      )}
      {phase.kind === 'paused' && (
        <>
          <button type="button" className="ui-btn" onClick={onResume}>
            Resume
          </button>
          <button type="button" className="ui-btn ui-btn-outline" onClick={onFinish}>
            End here
          </button>
        </>
      )}
    </div>
  </section>
);
