import {
  CreateIntegrationBody,
  FilterDeliveriesBody,
  FilterIntegrationsBody,
  RotateIntegrationSecretBody,
  SetIntegrationStatusBody,
  UpdateIntegrationBody,
} from '@/generated/zod/v3.zod';

import type { DemoDb } from '../db';
import type { DemoDelivery, DemoIntegration, DemoUser } from '../types';
import { addDelivery, attempt } from './deliveries';
import { deliveryBody, SAMPLE_DATA } from './integrations-payload';
import { deliveryDto, integrationDto, type IntegrationWrite, refuseIntegration } from './integrations-rules';
import { maskSecret, newSigningSecret } from './integrations-signature';
import { fail, ok, parseBody, refusal, type RouteDefinition, type RouteResult } from './kit';
import { recordKit } from './record-kit';
import { compareText, isAdministrator } from './scope';

/**
 * External Integrations (docs/integrations.md): administrators' webhooks and FHIR endpoints, the
 * delivery log, Redeliver and Send test event. The signing secret is answered once, by create and
 * by Rotate secret; every other answer carries only its mask. The area check (`integrations`) is the
 * session gate's.
 */

const FORBIDDEN = 'Only administrators can manage integrations.';

const INTEGRATIONS = recordKit<DemoIntegration>({
  noun: 'integration',
  find: (db, id) => db.integrations.find((row) => row.id === id),
});

const DELIVERIES = recordKit<DemoDelivery>({
  noun: 'delivery',
  find: (db, id) => db.deliveries.find((row) => row.id === id),
});

const guard = (user: DemoUser): RouteResult | null => (isAdministrator(user) ? null : fail(403, FORBIDDEN));

const fieldsOf = (write: IntegrationWrite) => ({
  name: write.name.trim(),
  kind: write.kind,
  url: write.url.trim(),
  events: [...new Set(write.events)],
});

const touch = (db: DemoDb, row: DemoIntegration): void => {
  row.version += 1;
  row.updated_at = db.now().toISOString();
};

const withSecret = (db: DemoDb, row: DemoIntegration, secret: string) =>
  ok({ integration: integrationDto(db, row), secret });

const setSecret = (row: DemoIntegration, secret: string): void => {
  row.signing_secret = secret;
  row.secret_prefix = maskSecret(secret);
};

const filterIntegrations: RouteDefinition = {
  operation: 'filterIntegrations',
  resolve: ({ db, user, body }) => {
    const denied = guard(user);
    if (denied) return denied;
    const parsed = parseBody(FilterIntegrationsBody, body);
    if (!parsed.ok) return parsed.result;
    const { page, limit, searchValue, status } = parsed.value;
    const needle = (searchValue ?? '').trim().toLowerCase();
    const found = db.integrations
      .filter(
        (row) =>
          (status == null || row.status === status) &&
          (needle === '' ||
            String(row.id) === needle ||
            `${row.name} ${row.url}`.toLowerCase().includes(needle)),
      )
      .sort((a, b) => compareText(a.name, b.name) || a.id - b.id);
    return ok({
      total_count: found.length,
      records: found.slice((page - 1) * limit, page * limit).map((row) => integrationDto(db, row)),
    });
  },
};

const createIntegration: RouteDefinition = {
  operation: 'createIntegration',
  mutates: true,
  resolve: ({ db, user, body }) => {
    const denied = guard(user);
    if (denied) return denied;
    const parsed = parseBody(CreateIntegrationBody, body);
    if (!parsed.ok) return parsed.result;
    const refused = refuseIntegration(db.integrations, parsed.value, undefined);
    if (refused) return refusal(refused.message, refused.field);
    const at = db.now().toISOString();
    const secret = newSigningSecret();
    const row: DemoIntegration = {
      id: Math.max(0, ...db.integrations.map((other) => other.id)) + 1,
      ...fieldsOf(parsed.value),
      status: true,
      secret_prefix: maskSecret(secret),
      signing_secret: secret,
      version: 1,
      created_at: at,
      updated_at: at,
    };
    db.integrations.push(row);
    return withSecret(db, row, secret);
  },
};

const getIntegration: RouteDefinition = {
  operation: 'getIntegration',
  resolve: ({ db, user, params }) => {
    const denied = guard(user);
    if (denied) return denied;
    const found = INTEGRATIONS.readable(db, user, params.id);
    return found.ok ? ok(integrationDto(db, found.row)) : found.result;
  },
};

const updateIntegration: RouteDefinition = {
  operation: 'updateIntegration',
  mutates: true,
  resolve: ({ db, user, body, params }) => {
    const denied = guard(user);
    if (denied) return denied;
    const parsed = parseBody(UpdateIntegrationBody, body);
    if (!parsed.ok) return parsed.result;
    const found = INTEGRATIONS.readable(db, user, params.id);
    if (!found.ok) return found.result;
    const row = found.row;
    const stale = INTEGRATIONS.stale(row, parsed.value.version, () => integrationDto(db, row));
    if (stale) return stale;
    const refused = refuseIntegration(db.integrations, parsed.value, row);
    if (refused) return refusal(refused.message, refused.field);
    Object.assign(row, fieldsOf(parsed.value));
    touch(db, row);
    return ok(integrationDto(db, row));
  },
};

const setIntegrationStatus: RouteDefinition = {
  operation: 'setIntegrationStatus',
  mutates: true,
  resolve: ({ db, user, body, params }) => {
    const denied = guard(user);
    if (denied) return denied;
    const parsed = parseBody(SetIntegrationStatusBody, body);
    if (!parsed.ok) return parsed.result;
    const found = INTEGRATIONS.readable(db, user, params.id);
    if (!found.ok) return found.result;
    const row = found.row;
    const stale = INTEGRATIONS.stale(row, parsed.value.version, () => integrationDto(db, row));
    if (stale) return stale;
    if (row.status !== parsed.value.status) {
      row.status = parsed.value.status;
      touch(db, row);
    }
    return ok(integrationDto(db, row));
  },
};

const rotateIntegrationSecret: RouteDefinition = {
  operation: 'rotateIntegrationSecret',
  mutates: true,
  resolve: ({ db, user, body, params }) => {
    const denied = guard(user);
    if (denied) return denied;
    const parsed = parseBody(RotateIntegrationSecretBody, body);
    if (!parsed.ok) return parsed.result;
    const found = INTEGRATIONS.readable(db, user, params.id);
    if (!found.ok) return found.result;
    const row = found.row;
    const stale = INTEGRATIONS.stale(row, parsed.value.version, () => integrationDto(db, row));
    if (stale) return stale;
    const secret = newSigningSecret();
    setSecret(row, secret);
    touch(db, row);
    return withSecret(db, row, secret);
  },
};

const filterDeliveries: RouteDefinition = {
  operation: 'filterDeliveries',
  resolve: ({ db, user, body, params }) => {
    const denied = guard(user);
    if (denied) return denied;
    const parsed = parseBody(FilterDeliveriesBody, body);
    if (!parsed.ok) return parsed.result;
    const found = INTEGRATIONS.readable(db, user, params.id);
    if (!found.ok) return found.result;
    const { page, limit, state, event } = parsed.value;
    const id = found.row.id;
    // Newest first: the log is appended in order, so it is read from the end.
    const rows: DemoDelivery[] = [];
    for (let index = db.deliveries.length - 1; index >= 0; index -= 1) {
      const row = db.deliveries[index];
      if (
        row?.integration_id === id &&
        (state == null || row.state === state) &&
        (event == null || row.event === event)
      )
        rows.push(row);
    }
    return ok({
      total_count: rows.length,
      records: rows.slice((page - 1) * limit, page * limit).map(deliveryDto),
    });
  },
};

/** Sends a new delivery and answers it after its first attempt (its retries go on afterwards). */
const sendNow = async (db: DemoDb, delivery: DemoDelivery): Promise<RouteResult> => {
  await attempt(db, delivery);
  return ok(deliveryDto(delivery));
};

const inactive = (row: DemoIntegration): RouteResult =>
  refusal(`${row.name} is disabled: enable it to send to it.`, 'status');

const sendTestEvent: RouteDefinition = {
  operation: 'sendTestEvent',
  mutates: true,
  resolve: ({ db, user, params }) => {
    const denied = guard(user);
    if (denied) return denied;
    const found = INTEGRATIONS.readable(db, user, params.id);
    if (!found.ok) return found.result;
    const row = found.row;
    if (!row.status) return inactive(row);
    const event = row.events[0] ?? 'result.recorded';
    const delivery = addDelivery(db, { integration_id: row.id, event, test: true }, (created) =>
      deliveryBody(row, created, SAMPLE_DATA[event]),
    );
    return sendNow(db, delivery);
  },
};

const redeliver: RouteDefinition = {
  operation: 'redeliver',
  mutates: true,
  resolve: ({ db, user, params }) => {
    const denied = guard(user);
    if (denied) return denied;
    const found = DELIVERIES.readable(db, user, params.id);
    if (!found.ok) return found.result;
    const original = found.row;
    const row = db.integrations.find((other) => other.id === original.integration_id);
    if (!row) return fail(404, 'Integration not found');
    if (!row.status) return inactive(row);
    const delivery = addDelivery(
      db,
      { integration_id: row.id, event: original.event, test: original.test },
      () => original.body,
    );
    return sendNow(db, delivery);
  },
};

export const integrationRoutes: RouteDefinition[] = [
  filterIntegrations,
  createIntegration,
  getIntegration,
  updateIntegration,
  setIntegrationStatus,
  rotateIntegrationSecret,
  filterDeliveries,
  sendTestEvent,
  redeliver,
];
