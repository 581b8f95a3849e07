/** Live Consultation and its printable prescription (issue 26, docs/telemedicine.md): one lazy chunk. */
import '@/components/styles/kit.css';

export { LiveConsultationScreen } from './live-consultation-screen';
