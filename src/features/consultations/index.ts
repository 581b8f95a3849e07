/** The doctor's working day outside the live page (issue 26, docs/telemedicine.md): one lazy chunk. */
import '@/components/styles/kit.css';
import './consultations.css';

export { PatientBookingScreen } from './booking-screen';
export { DoctorHomeScreen } from './doctor-home-screen';
export { ConsultationQueueScreen } from './queue-screen';
