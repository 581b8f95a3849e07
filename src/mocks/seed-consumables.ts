import type { DemoCatalogues } from './catalogues/types';
import { DAY } from './seed-day';
import type { DemoConsumable } from './types';

/**
 * The consumables the seeded tests use (docs/orders.md, "Consumables"): each names its consumable
 * device (catalogue `consumableDevices`, master/consumable-device), its unit and pack, a price per
 * unit in INR (the settings' currency), and the tests that use it. The lipid panel measures total
 * cholesterol, LDL and triglycerides from one cartridge, so only the CHOL_T result counts it. The
 * blood-pressure cuffs are worn out, not used up per test: no test uses them, and their stock moves
 * by adjustments. The large cuff is inactive (a discontinued size). Draws no random number.
 */

type Row = readonly [
  name: string,
  deviceId: number,
  unit: string,
  packSize: number,
  price: number,
  uses: readonly (readonly [code: string, quantity: number])[],
  status?: boolean,
];

/** Catalogue consumable devices (src/mocks/catalogues/seed-simple.ts, `seedDevices`): stable ids. */
const DEVICE = { strip: 1, lancet: 2, cuffAdult: 3, cuffLarge: 4, mouthpiece: 5, lipid: 6, probeCover: 7 };

const ROWS: readonly Row[] = [
  ['Glucose test strips', DEVICE.strip, 'strip', 50, 18, [['GLU_F', 1]]],
  [
    'Safety lancets',
    DEVICE.lancet,
    'lancet',
    100,
    4,
    [
      ['GLU_F', 1],
      ['HBA1C', 1],
      ['CHOL_T', 1],
      ['HB', 1],
    ],
  ],
  ['Lipid panel cartridges', DEVICE.lipid, 'cartridge', 10, 420, [['CHOL_T', 1]]],
  ['Spirometer mouthpieces', DEVICE.mouthpiece, 'mouthpiece', 50, 22, [['SPIRO', 1]]],
  ['Pulse oximeter probe covers', DEVICE.probeCover, 'cover', 100, 6.5, [['SPO2', 1]]],
  ['Blood-pressure cuff, adult', DEVICE.cuffAdult, 'cuff', 1, 1250, []],
  ['Blood-pressure cuff, large', DEVICE.cuffLarge, 'cuff', 1, 1490, [], false],
];

export const seedConsumables = (
  now: number,
  catalogues: Pick<DemoCatalogues, 'testTypes'>,
): DemoConsumable[] => {
  const created = new Date(Math.floor(now / DAY) * DAY - 120 * DAY + 9 * 3_600_000).toISOString();
  const testId = (code: string): number => {
    const test = catalogues.testTypes.find((candidate) => candidate.code === code);
    if (!test) throw new Error(`seedConsumables: no test type ${code}`);
    return test.id;
  };
  return ROWS.map(([name, consumable_device_id, unit, pack_size, price, uses, status = true], index) => ({
    id: index + 1,
    name,
    consumable_device_id,
    unit,
    pack_size,
    price,
    status,
    uses: uses.map(([code, quantity]) => ({ test_type_id: testId(code), quantity })),
    version: 1,
    created_at: created,
    updated_at: created,
  }));
};
