import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, Path } from 'react-hook-form';

import { type ApiError, toApiError } from '@/lib/http/api-error';
import { useSingleFlight } from '@/lib/use-single-flight';

import { announceSuccess } from '../form/announce';
import type { EntityForm } from '../form/use-entity-form';
import { currentOf } from './conflict';
import type { RecordBase, RecordDefinition } from './record-definition';

interface SaveOptions<Rec, Payload> {
  write: (payload: Payload) => Promise<Rec>;
  successText: (saved: Rec) => string;
  onSaved: (saved: Rec) => void;
  /** A 409 with the record as it is now (edits only). */
  onConflict?: (current: Rec) => void;
}

/** A refusal's `field` (422, requirements 11) when the form has that field. */
const refusedField = (error: ApiError, fields: Readonly<Record<string, unknown>>): string | null => {
  if (error.status !== 422 || typeof error.body !== 'object' || error.body === null) return null;
  const field = (error.body as { field?: unknown }).field;
  return typeof field === 'string' && field in fields ? field : null;
};

/**
 * Save for a record form: one request at a time (a double click sends one), one success toast, the
 * caches refreshed through the generated keys, then `onSaved`. On failure the form keeps what was
 * typed; the reporter has shown one error toast. A refusal that names a field shows on that field;
 * a 409 hands the current record to `onConflict`; a call the server lacks is kept for the screen to
 * say so.
 */
export const useRecordSave = <Rec extends RecordBase, Values extends FieldValues, Payload>(
  definition: RecordDefinition<Rec, Values, Payload>,
  form: EntityForm<Values, Payload>,
  options: SaveOptions<Rec, Payload>,
) => {
  const client = useQueryClient();
  const [missing, setMissing] = useState<ApiError | null>(null);
  const { run, pending } = useSingleFlight(
    form.submitWith(async (payload) => {
      try {
        const saved = await options.write(payload);
        setMissing(null);
        announceSuccess(options.successText(saved));
        await definition.invalidate(client, saved);
        options.onSaved(saved);
      } catch (error) {
        const apiError = toApiError(error);
        if (apiError.kind === 'missing-call') setMissing(apiError);
        const field = refusedField(apiError, definition.form.fields);
        if (field !== null) {
          form.form.setError(
            field as Path<Values>,
            { type: 'server', message: apiError.message },
            { shouldFocus: false },
          );
          document.getElementById(form.idOf(field))?.focus();
        }
        const current = currentOf(apiError, definition.recordSchema);
        if (current) options.onConflict?.(current);
      }
    }),
  );
  return { save: run, saving: pending, missing };
};
