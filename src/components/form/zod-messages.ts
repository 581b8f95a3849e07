import type { $ZodRawIssue } from 'zod/v4/core';

/** How a form names a field in its messages, and what it says when the field's format is wrong. */
export interface FieldText {
  label: string;
  /** For a pattern the contract sets ('Use the two capital letters of the ISO code, such as IN.'). */
  format?: string;
  /** For a list with too few items ('Pick at least one label'). */
  none?: string;
  /** A list of records (a rows editor): the words of each record's fields ('Low', 'Age from'). */
  items?: Readonly<Record<string, FieldText>>;
}

const isBlank = (input: unknown): boolean =>
  input === undefined || input === null || (typeof input === 'string' && input.trim() === '');

const characters = (count: number | bigint): string => `${count} character${count === 1 ? '' : 's'}`;

/**
 * A zod error map that words the contract's rules for people: 'Name is required', 'Name must be at
 * most 100 characters'. The generated schemas carry the rules (openapi/v3.yaml) but zod's own texts
 * ('Too small: expected string to have >=1 characters'); a message a schema sets itself (the camp
 * texts of requirements 5) wins over this map. Fields not in `fields` keep zod's text; a field of a
 * list's row is worded by the list's `items` ('Low must be a number').
 */
export const fieldMessages =
  (fields: Readonly<Record<string, FieldText>>) =>
  (issue: $ZodRawIssue): string | undefined => {
    const path = issue.path ?? [];
    const top = fields[String(path[0] ?? '')];
    // A field of one row of a list ('ranges', 2, 'low') is worded by its own words, when given.
    const field = path.length >= 3 ? top?.items?.[String(path[2])] : top;
    if (!field) return undefined;
    const { label } = field;
    const blank = isBlank(issue.input);
    switch (issue.code) {
      case 'invalid_type':
        return blank
          ? `${label} is required`
          : `${label} must be a ${issue.expected === 'int' ? 'whole number' : String(issue.expected)}`;
      case 'too_small':
        if (issue.origin === 'array')
          return field.none ?? `${label}: at least ${String(issue.minimum)} needed`;
        if (issue.origin === 'string')
          return blank || issue.minimum === 1
            ? `${label} is required`
            : `${label} must be at least ${characters(issue.minimum)}`;
        return `${label} must be at least ${String(issue.minimum)}`;
      case 'too_big':
        return issue.origin === 'string'
          ? `${label} must be at most ${characters(issue.maximum)}`
          : `${label} must be at most ${String(issue.maximum)}`;
      case 'invalid_format':
        return blank ? `${label} is required` : (field.format ?? `${label} is not in the expected form`);
      default:
        return undefined;
    }
  };
