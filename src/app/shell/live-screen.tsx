import { IdleWatcher } from '../idle-watcher';
import { PLACEHOLDER, type Screen, type ScreenProps } from '../screens';

/**
 * Live Consultation (requirements 2.13): its content is not built yet, but its idle watcher is. The
 * watcher belongs to the shell, so the page is the shell's own component around the placeholder.
 */
const LivePage = ({ title }: ScreenProps) => (
  <>
    <IdleWatcher />
    <PLACEHOLDER.Component title={title} />
  </>
);
LivePage.preload = PLACEHOLDER.Component.preload;

export const LIVE: Screen = { key: 'live', Component: LivePage };
