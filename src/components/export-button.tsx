import { useState } from 'react';

import { toApiError } from '@/lib/http/api-error';

/**
 * Export to CSV for a list (docs/ui-kit.md): `run` writes every row the filters match, not only the
 * page shown, and answers how many; the note after it says so ("12 kiosks exported.") or why it
 * failed, in a status region.
 */
export const ExportButton = ({ run, noun }: { run: () => Promise<number>; noun: string }) => {
  const [state, setState] = useState<{ busy: boolean; note: string }>({ busy: false, note: '' });
  const start = async () => {
    setState({ busy: true, note: 'Exporting…' });
    try {
      const count = await run();
      setState({ busy: false, note: `${count} ${noun} exported.` });
    } catch (error) {
      setState({ busy: false, note: `The export failed: ${toApiError(error).message} Try again.` });
    }
  };
  return (
    <>
      <button
        type="button"
        className="ui-btn ui-btn-outline"
        disabled={state.busy}
        onClick={() => void start()}
      >
        Export to CSV
      </button>
      <span role="status" className="ui-muted">
        {state.note}
      </span>
    </>
  );
};
