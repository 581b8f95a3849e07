import type { DeliveryState, IntegrationEvent, IntegrationKind } from '@/generated/model';

/** The words of an integration's fields (docs/integrations.md). */
export const EVENT_WORDS: Readonly<Record<IntegrationEvent, string>> = {
  'result.recorded': 'A result recorded',
  'consultation.completed': 'A consultation completed',
  'order.moved': 'An order moved',
  'query.answered': 'A query answered',
};

export const EVENTS: readonly IntegrationEvent[] = [
  'result.recorded',
  'consultation.completed',
  'order.moved',
  'query.answered',
];

export const KIND_WORDS: Readonly<Record<IntegrationKind, string>> = {
  webhook: 'Webhook',
  fhir: 'FHIR R4 endpoint (results)',
};

export const STATE_WORDS: Readonly<Record<DeliveryState, string>> = {
  pending: 'Retrying',
  delivered: 'Delivered',
  failed: 'Failed',
};

export const eventsText = (events: readonly IntegrationEvent[]): string =>
  events.map((event) => EVENT_WORDS[event]).join(', ');
