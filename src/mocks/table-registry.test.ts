import { describe, expect, it } from 'vitest';

import { createDemoDb } from './db';
import { createPrng } from './prng';
import { defineTables, type TablesOf, withTableGetters } from './table-registry';
import { DEMO_TABLES } from './tables';

/** A throwaway registry: a support query table after a customer table, as a new resource would add. */
interface SupportQuery {
  id: number;
  customer_id: number;
  status: 'open' | 'answered' | 'closed' | 'reopened';
}
const registry = defineTables()
  .table({ name: 'customers', changeable: false, seed: ({ scale }) => [{ id: 2 }, { id: 3 * scale }] })
  .table({
    name: 'supportQueries',
    changeable: true,
    seed: (_context, { customers }): SupportQuery[] =>
      customers.map((customer, index) => ({ id: index + 1, customer_id: customer.id, status: 'open' })),
  });
type Data = TablesOf<typeof registry>;
const context = { scale: 2, now: Date.UTC(2026, 5, 1, 10), shiftDays: 0, prng: createPrng(1) };

describe('the table registry', () => {
  it('seeds every table in its order, each from the tables before it', () => {
    const data: Data = registry.seed(context);
    expect(Object.keys(data)).toEqual(['customers', 'supportQueries']);
    expect(data.supportQueries).toEqual([
      { id: 1, customer_id: 2, status: 'open' },
      { id: 2, customer_id: 6, status: 'open' },
    ]);
  });

  it('gives a new table a getter, and persistence when it is changeable', () => {
    class Store extends withTableGetters(registry) {
      replace(data: Data): void {
        this.tables = data;
      }
    }
    const store = new Store(registry.seed(context));
    expect(store.supportQueries).toHaveLength(2);
    const next = registry.seed({ ...context, scale: 3 });
    store.replace(next);
    // The getters read the current record: a reset or a restore replaces it.
    expect(store.customers).toBe(next.customers);
    expect(registry.changeable).toEqual(['supportQueries']);
    expect(registry.isStored('supportQueries', [])).toBe(true);
    expect(registry.isStored('supportQueries', { rows: [] })).toBe(false);
  });

  it('lets a snapshot lack a table added later, which then restores to its `absent` value', () => {
    const later = registry.table({
      name: 'supportTags',
      changeable: true,
      absent: (): string[] => ['none yet'],
      seed: (): string[] => [],
    });
    expect(later.optional).toEqual(['supportTags']);
    expect(later.isStored('supportTags', undefined)).toBe(true);
    expect(later.isStored('supportQueries', undefined)).toBe(false);
    expect(later.isStored('supportTags', 'not a table')).toBe(false);
    const { supportQueries } = later.seed(context);
    expect(later.withAbsent({ supportQueries })).toEqual({ supportQueries, supportTags: ['none yet'] });
    expect(later.withAbsent({ supportQueries, supportTags: [] })).toEqual({
      supportQueries,
      supportTags: [],
    });
  });

  it('refuses a table registered twice', () => {
    const twice = defineTables().table({ name: 'camps', changeable: true, seed: () => [] });
    // @ts-expect-error -- the name is taken: the type says so before the registry does.
    expect(() => twice.table({ name: 'camps', changeable: true, seed: () => [] })).toThrow(
      'The demo table camps is registered twice',
    );
  });

  it("DemoDb reads every table of the demo API's registry by its name", () => {
    const db = createDemoDb({ arrivalSeconds: 0 });
    for (const name of DEMO_TABLES.names) expect(db[name], name).toBeDefined();
    expect(DEMO_TABLES.names).toEqual(expect.arrayContaining([...DEMO_TABLES.changeable]));
  });
});
