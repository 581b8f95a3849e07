import { useMemo } from 'react';

import { CreateScreen } from '@/components/resource/create-screen';

import { doctorRecord } from './doctor-record';
import { useWriter } from './use-writer';

/**
 * Create Doctor (`manage/doctor/create`): administrators choose the customer; a customer's new
 * doctor is their own. A taken registration number is refused on its field (422).
 */
export const CreateDoctorScreen = () => {
  const writer = useWriter();
  const definition = useMemo(() => doctorRecord(writer), [writer]);
  return <CreateScreen definition={definition} />;
};
