import type { Prng } from './prng';

/**
 * The demo API's table registry (docs/demo-api.md, "The table registry"): each table is one entry,
 * which gives its type, its getter on DemoDb (`db.camps`), its seeding and whether the browser keeps
 * it across reloads. The entries themselves are in src/mocks/tables.ts.
 */

/** What every table's seed reads. */
export interface SeedContext {
  /** The normalised scale (1 to MAX_SCALE). */
  scale: number;
  /** The demo clock's now (ms). */
  now: number;
  /** Whole days from the seed day (src/mocks/seed-day.ts) to now's day: seeded dates move with it. */
  shiftDays: number;
  /**
   * The PRNG the original tables share, drawn in the registry's order: a table that seeds from it
   * comes after them, or every pick after it moves (src/mocks/seed.test.ts keeps their hash).
   */
  prng: Prng;
}

/** One table: `defineTables().table({ name, seed, changeable })`. */
export interface TableSpec<Name extends string, Value, Before> {
  name: Name;
  /** Its seeded value, from the tables registered before it (`before`). */
  seed: (context: SeedContext, before: Before) => Value;
  /**
   * true when any call can change it: the browser then keeps it across reloads (IndexedDB). false
   * only for tables no call writes; src/mocks/persistence.test.ts fails when a call writes one.
   */
  changeable: boolean;
  /** Whether a stored value (a snapshot's) has the table's shape; default: an array. */
  stored?: (value: unknown) => boolean;
  /**
   * For a changeable table added after browsers had kept snapshots: its value when a snapshot has
   * none. An older snapshot then keeps its changes without a SEED_VERSION bump; without `absent`, a
   * snapshot lacking the table is refused.
   */
  absent?: () => Value;
}

interface RegisteredTable {
  name: string;
  seed: (context: SeedContext, before: Record<string, unknown>) => unknown;
  changeable: boolean;
  stored: (value: unknown) => boolean;
  absent: (() => unknown) | undefined;
}

/** The registry's tables by name: `{ camps: DemoCamp[]; ... }`. */
type Flat<T> = { [Key in keyof T]: T[Key] };

/** A registry with one more table. */
type Added<
  Data extends object,
  Changeable extends keyof Data,
  Name extends string,
  Value,
  IsChangeable,
> = TableRegistry<Flat<Data & Record<Name, Value>>, Changeable | (IsChangeable extends true ? Name : never)>;

export class TableRegistry<Data extends object, Changeable extends keyof Data = never> {
  private constructor(private readonly entries: readonly RegisteredTable[]) {}

  static empty(): TableRegistry<object> {
    return new TableRegistry([]);
  }

  /** The registry with one more table, seeded after those before it. */
  table<Name extends string, Value, IsChangeable extends boolean>(
    spec: TableSpec<Name extends keyof Data ? never : Name, Value, Flat<Data>> & { changeable: IsChangeable },
  ): Added<Data, Changeable, Name, Value, IsChangeable> {
    if (this.entries.some((entry) => entry.name === spec.name))
      throw new Error(`The demo table ${spec.name} is registered twice`);
    const entry: RegisteredTable = {
      name: spec.name,
      seed: spec.seed as RegisteredTable['seed'],
      changeable: spec.changeable,
      stored: spec.stored ?? Array.isArray,
      absent: spec.absent,
    };
    return new TableRegistry<
      Flat<Data & Record<Name, Value>>,
      Changeable | (IsChangeable extends true ? Name : never)
    >([...this.entries, entry]);
  }

  /** Every table's name, in seeding order. */
  get names(): ReadonlyArray<keyof Data & string> {
    return this.entries.map((entry) => entry.name as keyof Data & string);
  }

  /** The tables a call can change: what a snapshot holds. */
  get changeable(): ReadonlyArray<Changeable & string> {
    return this.entries.filter((entry) => entry.changeable).map((entry) => entry.name as Changeable & string);
  }

  /** The changeable tables a snapshot may lack (those with `absent`). */
  get optional(): ReadonlyArray<Changeable & string> {
    return this.changeable.filter((name) => this.entry(name)?.absent !== undefined);
  }

  /**
   * Whether a snapshot's value for a changeable table can be restored: it has the table's shape, or
   * it is missing and the table has an `absent` value.
   */
  isStored(name: Changeable & string, value: unknown): boolean {
    const entry = this.entry(name);
    if (!entry) return false;
    return value === undefined ? entry.absent !== undefined : entry.stored(value);
  }

  /** A snapshot's tables with every missing optional table at its `absent` value. */
  withAbsent(tables: Partial<Pick<Data, Changeable>>): Pick<Data, Changeable> {
    const filled: Record<string, unknown> = { ...tables };
    for (const name of this.optional) filled[name] ??= this.entry(name)?.absent?.();
    return filled as Pick<Data, Changeable>;
  }

  private entry(name: string): RegisteredTable | undefined {
    return this.entries.find((entry) => entry.name === name);
  }

  /** Every table seeded, in registry order (the object's keys follow it too). */
  seed(context: SeedContext): Data {
    const data: Record<string, unknown> = {};
    for (const entry of this.entries) data[entry.name] = entry.seed(context, data);
    return data as Data;
  }
}

/** An empty registry: add tables with `.table({ name, seed, changeable })`. */
export const defineTables = (): TableRegistry<object> => TableRegistry.empty();

/** The registry's tables by name. */
export type TablesOf<Registry> = Registry extends TableRegistry<infer Data, infer _Changeable> ? Data : never;

/** The names of the registry's changeable tables. */
export type ChangeableOf<Registry> =
  Registry extends TableRegistry<infer _Data, infer Changeable> ? Changeable : never;

/**
 * A base class whose instances read every table as a property (`db.camps`): one getter per registry
 * entry, over the `tables` record the subclass keeps (and may replace: a reset, a restore). A
 * subclass may define its own getter for a table (DemoDb's `telemedicine` is seeded on first read).
 */
export const withTableGetters = <Data extends object, Changeable extends keyof Data>(
  registry: TableRegistry<Data, Changeable>,
) => {
  class Tables {
    protected tables: Data;

    constructor(tables: Data) {
      this.tables = tables;
    }

    static {
      for (const name of registry.names) {
        Object.defineProperty(Tables.prototype, name, {
          get(this: Tables) {
            return this.tables[name];
          },
          configurable: true,
        });
      }
    }
  }
  return Tables as unknown as abstract new (
    tables: Data,
  ) => Tables & { readonly [Name in keyof Data]: Data[Name] };
};
