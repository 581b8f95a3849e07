import type { DemoDb } from '../db';
import { isLoopbackUrl } from '../seed-integrations';
import type { DemoDelivery, DemoIntegration, DemoIntegrationEvent } from '../types';
import type { Refusal } from './kit';
import { sameName } from './resource-kit';

/** What an integration's create and edit carry (the generated zod checks the shapes). */
export interface IntegrationWrite {
  name: string;
  kind: 'webhook' | 'fhir';
  url: string;
  events: DemoIntegrationEvent[];
}

export const NAME = { min: 3, max: 80 };
export const URL_TEXT = 'Use an https: address (the demo also takes http: to 127.0.0.1, ::1 or localhost).';
export const FHIR_EVENTS_TEXT = 'A FHIR endpoint receives results only: choose "A result recorded" alone.';

/** `https:`, or in the demo `http:` to a loopback address (docs/integrations.md, "Endpoint"). */
export const acceptedUrl = (text: string): boolean => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  if (url.username !== '' || url.password !== '') return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackUrl(text));
};

export const refuseIntegration = (
  rows: readonly DemoIntegration[],
  write: IntegrationWrite,
  existing: DemoIntegration | undefined,
): Refusal | null => {
  const name = write.name.trim();
  if (name.length < NAME.min || name.length > NAME.max)
    return { message: `Write a name of ${NAME.min} to ${NAME.max} characters.`, field: 'name' };
  if (rows.some((row) => row.id !== existing?.id && sameName(row.name, name)))
    return { message: `An integration named ${name} already exists.`, field: 'name' };
  if (!acceptedUrl(write.url.trim())) return { message: URL_TEXT, field: 'url' };
  if (write.events.length === 0) return { message: 'Choose at least one event.', field: 'events' };
  if (write.kind === 'fhir' && write.events.some((event) => event !== 'result.recorded'))
    return { message: FHIR_EVENTS_TEXT, field: 'events' };
  return null;
};

/** The answer's integration: the secret masked, never the secret; with its last delivery. */
export const integrationDto = (db: DemoDb, row: DemoIntegration) => {
  const { signing_secret: _secret, ...shown } = row;
  let last: DemoDelivery | undefined;
  for (let index = db.deliveries.length - 1; index >= 0; index -= 1) {
    const delivery = db.deliveries[index];
    if (delivery?.integration_id === row.id) {
      last = delivery;
      break;
    }
  }
  return {
    ...shown,
    events: [...row.events],
    last_delivery: last
      ? { id: last.id, state: last.state, at: last.at, status_code: last.status_code }
      : null,
  };
};

export const deliveryDto = (row: DemoDelivery) => ({ ...row });
