import { IdleWatcher } from '../idle-watcher';
import { liveScreens, type Screen, type ScreenProps } from '../screens';

const CONTENT = liveScreens('LiveConsultationScreen');

/**
 * Live Consultation (requirements 2.13, docs/telemedicine.md): the feature's screen inside the shell's
 * idle watcher (5 idle minutes sign out, one refresh per tab). The watcher belongs to the shell, so
 * the page is the shell's own component around the lazily loaded screen.
 */
const LivePage = ({ title }: ScreenProps) => (
  <>
    <IdleWatcher />
    <CONTENT.Component title={title} />
  </>
);
LivePage.preload = CONTENT.Component.preload;
LivePage.loaded = () => CONTENT.Component.preload().then(() => LivePage);

export const LIVE: Screen = { key: 'live', Component: LivePage };
