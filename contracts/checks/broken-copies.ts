import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { parseDocument } from 'yaml';

/**
 * A copy of an OpenAPI file with one field's type changed, written to a fresh temporary folder.
 * Throws when the field is not there with the expected type, so a drift test cannot pass vacuously.
 */
export const writeSpecWithRetypedField = (
  specPath: string,
  schema: string,
  field: string,
  from: string,
  to: string,
): string => {
  const document = parseDocument(readFileSync(specPath, 'utf8'));
  const typePath = ['components', 'schemas', schema, 'properties', field, 'type'];
  const current: unknown = document.getIn(typePath);
  if (current !== from) throw new Error(`${schema}.${field} is ${String(current)}, not ${from}`);
  document.setIn(typePath, to);
  const copy = join(mkdtempSync(join(tmpdir(), 'contracts-drift-')), 'v3.yaml');
  writeFileSync(copy, document.toString());
  return copy;
};
