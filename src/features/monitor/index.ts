/** The Monitor screen; the shell's route table lazy-loads it. */
import '@/components/styles/kit.css';

export { MonitorScreen } from './monitor-screen';
