import type { ExportKind } from './export-kinds';
import type { ExportProgress } from './use-export-run';

const numbers = new Intl.NumberFormat('en');

/** 'about 12 s left', from the pace so far; nothing until the first page is in. */
export const timeLeftText = (progress: ExportProgress, now: number = Date.now()): string => {
  if (progress.rowsDone === 0 || progress.total <= progress.rowsDone) return '';
  const perRow = (now - progress.startedAt) / progress.rowsDone;
  const seconds = Math.ceil((perRow * (progress.total - progress.rowsDone)) / 1000);
  return seconds >= 60 ? `about ${Math.ceil(seconds / 60)} min left` : `about ${seconds} s left`;
};

interface ExportProgressBarProps {
  kind: Pick<ExportKind, 'title'>;
  progress: ExportProgress;
  onCancel: () => void;
}

/** The running export: pages and rows done against the total, time left, and Cancel. */
export const ExportProgressBar = ({ kind, progress, onCancel }: ExportProgressBarProps) => {
  const left = timeLeftText(progress);
  return (
    <div>
      <progress
        className="export-progress"
        aria-label={`${kind.title} export`}
        max={progress.total}
        value={progress.rowsDone}
      />
      <p role="status" className="ui-message">
        Page {progress.pagesDone} of {progress.pages}: {numbers.format(progress.rowsDone)} of{' '}
        {numbers.format(progress.total)} rows{left ? `, ${left}` : ''}.
      </p>
      <button type="button" className="ui-btn ui-btn-outline" onClick={onCancel}>
        Cancel
      </button>
    </div>
  );
};
