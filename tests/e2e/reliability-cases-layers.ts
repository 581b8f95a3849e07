import {
  type CaseGroup,
  FAULT_INPUTS,
  type FaultKey,
  faults,
  GENERIC_NETWORK,
  RETRIED,
  type ReliabilityCase,
} from './reliability-case-kit';
import { telemedicineCases } from './reliability-cases-telemedicine';

/**
 * The layers only a browser has, each carrying every fault kind on one representative call:
 * Telemedicine's list (POST v3/consultation/filter) as an administrator. The per-call matrix runs
 * as component tests; these cases show that the demo API's service worker, a full reload, the
 * production build behind nginx, a connection the browser itself loses and the offline modal bring
 * the user the same screen. The service worker and the reload run on the demo build
 * (reliability-layers.e2e.test.ts); nginx and the dropped connection on the production build
 * behind a real nginx (nginx.e2e.test.ts).
 */
const LIST = telemedicineCases['telemedicine-list'].cases;
const NOT_LOADED = "'The consultations could not be loaded.' with Try again";

/** A fault on the list's load, then a full reload (F5) with the fault gone. */
const thenReload = (sees: Record<FaultKey, string>): Record<FaultKey, ReliabilityCase> =>
  Object.fromEntries(
    (Object.keys(FAULT_INPUTS) as FaultKey[]).map((key) => [
      key,
      {
        input:
          key === 'slow'
            ? `${FAULT_INPUTS[key]}: a full reload while waiting, with the fault gone`
            : `${FAULT_INPUTS[key]}, then a full reload with the fault gone`,
        sees: sees[key],
      },
    ]),
  ) as Record<FaultKey, ReliabilityCase>;

const RELOADED =
  'after the reload the consultations and the counts, each asked once: nothing of the failure is kept; no error fallback, no toast';

export const layerCases = {
  'layer-worker': {
    area: "Browser layer: the demo API's service worker (demo build; Telemedicine's list, POST v3/consultation/filter)",
    cases: faults({
      '500-message': LIST['500-message'].sees,
      '500-bare': LIST['500-bare'].sees,
      network: LIST.network.sees,
      slow: LIST.slow.sees,
      malformed: LIST.malformed.sees,
    }),
  },
  'layer-reload': {
    area: "Browser layer: a full reload after a fault (demo build; Telemedicine's list)",
    cases: thenReload({
      '500-message': `${NOT_LOADED} ${RETRIED}; ${RELOADED}`,
      '500-bare': `${NOT_LOADED}; ${RELOADED}`,
      network: `${NOT_LOADED}; ${RELOADED}`,
      slow: `'Loading...' in the table; after the reload, without waiting for the old answer, the consultations and the counts, each asked once; no error fallback, no toast`,
      malformed: `${NOT_LOADED} at once (not retried); ${RELOADED}`,
    }),
  },
  'layer-nginx': {
    area: "Browser layer: the nginx proxy (production build behind deploy/nginx.conf, the HTTP demo API's faults; Telemedicine's list)",
    cases: faults({
      '500-message': `${NOT_LOADED} in the table ${RETRIED}, the server's answer passed through as it is; the counts stay; no toast`,
      '500-bare': `${NOT_LOADED}; the counts stay; no toast`,
      network: `nginx answers the dropped upstream connection with 502 Bad Gateway, which the app retries like a 500: ${NOT_LOADED}; the counts stay; no toast`,
      slow: "'Loading...' in the table (every call takes 11 s: nginx waits up to 60 s); the header stays usable; then the counts and the consultations",
      malformed: `${NOT_LOADED} at once (not retried); no toast`,
    }),
  },
  'layer-offline': {
    area: 'Browser layer: a connection the browser loses (production build behind nginx; Telemedicine)',
    cases: {
      'connection-reset': {
        input:
          "The connection is reset under every try of the list and the header's counters (the browser's request aborted, connectionreset)",
        sees: `An 'Error' toast with ${GENERIC_NETWORK} (the counters) and ${NOT_LOADED} in the table ${RETRIED}; no error fallback; Try again with the connection back shows the consultations`,
      },
      'offline-mid-call': {
        input:
          'The browser goes offline while the list is being asked (context offline, the request cut), then comes back',
        sees: "The 'Network Error' modal ('No Internet Connection. Please check your network.') over the screen, whose table says 'Loading...' while the call waits for the network, not asked again (it said 'No data found' before issue 31); no error fallback; back online, without closing the modal, the page reloads by itself: the modal is gone and the consultations load",
      },
    },
  },
} as const satisfies Record<string, CaseGroup>;
