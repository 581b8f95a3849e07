import { EditScreen } from '@/components/resource/edit-screen';
import { useRecordRoute } from '@/components/resource/record-route';

import { patientRecord } from './patient-record';
import { EDIT_ROUTE } from './patient-states';

/** Edit Patient (`patientDetails/{patient_id}/edit`, docs/patients.md): administrators and customers. */
export const EditPatientScreen = () => {
  const route = useRecordRoute(EDIT_ROUTE);
  return <EditScreen definition={patientRecord} route={route} titleId="edit-patient-title" />;
};
