/** Kiosk Configuration: the rollouts, New rollout and a rollout's page (docs/kiosk-rollouts.md). */
import '@/components/styles/kit.css';

export { CreateKioskRolloutScreen } from './rollout-create-screen';
export { KioskRolloutScreen } from './rollout-details-screen';
export { KioskRolloutsScreen } from './rollout-list-screen';
