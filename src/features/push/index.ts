export { startPush } from './start-push';
