import { createPrng, type Prng } from './prng';
import { DAY } from './seed-day';
import { KIOSK_MODELS } from './seed-kiosks';
import { DEMO_CUSTOMER_ID, MAX_SCALE } from './seed-records';
import type {
  DemoClinic,
  DemoConsumable,
  DemoKiosk,
  DemoKioskEvent,
  DemoOrder,
  DemoOrderDispatchLine,
  DemoOrderEvent,
  DemoOrderKind,
  DemoOrderLine,
  DemoOrderStatus,
} from './types';

/**
 * Seeded orders (docs/orders.md, "Demo data"): both kinds in every state, each with the history its
 * state implies. Delivered kiosk orders are the receipts of kiosks of the fleet (their serials, on
 * the day the kiosk arrived); received consumable dispatches are what the stock seed turns into
 * `received` movements. A PRNG of its own, so no other table's seed moves.
 */

const ORDER_SEED = 0x0bd3e5;
const HOUR = 3_600_000;
/** docs/demo-api.md, "Scale": orders at `DEMO_SCALE=max`. */
export const MAX_ORDERS = 20_000;
/** Asha Rao approves, rejects and dispatches the seeded orders. */
const ADMIN = 1;

export const orderCountFor = (scale: number, clinics: number): number =>
  scale >= MAX_SCALE ? MAX_ORDERS : Math.max(60, Math.round(clinics * 0.6));

const REJECTIONS = [
  'The clinic already has enough stock for the next two months.',
  'Duplicate of an order placed the same week.',
  'The clinic is closing for renovation; order again when it reopens.',
];
const CANCELLATIONS = [
  'Ordered for the wrong clinic.',
  'No longer needed.',
  'Quantity was wrong; ordering again.',
];
const NOTES = [
  null,
  null,
  'Please deliver before the camp on Saturday.',
  'Deliver to the front desk.',
  'Urgent: running low.',
];

type Step = Omit<DemoOrderEvent, 'id'>;

interface Draft {
  kind: DemoOrderKind;
  clinic: DemoClinic;
  status: DemoOrderStatus;
  lines: DemoOrderLine[];
  notes: string | null;
  steps: Step[];
  dispatches: DemoOrder['dispatches'];
}

interface Context {
  prng: Prng;
  today: number;
  consumables: readonly DemoConsumable[];
  nextDispatch: () => number;
  nextSerial: () => string;
  /** Turn by turn: whether a half-received consumable order's rest is on its way. */
  rest: boolean;
}

const iso = (ms: number): string => new Date(ms).toISOString();

const labelOf = (context: Context, line: DemoOrderLine): string =>
  line.model_name ?? context.consumables.find((row) => row.id === line.consumable_id)?.name ?? '';

const summaryOf = (
  context: Context,
  parts: ReadonlyArray<{ line: DemoOrderLine; quantity: number }>,
): string => parts.map(({ line, quantity }) => `${quantity} × ${labelOf(context, line)}`).join(', ');

const kioskLines = (prng: Prng): DemoOrderLine[] => {
  const [maker, model] = prng.pick(KIOSK_MODELS);
  return [
    {
      id: 1,
      manufacturer_id: maker,
      model_name: model,
      consumable_id: null,
      quantity: prng.int(1, 3),
      unit_price: null,
    },
  ];
};

const consumableLines = (context: Context): DemoOrderLine[] => {
  const active = context.consumables.filter((row) => row.status);
  const lines: DemoOrderLine[] = [];
  for (let count = context.prng.int(1, 3); count > 0 && active.length > 0; count -= 1) {
    const consumable = context.prng.pick(active);
    if (lines.some((line) => line.consumable_id === consumable.id)) continue;
    const packs = consumable.pack_size === 1 ? context.prng.int(1, 4) : context.prng.int(2, 20);
    lines.push({
      id: lines.length + 1,
      manufacturer_id: null,
      model_name: null,
      consumable_id: consumable.id,
      quantity: packs * consumable.pack_size,
      unit_price: consumable.price,
    });
  }
  return lines;
};

/** What one dispatch sends of each line: all of it, about half (a partial dispatch), or the rest. */
const shipment = (
  context: Context,
  draft: Draft,
  at: number,
  share: 'all' | 'half' | 'rest',
): DemoOrderDispatchLine[] =>
  draft.lines.flatMap((line) => {
    const half = Math.floor(line.quantity / 2);
    const quantity = share === 'all' ? line.quantity : share === 'half' ? half : line.quantity - half;
    if (quantity === 0) return [];
    const consumable = context.consumables.find((row) => row.id === line.consumable_id);
    const expires = consumable !== undefined && consumable.pack_size > 1;
    return [
      {
        line_id: line.id,
        quantity,
        serials: draft.kind === 'kiosk' ? Array.from({ length: quantity }, () => context.nextSerial()) : [],
        batch: expires ? `B${iso(at).slice(2, 4)}${iso(at).slice(5, 7)}-${context.prng.int(100, 999)}` : null,
        expires_on: expires ? iso(at + context.prng.int(25, 540) * DAY).slice(0, 10) : null,
      },
    ];
  });

/** The history and dispatches of an order that reached `status`, from `placed` on. */
const play = (context: Context, draft: Draft, placed: number, gap: () => number): void => {
  const { prng } = context;
  const customer = draft.clinic.user_id;
  let at = placed;
  let status: DemoOrderStatus | null = null;
  const step = (by: number, action: Step['action'], to: DemoOrderStatus, extra: Partial<Step> = {}): void => {
    draft.steps.push({
      at: iso(at),
      by_user_id: by,
      action,
      from_status: status,
      to_status: to,
      reason: null,
      detail: null,
      ...extra,
    });
    status = to;
    at += gap();
  };
  const send = (share: 'all' | 'half' | 'rest'): DemoOrder['dispatches'][number] => {
    const lines = shipment(context, draft, at, share);
    const sent = {
      id: context.nextDispatch(),
      at: iso(at),
      by_user_id: ADMIN,
      lines,
      received_at: null,
      received_by: null,
    };
    draft.dispatches.push(sent);
    const detail = lines
      .map((one) => {
        const line = draft.lines.find((candidate) => candidate.id === one.line_id);
        const text = line ? summaryOf(context, [{ line, quantity: one.quantity }]) : '';
        return one.serials.length > 0 ? `${text}: ${one.serials.join(', ')}` : text;
      })
      .join('; ');
    step(ADMIN, 'dispatched', 'dispatched', { detail });
    return sent;
  };
  const take = (sent: DemoOrder['dispatches'][number], to: DemoOrderStatus): void => {
    sent.received_at = iso(at);
    sent.received_by = customer;
    step(customer, 'received', to, {
      detail: summaryOf(
        context,
        sent.lines.flatMap((one) => {
          const line = draft.lines.find((candidate) => candidate.id === one.line_id);
          return line ? [{ line, quantity: one.quantity }] : [];
        }),
      ),
    });
  };
  step(customer, 'placed', 'placed', {
    detail: summaryOf(
      context,
      draft.lines.map((line) => ({ line, quantity: line.quantity })),
    ),
  });
  switch (draft.status) {
    case 'placed':
      return;
    case 'rejected':
      step(ADMIN, 'rejected', 'rejected', { reason: prng.pick(REJECTIONS) });
      return;
    case 'cancelled':
      if (prng.chance(0.4)) step(ADMIN, 'approved', 'approved');
      step(prng.chance(0.6) ? customer : ADMIN, 'cancelled', 'cancelled', {
        reason: prng.pick(CANCELLATIONS),
      });
      return;
    case 'approved':
      step(ADMIN, 'approved', 'approved');
      return;
    case 'dispatched': {
      step(ADMIN, 'approved', 'approved');
      const splittable = draft.lines.some((line) => line.quantity >= 2);
      const first = send(splittable ? 'half' : 'all');
      if (!splittable || draft.kind === 'kiosk') return;
      // A consumable order's first half arrived; the rest is still to send, or on its way (in turn).
      take(first, 'dispatched');
      context.rest = !context.rest;
      if (context.rest) send('rest');
      return;
    }
    case 'delivered': {
      step(ADMIN, 'approved', 'approved');
      if (draft.lines.every((line) => line.quantity >= 2) && prng.chance(0.4)) {
        take(send('half'), 'dispatched');
        take(send('rest'), 'delivered');
      } else take(send('all'), 'delivered');
      return;
    }
  }
};

const STATUS_WEIGHTS: ReadonlyArray<readonly [DemoOrderStatus, number]> = [
  ['delivered', 0.4],
  ['placed', 0.14],
  ['approved', 0.12],
  ['dispatched', 0.12],
  ['cancelled', 0.14],
  ['rejected', 0.08],
];

const pickStatus = (prng: Prng, kind: DemoOrderKind): DemoOrderStatus => {
  let roll = prng.next();
  for (const [status, weight] of STATUS_WEIGHTS) {
    roll -= weight;
    if (roll < 0) return kind === 'kiosk' && status === 'delivered' ? 'cancelled' : status;
  }
  return 'placed';
};

const OPEN: readonly DemoOrderStatus[] = ['placed', 'approved', 'dispatched'];

const draftOf = (
  context: Context,
  kind: DemoOrderKind,
  clinic: DemoClinic,
  status: DemoOrderStatus,
): Draft => ({
  kind,
  clinic,
  status,
  lines: kind === 'kiosk' ? kioskLines(context.prng) : consumableLines(context),
  notes: context.prng.pick(NOTES),
  steps: [],
  dispatches: [],
});

/** A delivered kiosk order whose receipt is this kiosk's arrival at its clinic. */
const fleetOrder = (context: Context, kiosk: DemoKiosk, clinic: DemoClinic, arrived: number): Draft => {
  const draft: Draft = {
    kind: 'kiosk',
    clinic,
    status: 'delivered',
    lines: [
      {
        id: 1,
        manufacturer_id: kiosk.manufacturer_id,
        model_name: kiosk.model_name,
        consumable_id: null,
        quantity: 1,
        unit_price: null,
      },
    ],
    notes: null,
    steps: [],
    dispatches: [],
  };
  const customer = clinic.user_id;
  const line = draft.lines[0] as DemoOrderLine;
  const summary = summaryOf(context, [{ line, quantity: 1 }]);
  const sent = {
    id: context.nextDispatch(),
    at: iso(arrived - 2 * DAY),
    by_user_id: ADMIN,
    lines: [{ line_id: 1, quantity: 1, serials: [kiosk.serial_number], batch: null, expires_on: null }],
    received_at: iso(arrived),
    received_by: customer,
  };
  draft.dispatches.push(sent);
  const event = (
    at: number,
    by: number,
    action: Step['action'],
    from: DemoOrderStatus | null,
    to: DemoOrderStatus,
    detail: string | null,
  ): Step => ({
    at: iso(at),
    by_user_id: by,
    action,
    from_status: from,
    to_status: to,
    reason: null,
    detail,
  });
  draft.steps.push(
    event(arrived - 6 * DAY, customer, 'placed', null, 'placed', summary),
    event(arrived - 5 * DAY, ADMIN, 'approved', 'placed', 'approved', null),
    event(
      arrived - 2 * DAY,
      ADMIN,
      'dispatched',
      'approved',
      'dispatched',
      `${summary}: ${kiosk.serial_number}`,
    ),
    event(arrived, customer, 'received', 'dispatched', 'delivered', summary),
  );
  return draft;
};

interface OrderSources {
  clinics: readonly DemoClinic[];
  kiosks: readonly DemoKiosk[];
  kioskEvents: readonly DemoKioskEvent[];
  consumables: readonly DemoConsumable[];
}

/** The orders, and each one's history before the demo: the audit trail's seed (docs/audit.md). */
export interface SeededOrders {
  orders: DemoOrder[];
  orderEvents: Array<DemoOrderEvent & { order_id: number }>;
}

const build = (scale: number, now: number, tables: OrderSources): SeededOrders => {
  const prng = createPrng(ORDER_SEED);
  const today = Math.floor(now / DAY) * DAY;
  let dispatchId = 0;
  let serial = 50_000;
  const context: Context = {
    prng,
    today,
    consumables: tables.consumables,
    nextDispatch: () => (dispatchId += 1),
    nextSerial: () => `KS-2026-${String((serial += 1)).padStart(5, '0')}`,
    rest: false,
  };
  const active = tables.clinics.filter((clinic) => clinic.status);
  const clinicById = new Map(tables.clinics.map((clinic) => [clinic.id, clinic]));
  const count = orderCountFor(scale, tables.clinics.length);
  const drafts: Array<{ draft: Draft; placed: number }> = [];
  // Delivered kiosk orders: the arrival of some deployed kiosks (the demo customer's first).
  const arrivals = new Map<number, number>();
  for (const event of tables.kioskEvents)
    if (event.action === 'received' && !arrivals.has(event.kiosk_id))
      arrivals.set(event.kiosk_id, Date.parse(event.at));
  const deployed = tables.kiosks.filter((kiosk) => kiosk.status === 'deployed' && kiosk.clinic_id !== null);
  const ours = (kiosk: DemoKiosk) => clinicById.get(kiosk.clinic_id ?? 0)?.user_id === DEMO_CUSTOMER_ID;
  const fleet = [
    ...deployed.filter(ours).slice(0, 3),
    ...deployed.filter((kiosk, index) => !ours(kiosk) && index % 4 === 0),
  ];
  for (const kiosk of fleet.slice(0, Math.floor(count * 0.15))) {
    const clinic = clinicById.get(kiosk.clinic_id ?? 0);
    const arrived = arrivals.get(kiosk.id);
    if (!clinic || arrived === undefined) continue;
    const draft = fleetOrder(context, kiosk, clinic, arrived);
    drafts.push({ draft, placed: arrived - 6 * DAY });
  }
  const plan = (kind: DemoOrderKind, clinic: DemoClinic, status: DemoOrderStatus): void => {
    const open = OPEN.includes(status);
    const daysAgo = open ? prng.int(9, 40) : prng.int(12, 360);
    const placed = today - daysAgo * DAY + prng.int(8, 17) * HOUR;
    const draft = draftOf(context, kind, clinic, status);
    // Steps one to two days apart: the newest stays before today.
    play(context, draft, placed, () => prng.int(24, 48) * HOUR);
    drafts.push({ draft, placed });
  };
  // The demo customer: both kinds in every state (no delivered kiosk order beyond the fleet's).
  const mine = active.filter((clinic) => clinic.user_id === DEMO_CUSTOMER_ID);
  if (mine.length > 0) {
    for (const status of [
      'placed',
      'approved',
      'dispatched',
      'delivered',
      'rejected',
      'cancelled',
    ] as const) {
      if (status !== 'delivered') plan('kiosk', prng.pick(mine), status);
      plan('consumable', prng.pick(mine), status);
      plan('consumable', prng.pick(mine), status);
    }
  }
  while (drafts.length < count && active.length > 0) {
    const kind: DemoOrderKind = prng.chance(0.35) ? 'kiosk' : 'consumable';
    plan(kind, prng.pick(active), pickStatus(prng, kind));
  }
  const orderEvents: SeededOrders['orderEvents'] = [];
  const orders = drafts
    .sort((a, b) => a.placed - b.placed)
    .map(({ draft }, index): DemoOrder => {
      const first = draft.steps[0];
      const last = draft.steps[draft.steps.length - 1];
      draft.steps.forEach((step, at) => orderEvents.push({ id: at + 1, ...step, order_id: index + 1 }));
      return {
        id: index + 1,
        kind: draft.kind,
        customer_id: draft.clinic.user_id,
        clinic_id: draft.clinic.id,
        status: draft.status,
        notes: draft.notes,
        placed_by: draft.clinic.user_id,
        placed_at: first?.at ?? iso(today),
        query_id: null,
        lines: draft.lines,
        dispatches: draft.dispatches,
        version: draft.steps.length,
        created_at: first?.at ?? iso(today),
        updated_at: last?.at ?? iso(today),
      };
    });
  return { orders, orderEvents };
};

const cache = new WeakMap<readonly DemoClinic[], { key: string; value: SeededOrders }>();

/** The orders table and their histories; computed once per seeding (two tables read it). */
export const seedOrderTables = (scale: number, now: number, tables: OrderSources): SeededOrders => {
  const key = `${scale}:${now}`;
  const hit = cache.get(tables.clinics);
  if (hit?.key === key) return hit.value;
  const value = build(scale, now, tables);
  cache.set(tables.clinics, { key, value });
  return value;
};

export const seedOrders = (scale: number, now: number, tables: OrderSources): DemoOrder[] =>
  seedOrderTables(scale, now, tables).orders;
