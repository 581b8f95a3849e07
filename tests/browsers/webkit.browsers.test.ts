import { smokeIn } from './run-smoke';
import { launchWebKit } from './webkit-port';

/** WebKitGTK's MiniBrowser (Safari's engine) over W3C WebDriver, in an Xvfb display. */
smokeIn('webkit', launchWebKit);
