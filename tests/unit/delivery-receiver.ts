import type { DemoDb } from '@/mocks/db';
import { configureDeliveries, type DeliveryRequest } from '@/mocks/handlers/deliveries';

/**
 * A fake receiver for External Integrations' component tests (docs/integrations.md, "Tests"): the
 * demo API's deliveries go to it instead of the network. It answers each attempt with the next
 * status of `answers` (200 when they run out) and records what it got.
 */
export const fakeReceiver = (db: DemoDb, answers: number[] = []): DeliveryRequest[] => {
  const sent: DeliveryRequest[] = [];
  configureDeliveries(db, {
    transport: (request) => {
      sent.push(request);
      const status = answers.shift() ?? 200;
      return Promise.resolve({ status, body: status === 200 ? '{"received":true}' : 'Bad Gateway' });
    },
  });
  return sent;
};
