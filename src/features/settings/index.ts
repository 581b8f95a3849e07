/** Settings (docs/settings.md); the shell's route table lazy-loads it. */
import '@/components/styles/kit.css';
import './settings.css';

export { SettingsScreen } from './settings-screen';
