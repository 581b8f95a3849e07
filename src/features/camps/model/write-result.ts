import type { MessageResult } from '@/generated/model';
import { showToast } from '@/lib/toast';

const REFUSED_FALLBACK = 'The server refused the change.';

/**
 * Camp writes answer 200 with `{ error, message }` (SPEC.md section 8): an error flag shows the
 * server's message as an error toast; otherwise the spec's success text is shown. A request that
 * fails outright never gets here: the query client's reporter toasts its message.
 */
export const announceWriteResult = (result: MessageResult, successText: string): boolean => {
  if (result.error) {
    showToast({ severity: 'error', summary: 'Error', detail: result.message.trim() || REFUSED_FALLBACK });
    return false;
  }
  showToast({ severity: 'success', summary: 'Success', detail: successText });
  return true;
};
