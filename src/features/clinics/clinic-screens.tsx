import { useParams } from 'wouter';

import { CreateScreen } from '@/components/resource/create-screen';
import { EditScreen } from '@/components/resource/edit-screen';
import { useRecordRoute } from '@/components/resource/record-route';
import { RecordScreen } from '@/components/resource/record-screen';
import { parseId } from '@/lib/ids';

import { clinicRecord } from './clinic-record';

const CLINIC_ROUTE = { singular: 'Clinic', param: 'clinic_id' } as const;

/** Create Clinic (`manage/clinic/create`): Save goes to the new clinic's page. */
export const CreateClinicScreen = () => <CreateScreen definition={clinicRecord} />;

/** Clinic Details (`manage/clinic/clinicDetails/{clinic_id}`): profile, activity, Edit, Disable/Enable. */
export const ClinicDetailsScreen = () => {
  const raw = useParams<{ clinic_id?: string }>().clinic_id;
  return <RecordScreen definition={clinicRecord} id={parseId(raw)} raw={raw} />;
};

/** Edit Clinic (`manage/clinic/clinicDetails/{clinic_id}/editClinics`), on its own route. */
export const EditClinicScreen = () => (
  <EditScreen definition={clinicRecord} route={useRecordRoute(CLINIC_ROUTE)} title="Edit Clinic" />
);
