import type { DemoIntegration, DemoIntegrationEvent } from '../types';

/** What an event is about (ids and words; never a secret), as the handler that emits it knows it. */
export type EventData = Record<string, string | number | boolean | null>;

/** A result's measured values, for the FHIR Bundle's Observations. */
export interface ResultValue {
  code: string;
  value: number;
  unit: string;
}

/** The sample a test event sends (docs/integrations.md, "Send test event"). */
export const SAMPLE_DATA: Readonly<Record<DemoIntegrationEvent, EventData>> = {
  'result.recorded': { patient_id: 1, session_id: 1, clinic_id: 1 },
  'consultation.completed': { consultation_id: 1, patient_id: 1, doctor_id: 2 },
  'order.moved': { order_id: 1, status: 'approved' },
  'query.answered': { query_id: 1, status: 'answered' },
};

export const SAMPLE_VALUES: readonly ResultValue[] = [
  { code: 'Blood pressure systolic', value: 128, unit: 'mmHg' },
  { code: 'Heart rate', value: 72, unit: '/min' },
  { code: 'Body weight', value: 68.4, unit: 'kg' },
];

/** A FHIR R4 Bundle (type collection) of Observations: the body a FHIR endpoint receives. */
const fhirBundle = (at: string, data: EventData, values: readonly ResultValue[]) => ({
  resourceType: 'Bundle',
  type: 'collection',
  timestamp: at,
  entry: values.map((value) => ({
    resource: {
      resourceType: 'Observation',
      status: 'final',
      code: { text: value.code },
      subject: { reference: `Patient/${String(data.patient_id ?? 'unknown')}` },
      effectiveDateTime: at,
      valueQuantity: { value: value.value, unit: value.unit },
    },
  })),
});

/** The raw body of a delivery: the webhook envelope, or for a FHIR endpoint the Bundle. */
export const deliveryBody = (
  integration: Pick<DemoIntegration, 'kind'>,
  delivery: { id: number; event: DemoIntegrationEvent; at: string; test: boolean },
  data: EventData,
  values: readonly ResultValue[] = SAMPLE_VALUES,
): string =>
  integration.kind === 'fhir'
    ? JSON.stringify(fhirBundle(delivery.at, data, values))
    : JSON.stringify({
        id: delivery.id,
        event: delivery.event,
        created_at: delivery.at,
        test: delivery.test,
        data,
      });
