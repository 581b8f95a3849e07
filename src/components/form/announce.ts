import type { MessageResult } from '@/generated/model';
import { showToast } from '@/lib/toast';

const REFUSED_FALLBACK = 'The server refused the change.';

/**
 * A saved change: one success toast. A failed request never gets here: the query client's reporter
 * shows its one error toast (src/lib/http/report-error.ts).
 */
export const announceSuccess = (text: string): void => {
  showToast({ severity: 'success', summary: 'Success', detail: text });
};

/**
 * Writes that answer 200 with `{ error, message }` (the camp calls, requirements 8.5): an error flag
 * shows the server's message as an error toast; otherwise the success text. True when saved.
 */
export const announceWriteResult = (result: MessageResult, successText: string): boolean => {
  if (result.error) {
    showToast({ severity: 'error', summary: 'Error', detail: result.message.trim() || REFUSED_FALLBACK });
    return false;
  }
  announceSuccess(successText);
  return true;
};
