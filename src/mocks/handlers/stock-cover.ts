/**
 * The cover arithmetic of a clinic's stock of a consumable (docs/orders.md, "Stock, days of cover and
 * Running low"), pure so that its tests compute every figure by hand:
 * - daily use = units used over the last 30 days ÷ 30;
 * - days of cover = (on hand + in transit) ÷ daily use; none when nothing was used;
 * - reorder point = daily use × (lead days + safety days);
 * - below the reorder point when on hand + in transit + on order is under it (open orders count, so
 *   nothing is suggested twice);
 * - the suggestion is the shortfall, reorder point − (on hand + in transit + on order), rounded up to
 *   whole packs; nothing when not below.
 * The comparisons are made on whole numbers (units × 30), so no rounding decides a suggestion.
 */

export interface CoverInput {
  onHand: number;
  inTransit: number;
  onOrder: number;
  /** Units used over the last 30 days. */
  used30: number;
  leadDays: number;
  safetyDays: number;
  packSize: number;
}

export interface Cover {
  dailyUse: number;
  daysOfCover: number | null;
  reorderPoint: number;
  belowReorder: boolean;
  suggestedQuantity: number;
  suggestedPacks: number;
}

const round = (value: number, places: number): number => {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor;
};

/** Reorder point − (on hand + in transit + on order), times 30: whole units; below when above 0. */
export const shortfall30Of = (
  input: Pick<CoverInput, 'onHand' | 'inTransit' | 'onOrder' | 'used30' | 'leadDays' | 'safetyDays'>,
): number =>
  input.used30 * (input.leadDays + input.safetyDays) - 30 * (input.onHand + input.inTransit + input.onOrder);

export const coverOf = (input: CoverInput): Cover => {
  const days = input.leadDays + input.safetyDays;
  const shortfall30 = shortfall30Of(input);
  const belowReorder = shortfall30 > 0;
  const suggestedPacks = belowReorder ? Math.ceil(shortfall30 / (30 * input.packSize)) : 0;
  return {
    dailyUse: round(input.used30 / 30, 2),
    daysOfCover: input.used30 === 0 ? null : round(((input.onHand + input.inTransit) * 30) / input.used30, 1),
    reorderPoint: round((input.used30 * days) / 30, 2),
    belowReorder,
    suggestedQuantity: suggestedPacks * input.packSize,
    suggestedPacks,
  };
};

// One formatter: `toLocaleString` builds one per call, 20 times slower over a Running low page.
const NUMBER = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });
const number = (value: number): string => NUMBER.format(value);

/** The figures in words, as the Running Low and Clinic Stock rows show them. */
export const explainCover = (
  names: { consumable: string; clinic: string; unit: string },
  input: CoverInput,
  cover: Cover,
): string => {
  const units = (count: number): string => `${number(count)} ${names.unit}${count === 1 ? '' : 's'}`;
  const incoming = [
    input.inTransit > 0 ? `${number(input.inTransit)} in transit` : null,
    input.onOrder > 0 ? `${number(input.onOrder)} on order` : null,
  ].filter((part): part is string => part !== null);
  const head =
    `${names.consumable} at ${names.clinic}: ${number(input.onHand)} on hand` +
    (incoming.length > 0 ? ` (${incoming.join(', ')})` : '');
  const lead = `lead time ${input.leadDays} days`;
  if (cover.daysOfCover === null)
    return `${head}, none used over the last 30 days; ${lead}. Nothing used: nothing to order.`;
  const figures = `${head}, ${number(cover.dailyUse)} a day over the last 30 days, ${number(cover.daysOfCover)} days of cover; ${lead}.`;
  const point = `reorder point ${number(cover.reorderPoint)} (${number(cover.dailyUse)} a day × ${input.leadDays + input.safetyDays} days: ${input.leadDays} lead, ${input.safetyDays} safety)`;
  if (!cover.belowReorder)
    return `${figures} Above the ${point}${input.onOrder > 0 ? ', counting what is on order' : ''}: nothing to order.`;
  const packs = `${cover.suggestedPacks} pack${cover.suggestedPacks === 1 ? '' : 's'} of ${number(input.packSize)}`;
  return `${figures} Below the ${point}: order ${units(cover.suggestedQuantity)} (${packs}).`;
};
