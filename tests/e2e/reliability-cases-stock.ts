import { campWrite, faults, RETRIED } from './reliability-case-kit';

const FILE = 'src/features/stock/stock.faults.test.tsx';

/**
 * Running Low and Stock Ledger with Adjust (docs/orders.md, "Stock, days of cover and Running low"),
 * as an administrator: the lists say so in place with Try again (only logged, no toast); Adjust
 * keeps what was typed, with the query client's 'Error' toast, and appends nothing.
 */
export const stockCases = {
  'running-low-list': {
    area: 'Running Low (POST v3/stock/filter)',
    component: FILE,
    cases: faults({
      '500-message': `'The stock figures could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The stock figures could not be loaded.' with Try again; no toast",
      network: "'The stock figures could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; the header stays usable; then the rows with their explanations",
      malformed: "'The stock figures could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'stock-ledger-list': {
    area: 'Stock Ledger (POST v3/stock/movement/filter)',
    component: FILE,
    cases: faults({
      '500-message': `'The stock movements could not be loaded.' with Try again in the table ${RETRIED}; no toast`,
      '500-bare': "'The stock movements could not be loaded.' with Try again; no toast",
      network: "'The stock movements could not be loaded.' with Try again; no toast",
      slow: "'Loading...' in the table; the header stays usable; then the movements, the opening count last",
      malformed: "'The stock movements could not be loaded.' with Try again at once (not retried); no toast",
    }),
  },
  'stock-adjust-save': {
    area: 'Stock Ledger: Adjust, Save (POST v3/stock/adjustment)',
    component: FILE,
    cases: campWrite('the adjustment form', 'Stock adjusted: <n> <unit>s on hand.'),
  },
};
