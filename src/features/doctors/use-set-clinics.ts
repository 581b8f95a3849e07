import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { announceSuccess } from '@/components/form/announce';
import { currentOf } from '@/components/resource/conflict';
import {
  getFilterDoctorsQueryKey,
  getGetDoctorQueryKey,
  useSetDoctorClinics,
} from '@/generated/api/doctors/doctors';
import type { Doctor } from '@/generated/model';
import { GetDoctorResponse } from '@/generated/zod/v3.zod';
import { type ApiError, toApiError } from '@/lib/http/api-error';
import { keyPrefix } from '@/lib/query-keys';
import { useSingleFlight } from '@/lib/use-single-flight';

export const CLINICS_CONFLICT_TEXT =
  "Someone else changed this doctor's clinics meanwhile. The clinics below are theirs now; check them and try again.";

/**
 * `PUT v3/doctor/{id}/clinics` with the whole set and the doctor's version (Doctor Details' Remove,
 * Assign New Clinic). A 409 puts the current doctor on the page and says so; a 422 keeps the
 * server's words; a call the server lacks is kept for the screen to say so. Failures are only
 * logged: the notice in place is the one message.
 */
export const useSetClinics = (doctor: Doctor | undefined) => {
  const client = useQueryClient();
  // The screen says why in place (the notice below); a toast would say it twice.
  const mutation = useSetDoctorClinics({ mutation: { meta: { errorMode: 'log' } } });
  const [failure, setFailure] = useState<{ text: string; error: ApiError } | null>(null);
  const flight = useSingleFlight(
    async (clinicIds: readonly number[], successText: string, onDone?: (saved: boolean) => void) => {
      if (!doctor) return;
      try {
        const saved = await mutation.mutateAsync({
          id: doctor.id,
          data: { clinic_ids: [...clinicIds], version: doctor.version },
        });
        setFailure(null);
        announceSuccess(successText);
        client.setQueryData(getGetDoctorQueryKey(doctor.id), saved);
        await Promise.all([
          client.invalidateQueries({ queryKey: getGetDoctorQueryKey(doctor.id) }),
          client.invalidateQueries({ queryKey: keyPrefix(getFilterDoctorsQueryKey()) }),
        ]);
        onDone?.(true);
      } catch (error) {
        const apiError = toApiError(error);
        const current = currentOf(apiError, GetDoctorResponse.shape.data);
        if (current) client.setQueryData(getGetDoctorQueryKey(doctor.id), current);
        setFailure({
          error: apiError,
          text: current
            ? CLINICS_CONFLICT_TEXT
            : apiError.status === 422
              ? apiError.message
              : apiError.message || 'The clinics were not saved.',
        });
        onDone?.(false);
      }
    },
  );
  return { save: flight.run, saving: flight.pending, failure };
};
