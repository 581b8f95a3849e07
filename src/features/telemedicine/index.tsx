/** Telemedicine and Consultation Details (issue 26, docs/telemedicine.md): one lazy chunk. */
import '@/components/styles/kit.css';
import './telemedicine.css';

export { ConsultationDetailsScreen } from './consultation-details-screen';
export { TelemedicineScreen } from './telemedicine-screen';
