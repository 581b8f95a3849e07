import { useQueryClient } from '@tanstack/react-query';

import { useAssignClinicToCamp } from '@/generated/api/camps/camps';
import type { Clinic } from '@/generated/model';
import { toApiError } from '@/lib/http/api-error';
import { showToast } from '@/lib/toast';

import { useSingleFlightByKey } from '../hooks/use-single-flight-by-key';
import { LOG_ONLY } from '../model/query-meta';
import { refreshAssignments } from '../model/refresh';

export const ASSIGNED_TEXT = 'Assigned Successfully';
export const ASSIGN_FAILED_TEXT = 'Failed to assign clinic to camp';

const announceFailure = (reason: string | null) =>
  showToast({ severity: 'error', summary: ASSIGN_FAILED_TEXT, ...(reason ? { detail: reason } : {}) });

interface AssignOptions {
  campId: number;
  /** Called after a success, to clear that row's group (docs/requirements.md section 2.10). */
  onAssigned: (clinicId: number) => void;
}

/**
 * Add on Assign New Clinics. One request at a time per clinic (a double click on a row's Add sends
 * one), but rows do not wait for each other: `pending` holds every clinic whose request is out.
 */
export const useAssignClinic = ({ campId, onAssigned }: AssignOptions) => {
  const queryClient = useQueryClient();
  // The failure toast is this screen's own text, so the generic reporter only logs.
  const assign = useAssignClinicToCamp({ mutation: { meta: LOG_ONLY } });
  return useSingleFlightByKey(async (clinicId: Clinic['id'], groupId: number) => {
    try {
      const result = await assign.mutateAsync({
        data: { camp_id: campId, clinic_id: clinicId, group_id: groupId },
      });
      if (result.error) {
        announceFailure(result.message.trim() || null);
        return;
      }
      onAssigned(clinicId);
      showToast({ severity: 'success', summary: 'Success', detail: ASSIGNED_TEXT });
      await refreshAssignments(queryClient, campId);
    } catch (error) {
      const apiError = toApiError(error);
      if (apiError.kind !== 'unauthorized') announceFailure(apiError.message);
    }
  });
};
