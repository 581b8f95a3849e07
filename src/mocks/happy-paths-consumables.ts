import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';

/**
 * The proposed consumable calls (docs/orders.md, "Consumables"): the catalogue listed, a new
 * consumable created, and the first seeded one read, edited from its version and disabled.
 */
export const consumablePaths = (db: DemoDb): Record<string, HappyPath> => {
  const first = db.consumables[0];
  if (!first) throw new Error('The demo data has no consumable');
  const write = {
    name: first.name,
    consumable_device_id: first.consumable_device_id,
    unit: first.unit,
    pack_size: first.pack_size + 10,
    price: first.price,
    uses: first.uses.map(({ test_type_id, quantity }) => ({ test_type_id, quantity })),
  };
  return {
    filterConsumables: { path: '/v3/consumable/filter', body: { page: 1, limit: 10, status: true } },
    createConsumable: {
      path: '/v3/consumable/',
      body: {
        name: 'Contract consumable',
        consumable_device_id: 6,
        unit: 'cartridge',
        pack_size: 20,
        price: 310,
        uses: [{ test_type_id: 4, quantity: 1 }],
      },
    },
    getConsumable: { path: `/v3/consumable/${first.id}` },
    updateConsumable: { path: `/v3/consumable/${first.id}`, body: { ...write, version: first.version } },
    setConsumableStatus: { path: `/v3/consumable/${first.id}/status`, body: { status: !first.status } },
  };
};
