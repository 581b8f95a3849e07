import { launchFirefox } from './firefox-port';
import { smokeIn } from './run-smoke';

/** Firefox ESR (Gecko) over WebDriver BiDi. */
smokeIn('firefox', launchFirefox);
