/** The master-data screens (geography lists and the health-result catalogue); one lazy chunk. */
import '@/components/styles/kit.css';
import './master-data.css';

export { MasterScreen, type MasterView } from './master-screen';
