import { formatMoney } from '@/components/settings';
import type { Consumable } from '@/generated/model';

/** '₹18.00 a strip (₹900.00 a pack of 50)'. */
export const priceText = (
  consumable: Pick<Consumable, 'price' | 'currency' | 'unit' | 'pack_size'>,
): string => {
  const each = formatMoney(consumable.price, consumable.currency);
  return consumable.pack_size === 1
    ? `${each} a ${consumable.unit}`
    : `${each} a ${consumable.unit} (${formatMoney(consumable.price * consumable.pack_size, consumable.currency)} a pack of ${consumable.pack_size})`;
};

/** 'Fasting glucose (GLU_F) × 1, HbA1c (HBA1C) × 1', or 'No test uses it'. */
export const usesText = (consumable: Pick<Consumable, 'uses'>): string =>
  consumable.uses.length === 0
    ? 'No test uses it'
    : consumable.uses
        .map(({ test_type, quantity }) => `${test_type.name} (${test_type.code}) × ${quantity}`)
        .join(', ');

/** 'Pack of 50 strips', 'One cuff'. */
export const packText = (consumable: Pick<Consumable, 'unit' | 'pack_size'>): string =>
  consumable.pack_size === 1
    ? `One ${consumable.unit}`
    : `Pack of ${consumable.pack_size} ${consumable.unit}s`;
