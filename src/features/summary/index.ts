/** Summary and Summary Tests (issue 25); the shell's route table lazy-loads them (one chunk). */
import '@/components/styles/kit.css';
import './summary.css';

export { SummaryScreen } from './summary-screen';
export { SummaryTestsScreen } from './summary-tests-screen';
