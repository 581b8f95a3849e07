export { startPush } from './start-push';
export type { PushOffReason, PushState } from './push-state';
