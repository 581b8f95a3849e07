/** The Export screen; the shell's route table lazy-loads it (one chunk). */
import '@/components/styles/kit.css';

export { ExportScreen } from './export-screen';
