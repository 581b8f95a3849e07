import { faults, GENERIC_500, GENERIC_NETWORK, GENERIC_SCHEMA, RETRIED } from './reliability-case-kit';

const FILE = 'src/features/kiosks/kiosks.faults.test.tsx';

/** A kiosk write: the query client's 'Error' toast; the form keeps what was typed; nothing changes. */
const kioskWrite = (what: string, success: string) =>
  faults({
    '500-message': `'Error' toast with the server's message; ${what}`,
    '500-bare': `'Error' toast with ${GENERIC_500}; ${what}`,
    network: `'Error' toast with ${GENERIC_NETWORK}; ${what}`,
    slow: `The button reads 'Saving...' and is disabled; the header stays usable; then ${success}`,
    malformed: `'Error' toast with ${GENERIC_SCHEMA}; ${what}`,
  });

/**
 * Kiosk Inventory, Add Kiosk, and Kiosk Details' Move and Retire (docs/home-and-monitor.md, "Kiosk
 * Inventory"), as an administrator: the list says so in place with Try again (only logged); the
 * writes keep the form as typed and the kiosk as it was.
 */
export const kioskCases = {
  'kiosk-list': {
    area: 'Kiosk Inventory (POST v3/kiosk/filter)',
    component: FILE,
    cases: faults({
      '500-message': `'The kiosks could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The kiosks could not be loaded.' with Try again; no toast",
      network: "'The kiosks could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; the filters and the header stay usable; then the kiosks",
      malformed: "'The kiosks could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'kiosk-add': {
    area: 'Add Kiosk (POST v3/kiosk/)',
    component: FILE,
    cases: kioskWrite('the form keeps every value; no kiosk is added', "the new kiosk's page"),
  },
  'kiosk-move': {
    area: 'Kiosk Details: Move (PUT v3/kiosk/{id}/move)',
    component: FILE,
    cases: kioskWrite(
      'the form keeps the place and the reason; the kiosk stays where it was',
      "'Kiosk <serial> moved.' and the new place",
    ),
  },
  'kiosk-retire': {
    area: 'Kiosk Details: Retire (PUT v3/kiosk/{id}/retire)',
    component: FILE,
    cases: kioskWrite(
      'the confirm closes; the form keeps the reason; the kiosk stays deployed',
      "'Kiosk <serial> retired.' and Status Retired",
    ),
  },
};
