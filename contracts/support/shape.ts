import { MatchersV3 } from '@pact-foundation/pact';
import type { ZodType } from 'zod';

const { atLeastLike, like } = MatchersV3;

interface Def {
  type: string;
  shape?: Readonly<Record<string, ZodType>>;
  element?: ZodType;
  innerType?: ZodType;
  left?: ZodType;
  right?: ZodType;
}
const defOf = (schema: ZodType): Def => (schema as unknown as { def: Def }).def;

/** The schema under `.optional()`, `.nullable()` and `.default()`. */
const bare = (schema: ZodType): ZodType => {
  const def = defOf(schema);
  return def.innerType && ['optional', 'nullable', 'default'].includes(def.type)
    ? bare(def.innerType)
    : schema;
};

/**
 * What a pact pins of a record a list or a write answers: the fields the contract requires (an
 * optional one, present in one record and not another, is not the consumer's to insist on), each
 * matched by type; a list of things matched element by element against its first one, and allowed
 * to be empty. The example values are `value`'s, so the example stays valid for the generated zod.
 */
export const requiredShapeOf = (schema: ZodType, value: unknown, splitAllOf = false): unknown => {
  const def = defOf(bare(schema));
  if (def.type === 'object' && def.shape && typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(def.shape)
        .filter(([key, field]) => !field.safeParse(undefined).success && key in record)
        .map(([key, field]) => [key, requiredShapeOf(field, record[key], splitAllOf)]),
    );
  }
  // allOf, when asked (the telemedicine calls): a record that extends another, field by field (a
  // consultation's details extend its row). The patients' pact matches the whole record by type.
  if (
    splitAllOf &&
    def.type === 'intersection' &&
    def.left &&
    def.right &&
    typeof value === 'object' &&
    value !== null
  ) {
    return {
      ...(requiredShapeOf(def.left, value, true) as object),
      ...(requiredShapeOf(def.right, value, true) as object),
    };
  }
  if (def.type === 'array' && def.element && Array.isArray(value)) {
    return value.length === 0 ? [] : atLeastLike(requiredShapeOf(def.element, value[0], splitAllOf), 0, 1);
  }
  return like(value as never);
};
