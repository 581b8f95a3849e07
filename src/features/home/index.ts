/** The dashboard home; the shell's route table lazy-loads it. */
import '@/components/styles/kit.css';
import './home.css';

export { HomeScreen } from './home-screen';
