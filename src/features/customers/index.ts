/** The Customers screen; the shell's route table lazy-loads it. */
import '@/components/styles/kit.css';

export { CustomersScreen } from './customers-screen';
