/** Upload Patients (docs/patients.md): the shell's route table lazy-loads it (one chunk). */
import '@/components/styles/kit.css';

export { UploadPatientsScreen } from './upload-screen';
