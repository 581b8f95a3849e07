import { readFileSync } from 'node:fs';

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { ZodType } from 'zod';

import * as v3 from '@/generated/zod/v3.zod';
import { OPERATIONS } from '@/lib/http/operations';

import { server } from '@tests/msw/server';
import { CATALOGUE_EXAMPLES } from './catalogues/examples';
import { createDemoDb, type DemoDb, type DemoSnapshot } from './db';
import { createDemoDispatcher } from './handlers';
import { DEMO_DOCTOR_ID, SECOND_DOCTOR_ID } from './telemedicine/seed-doctors';
import type { DemoConsultation } from './telemedicine/types';
import { ADMIN_ID, call, type CallResult, CUSTOMER_ID } from './test-utils';

/**
 * The no-leak sweep (issue 32; docs/reliability.md, "Security"): every proposed call of
 * openapi/v3.yaml, as each role, aimed at records of another customer and of another doctor (path
 * ids, ids in the body, the unique values of such records in the body, current and stale versions),
 * and no answer, whatever its status, carries a field of a record that role's GET refuses.
 *
 * Every text field of the scoped records carries a marker naming its record and field
 * (`zqp17hz`: patient 17's phone). The role's refused markers come from the docs' rules
 * (docs/telemedicine.md and docs/patients.md, "Who sees what"); the sweep checks through the API
 * that the GET of each record it aims at really is refused, so it cannot pass by aiming wide.
 */

// ---------------------------------------------------------------------------------------------
// The contract: every x-proposed operation, with its example body and the values of its `status`.

interface SchemaNode {
  $ref?: string;
  type?: string;
  enum?: unknown[];
  properties?: Record<string, SchemaNode>;
  allOf?: SchemaNode[];
}
interface ContractOperation {
  operationId: string;
  'x-proposed'?: boolean;
  requestBody?: { $ref?: string; content?: Record<string, { schema?: SchemaNode; example?: unknown }> };
}
const contract = parse(readFileSync('openapi/v3.yaml', 'utf8')) as {
  paths: Record<string, Record<string, ContractOperation>>;
};
const deref = <T extends { $ref?: string }>(node: T): T => {
  if (!node.$ref) return node;
  const target = node.$ref
    .slice(2)
    .split('/')
    .reduce<unknown>((at, key) => (at as Record<string, unknown>)[key], contract);
  return deref(target as T);
};
const propertyOf = (schema: SchemaNode | undefined, name: string): SchemaNode | undefined => {
  if (!schema) return undefined;
  const node = deref(schema);
  return (
    (node.properties?.[name] && deref(node.properties[name])) ??
    node.allOf?.map((part) => propertyOf(part, name)).find((found) => found !== undefined)
  );
};

interface Proposed {
  operationId: string;
  method: 'GET' | 'POST' | 'PUT';
  path: string;
  example: Record<string, unknown> | undefined;
  /** The values a body's `status` takes (a move's target status, a record's active flag). */
  statuses: unknown[];
  bodySchema: ZodType | undefined;
}
const HTTP = ['get', 'post', 'put', 'delete', 'patch'];
const PROPOSED: Proposed[] = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method, operation]) => HTTP.includes(method) && operation['x-proposed'] === true)
    .map(([method, operation]) => {
      const content = operation.requestBody && deref(operation.requestBody).content?.['application/json'];
      const status = propertyOf(content?.schema, 'status');
      const name = `${operation.operationId.charAt(0).toUpperCase()}${operation.operationId.slice(1)}Body`;
      return {
        operationId: operation.operationId,
        method: method.toUpperCase() as Proposed['method'],
        path,
        example: content?.example as Record<string, unknown> | undefined,
        statuses: status?.enum ?? (status?.type === 'boolean' ? [true, false] : []),
        bodySchema: (v3 as Record<string, unknown>)[name] as ZodType | undefined,
      };
    }),
);

// ---------------------------------------------------------------------------------------------
// Which records a call touches.

type Kind =
  'patient' | 'doctor' | 'consultation' | 'booking' | 'clinic' | 'customer' | 'kiosk' | 'order' | 'query';

/** The first path segment after /v3/ of a scoped call, and the records its `{id}` names. */
const SCOPED_SEGMENTS: Record<string, Kind> = {
  patient: 'patient',
  'screening-session': 'patient',
  result: 'patient',
  summary: 'patient',
  doctor: 'doctor',
  consultation: 'consultation',
  booking: 'booking',
  clinic: 'clinic',
  kiosk: 'kiosk',
  // Kiosk and consumable orders (docs/orders.md): a customer's own, none for doctors.
  order: 'order',
  // Clinic stock (docs/orders.md, "Stock, days of cover and Running low"): by `clinic_id`, a customer's own.
  stock: 'clinic',
  // A customer's own calls and their clinics and doctors (docs/customer-assignments.md): `{id}` is the customer.
  customer: 'customer',
  // Support queries (docs/support.md): a customer's own, none for doctors; `{id}` of an attachment too.
  query: 'query',
  // API keys (docs/api-keys.md): a customer's own; `{id}` is a key (seeded 1-6: the demo customer's
  // and other customers', so a customer's role aims at foreign keys by the customers' ids).
  'api-key': 'customer',
};
/**
 * Master data (places and catalogues): the same for every customer, only administrators read it
 * (others get 403 on every call). They are swept all the same, for the scoped records' markers.
 */
const MASTER_SEGMENTS = new Set([
  'country',
  'state',
  'district',
  'location',
  // Kiosk configuration rollouts (docs/kiosk-rollouts.md): administrators only, like master data.
  'kiosk-rollout',
  // The kiosk models an order offers (docs/orders.md): the same for everyone.
  'kiosk-model',
  // Staff accounts (docs/users.md): administrators only; customers and doctors get 403 on every call.
  'user',
  // The consumables catalogue (docs/orders.md, "Consumables"): the same for every customer, no one's record in it.
  'consumable',
  // The signed-in user's own password (docs/shell.md, "First sign-in"): no record of anyone else.
  'auth',
  // Canned replies (docs/support.md): administrators only; the caller's own unread counts.
  'canned-reply',
  'unread',
  // The discussion board (docs/discussions.md): administrators only, every other role 403.
  'discussion',
  // Notifications (docs/notifications.md): administrators only; the inbox and receipts the caller's own.
  'notification',
  // The audit trail (docs/audit.md): administrators only (their role's Audit trail area), every other role 403.
  'audit',
  // The settings (docs/settings.md): one record of the platform, no one's data; administrators save it.
  'settings',
  // The key holders' public call (docs/api-keys.md): no session; without a key 401 for everyone.
  'public',
  // External Integrations and their deliveries (docs/integrations.md): administrators only, every other role 403.
  'integration',
  'delivery',
  ...CATALOGUE_EXAMPLES.map((example) => example.segment),
]);
const segmentOf = (path: string): string => path.split('/')[2] ?? '';

/** Body fields that name a scoped record. */
const ID_FIELDS: Record<string, Kind> = {
  patient_id: 'patient',
  doctor_id: 'doctor',
  clinic_id: 'clinic',
  clinic_ids: 'clinic',
  letterhead_clinic_id: 'clinic',
  customer_id: 'customer',
};
/**
 * A record's unique values, group by group, put into a write of that kind of record: a rule that
 * compares them (a taken registration number, a duplicate patient) must not answer with the other
 * record.
 */
const VALUE_GROUPS: Partial<Record<Kind, string[][]>> = {
  patient: [['external_id'], ['first_name', 'last_name', 'date_of_birth', 'phone'], ['email']],
  doctor: [['registration_number'], ['email'], ['phone']],
  // A clinic's name is unique within its customer; a kiosk's serial number everywhere.
  clinic: [['name', 'customer_id']],
  kiosk: [['serial_number']],
  // A customer's email is unique among every account (docs/customers.md).
  customer: [['email']],
};

// ---------------------------------------------------------------------------------------------
// The data: a marker in every text field of every scoped record.

/** p patient, d doctor, c consultation, k clinic, u customer, i kiosk; the field's letter. */
const mark = (kind: string, id: number, field: string): string => `zq${kind}${id}${field}z`;
const MARKER = /zq([pdckuioq])(\d+)([a-z])z/g;
const KIND_OF_LETTER: Record<string, Kind> = {
  p: 'patient',
  d: 'doctor',
  c: 'consultation',
  k: 'clinic',
  u: 'customer',
  i: 'kiosk',
  o: 'order',
  q: 'query',
};
const LETTER_OF_KIND = Object.fromEntries(
  Object.entries(KIND_OF_LETTER).map(([letter, kind]) => [kind, letter]),
) as Record<Kind, string>;

/** A phone field holds digits only: one number per record, `+9170…` a patient's, `+9180…` a doctor's. */
const phoneOf = (kind: 'p' | 'd', id: number): string =>
  `+91${kind === 'p' ? '70' : '80'}${String(id).padStart(8, '0')}`;
const PHONE = /\+91(70|80)(\d{8})/g;

const plantMarkers = (db: DemoDb): void => {
  for (const p of db.patients) {
    p.first_name += mark('p', p.id, 'f');
    p.last_name += mark('p', p.id, 'l');
    p.external_id += mark('p', p.id, 'x');
    p.phone = phoneOf('p', p.id);
    p.email = `${mark('p', p.id, 'e')}@leak.test`;
  }
  for (const d of db.doctors) {
    d.first_name += mark('d', d.id, 'f');
    d.last_name += mark('d', d.id, 'l');
    d.registration_number += mark('d', d.id, 'r');
    d.phone = phoneOf('d', d.id);
    d.email = `${mark('d', d.id, 'e')}@leak.test`;
  }
  for (const c of db.telemedicine.consultations) {
    c.notes += ` ${mark('c', c.id, 'n')}`;
    // An empty diagnosis stays empty: completing needs one (a rule the sweep meets).
    if (c.diagnosis !== '') c.diagnosis += ` ${mark('c', c.id, 'd')}`;
    for (const event of c.history) {
      if (event.by.startsWith('Dr ')) event.by += ` ${mark('c', c.id, 'b')}`;
      if (event.reason !== null) event.reason += ` ${mark('c', c.id, 'r')}`;
    }
  }
  for (const k of db.clinics) {
    k.name += mark('k', k.id, 'm');
    k.address += mark('k', k.id, 'a');
    k.email = `${mark('k', k.id, 'e')}@example.com`;
  }
  for (const u of db.customers) {
    u.first_name += mark('u', u.id, 'f');
    // The proposed customer record's own fields (docs/customers.md).
    u.organisation_name += mark('u', u.id, 'o');
    u.address += mark('u', u.id, 'a');
    u.email = `${mark('u', u.id, 'e')}@leak.test`;
  }
  for (const i of db.kiosks) i.serial_number += mark('i', i.id, 's');
  for (const o of db.orders) {
    o.notes = `${o.notes ?? ''}${mark('o', o.id, 'n')}`;
  }
  // An order's history lines are its audit events (docs/audit.md, "Timelines read the trail").
  for (const event of db.auditEvents)
    if (event.line?.entity === 'order' && event.line.reason !== null && event.entity_id !== null)
      event.line.reason += ` ${mark('o', event.entity_id, 'r')}`;
  // A query's subject and public messages (`t`), and its internal notes (`n`: no customer reads them).
  for (const q of db.queries) {
    q.subject += mark('q', q.id, 's');
    for (const message of q.messages) {
      message.text += ` ${mark('q', q.id, message.internal ? 'n' : 't')}`;
      for (const attachment of message.attachments)
        if (message.internal) attachment.name = `${mark('q', q.id, 'n')}${attachment.name}`;
    }
  }
};

// ---------------------------------------------------------------------------------------------
// The roles, what each may not read (the docs' rules), and the records the sweep aims at.

interface Role {
  name: string;
  userId: number;
  token: string;
  /** Whether a marker's field belongs to a record this role's GET refuses. */
  refused: (kind: Kind, id: number, field: string) => boolean;
  /** Records of each kind the role may not read: another customer's, another doctor's. */
  foreign: Record<Kind, number[]>;
  /** A record of each kind the role may read (a write of its own, with foreign values in it). */
  own: Record<Kind, number>;
  /** The record GETs that must be refused (checked through the API). */
  mustRefuse: Array<{ path: string; status: number[] }>;
}

const PASSWORDS = ['Admin@123', 'Customer@123', 'Doctor@123'];

const first = <T>(items: readonly T[], what: string): T => {
  const found = items[0];
  if (found === undefined) throw new Error(`no ${what} in the seed`);
  return found;
};

let db: DemoDb;
let seeded: DemoSnapshot;
let roles: Role[];
/** operationId -> role -> requests sent. */
const swept = new Map<string, Map<string, number>>();

const buildRoles = (): Role[] => {
  const tm = db.telemedicine;
  const foreignCustomer = first(
    db.customers.filter(
      (customer) =>
        customer.id !== CUSTOMER_ID &&
        customer.status &&
        db.doctors.some(
          (doctor) =>
            doctor.customer_id === customer.id && tm.bookings.some((b) => b.doctor_id === doctor.id),
        ),
    ),
    'other customer with bookings',
  ).id;
  const foreignDoctor = first(
    db.doctors.filter(
      (d) => d.customer_id === foreignCustomer && tm.bookings.some((b) => b.doctor_id === d.id),
    ),
    "other customer's doctor",
  );
  const foreignConsultation = first(
    tm.consultations.filter((c) => c.doctor_id === foreignDoctor.id && c.status === 'completed'),
    "other customer's consultation",
  );
  const ofForeign: Record<Kind, number[]> = {
    patient: [foreignConsultation.patient_id],
    doctor: [foreignDoctor.id],
    consultation: [foreignConsultation.id],
    booking: [
      first(
        tm.bookings.filter((b) => b.doctor_id === foreignDoctor.id),
        'booking',
      ).id,
    ],
    clinic: [
      first(
        db.clinics.filter((k) => k.user_id === foreignCustomer && k.status),
        'foreign clinic',
      ).id,
    ],
    customer: [foreignCustomer],
    kiosk: [
      first(
        db.kiosks.filter((i) => i.clinic_id !== null && db.clinic(i.clinic_id)?.user_id === foreignCustomer),
        'foreign kiosk',
      ).id,
    ],
    order: [
      first(
        db.orders.filter((o) => o.customer_id === foreignCustomer),
        'foreign order',
      ).id,
    ],
    query: [
      first(
        db.queries.filter((q) => q.customer_id === foreignCustomer),
        'foreign query',
      ).id,
    ],
  };
  const ownClinic = first(db.doctor(DEMO_DOCTOR_ID)?.clinic_ids ?? [], 'demo doctor clinic');
  const requestedAt = (clinics: readonly number[]): number =>
    first(
      tm.consultations.filter((c) => c.status === 'requested' && clinics.includes(c.clinic_id)),
      'waiting request',
    ).id;
  const foreignGets = (foreign: Record<Kind, number[]>) => [
    ...foreign.patient.map((id) => ({ path: `/v3/patient/${id}`, status: [403] })),
    ...foreign.doctor.map((id) => ({ path: `/v3/doctor/${id}`, status: [403] })),
    ...foreign.consultation.map((id) => ({ path: `/v3/consultation/${id}`, status: [403] })),
    ...foreign.kiosk.map((id) => ({ path: `/v3/kiosk/${id}`, status: [403] })),
    ...foreign.order.map((id) => ({ path: `/v3/order/${id}`, status: [403] })),
    ...foreign.query.map((id) => ({ path: `/v3/query/${id}`, status: [403] })),
    ...foreign.clinic.map((id) => ({ path: `/v3/clinic/${id}`, status: [403] })),
    ...foreign.customer.map((id) => ({ path: `/v3/customer/${id}`, status: [403] })),
  ];

  const tokenOf = (userId: number): string => db.issueToken(userId, `no-leak-token-${userId}`);

  const admin: Role = {
    name: 'administrator',
    userId: ADMIN_ID,
    token: tokenOf(ADMIN_ID),
    refused: () => false,
    foreign: ofForeign,
    own: {
      patient: first(
        db.patients.filter((p) => p.customer_id === CUSTOMER_ID),
        'patient',
      ).id,
      doctor: DEMO_DOCTOR_ID,
      consultation: requestedAt([ownClinic]),
      booking: first(
        tm.bookings.filter((b) => b.doctor_id === DEMO_DOCTOR_ID),
        'booking',
      ).id,
      clinic: ownClinic,
      customer: CUSTOMER_ID,
      kiosk: first(
        db.kiosks.filter(
          (i) => i.status === 'deployed' && db.clinic(i.clinic_id ?? 0)?.user_id === CUSTOMER_ID,
        ),
        'own kiosk',
      ).id,
      order: first(
        db.orders.filter((o) => o.customer_id === CUSTOMER_ID && o.status === 'placed'),
        'own order',
      ).id,
      // One with an internal note: every answer on it to the customer must leave the note out.
      query: first(
        db.queries.filter((q) => q.customer_id === CUSTOMER_ID && q.messages.some((m) => m.internal)),
        'own query with an internal note',
      ).id,
    },
    mustRefuse: [],
  };

  const customerOwns = {
    patient: (id: number) => db.patient(id)?.customer_id === CUSTOMER_ID,
    doctor: (id: number) => db.doctor(id)?.customer_id === CUSTOMER_ID,
    consultation: (id: number) => tm.consultations.find((c) => c.id === id)?.customer_id === CUSTOMER_ID,
    clinic: (id: number) => db.clinic(id)?.user_id === CUSTOMER_ID,
    customer: (id: number) => id === CUSTOMER_ID,
    kiosk: (id: number) => {
      const clinicId = db.kiosks.find((i) => i.id === id)?.clinic_id;
      return clinicId != null && db.clinic(clinicId)?.user_id === CUSTOMER_ID;
    },
    order: (id: number) => db.orders.find((o) => o.id === id)?.customer_id === CUSTOMER_ID,
    query: (id: number) => db.queries.find((q) => q.id === id)?.customer_id === CUSTOMER_ID,
  };
  const customer: Role = {
    name: 'customer',
    userId: CUSTOMER_ID,
    token: tokenOf(CUSTOMER_ID),
    // An internal note (`n`) is refused even on the customer's own query (docs/support.md).
    refused: (kind, id, field) =>
      kind !== 'booking' && (!customerOwns[kind](id) || (kind === 'query' && field === 'n')),
    foreign: ofForeign,
    own: { ...admin.own, patient: admin.own.patient },
    mustRefuse: foreignGets(ofForeign),
  };

  const doctorRole = (name: string, me: number, other: number): Role => {
    const self = db.doctor(me);
    const clinics = new Set(self?.status ? self.clinic_ids : []);
    const readable = (c: DemoConsultation): boolean =>
      c.doctor_id === me || (c.status === 'requested' && clinics.has(c.clinic_id));
    const readableIds = new Set(tm.consultations.filter(readable).map((c) => c.id));
    const consulted = new Set(
      tm.consultations.filter((c) => c.doctor_id === me && c.status !== 'requested').map((c) => c.patient_id),
    );
    // A patient in the doctor's queue or bookings shows as a reference (name, patient id), no more.
    const referenced = new Set([
      ...tm.consultations.filter(readable).map((c) => c.patient_id),
      ...tm.bookings.filter((b) => b.doctor_id === me).map((b) => b.patient_id),
    ]);
    const byOther = tm.consultations.filter(
      (c) => c.doctor_id === other && (c.status === 'completed' || c.status === 'cancelled'),
    );
    const otherAtShared = byOther.filter((c) => clinics.has(c.clinic_id));
    // The race: the other doctor took a request at a clinic of both (a 409 naming them is allowed).
    const race = first(
      tm.consultations.filter(
        (c) => c.doctor_id === other && c.status === 'scheduled' && clinics.has(c.clinic_id),
      ),
      'request the other doctor took',
    );
    // A patient another doctor of the same customer consulted (the other demo doctor's if any).
    const notMine = [
      ...byOther,
      ...tm.consultations.filter(
        (c) => c.customer_id === self?.customer_id && c.doctor_id !== null && c.doctor_id !== me,
      ),
    ]
      .filter((c) => c.status !== 'requested')
      .map((c) => c.patient_id)
      .filter((id) => !consulted.has(id));
    const otherPatient = first(
      [...notMine.filter((id) => !referenced.has(id)), ...notMine],
      "other doctor's patient",
    );
    // A patient only in the queue (a reference is readable, the record is not), when there is one.
    const queuePatients = [...referenced].filter((id) => !consulted.has(id)).slice(0, 1);
    const foreign: Record<Kind, number[]> = {
      patient: [...ofForeign.patient, otherPatient, ...queuePatients],
      doctor: [...ofForeign.doctor, other],
      consultation: [...ofForeign.consultation, first(otherAtShared, 'shared finished').id, race.id],
      booking: [
        ...ofForeign.booking,
        first(
          tm.bookings.filter((b) => b.doctor_id === other),
          "other doctor's booking",
        ).id,
      ],
      clinic: ofForeign.clinic,
      customer: ofForeign.customer,
      kiosk: ofForeign.kiosk,
      order: ofForeign.order,
      query: ofForeign.query,
    };
    const ownPatient = first([...consulted], 'consulted patient');
    return {
      name,
      userId: me,
      token: tokenOf(me),
      refused: (kind, id, field) => {
        switch (kind) {
          case 'patient':
            // Reference fields are readable for a queue or booking patient; the rest only once consulted.
            return !consulted.has(id) && (!referenced.has(id) || !['f', 'l', 'x'].includes(field));
          case 'doctor':
            return id !== me;
          case 'consultation':
            return !readableIds.has(id);
          case 'clinic':
            return db.clinic(id)?.user_id !== self?.customer_id;
          case 'customer':
            return id !== self?.customer_id;
          case 'kiosk':
          case 'order':
          case 'query':
            // docs/proposed-api.md, "Kiosks", "Orders", "Support": a doctor reads no kiosk, order or query.
            return true;
          default:
            return false;
        }
      },
      foreign,
      own: {
        patient: ownPatient,
        doctor: me,
        consultation: requestedAt([...clinics]),
        booking: first(
          tm.bookings.filter((b) => b.doctor_id === me),
          'own booking',
        ).id,
        clinic: first([...clinics], 'own clinic'),
        customer: self?.customer_id ?? CUSTOMER_ID,
        kiosk: admin.own.kiosk,
        order: admin.own.order,
        query: admin.own.query,
      },
      mustRefuse: [
        ...foreignGets(foreign),
        // Every consultation of the other doctor at the shared clinics: issue 32's ~51 records.
        ...otherAtShared.map((c) => ({ path: `/v3/consultation/${c.id}`, status: [403] })),
      ],
    };
  };

  return [
    admin,
    customer,
    doctorRole('doctor', DEMO_DOCTOR_ID, SECOND_DOCTOR_ID),
    doctorRole('second doctor', SECOND_DOCTOR_ID, DEMO_DOCTOR_ID),
  ];
};

// ---------------------------------------------------------------------------------------------
// The requests.

const clone = <T>(value: T): T => structuredClone(value);
const isValid = (operation: Proposed, body: unknown): boolean =>
  operation.bodySchema?.safeParse(body).success ?? true;

/** Sets a field wherever it is: at the top and in the objects of a list (an import's rows). */
const setEverywhere = (body: Record<string, unknown>, field: string, value: unknown): boolean => {
  let found = false;
  for (const [key, inner] of Object.entries(body)) {
    if (key === field) {
      body[key] = Array.isArray(inner) ? [value] : value;
      found = true;
    } else if (Array.isArray(inner)) {
      for (const item of inner)
        if (typeof item === 'object' && item !== null)
          found = setEverywhere(item as Record<string, unknown>, field, value) || found;
    }
  }
  return found;
};

const isListCall = (operation: Proposed): boolean =>
  operation.operationId.startsWith('filter') || operation.operationId === 'consultationSummary';

/** The example, widened for a list (every date, no narrowing, the largest page). */
const baseBody = (operation: Proposed): Record<string, unknown> | undefined => {
  if (!operation.example) return undefined;
  const body = clone(operation.example);
  if (!isListCall(operation)) return body;
  const tries: Array<[string, unknown]> = [
    ['start_date', '2020-01-01'],
    ['end_date', '2030-12-31'],
    ['limit', 100],
    ...['searchValue', 'age', 'gender', 'label', 'outcome', 'test_type_id', 'status'].map(
      (field): [string, unknown] => [field, null],
    ),
    ...Object.keys(ID_FIELDS).map((field): [string, unknown] => [field, null]),
  ];
  for (const [field, value] of tries) {
    if (!(field in body)) continue;
    const previous = body[field];
    body[field] = value;
    if (!isValid(operation, body)) {
      // A field that takes no null may be left out; else it keeps the example's value.
      const { [field]: _left, ...without } = body;
      if (value === null && isValid(operation, without)) Reflect.deleteProperty(body, field);
      else body[field] = previous;
    }
  }
  return body;
};

interface Request {
  path: string;
  body: Record<string, unknown> | undefined;
}

/** The record a path id names, for its version. */
const versionOf = (kind: Kind | 'master', id: number): number | undefined => {
  if (kind === 'patient') return db.patient(id)?.version;
  if (kind === 'doctor') return db.doctor(id)?.version;
  if (kind === 'consultation') return db.telemedicine.consultations.find((c) => c.id === id)?.version;
  if (kind === 'clinic') return db.clinic(id)?.version;
  if (kind === 'kiosk') return db.kiosks.find((i) => i.id === id)?.version;
  if (kind === 'order') return db.orders.find((o) => o.id === id)?.version;
  if (kind === 'query') return db.queries.find((q) => q.id === id)?.version;
  return undefined;
};

/** A record's fields by the names a write of it uses (a clinic's owner is its `customer_id`). */
const recordOf = (kind: Kind, id: number): Record<string, unknown> | undefined => {
  if (kind === 'patient') return db.patient(id) as Record<string, unknown> | undefined;
  if (kind === 'doctor') return db.doctor(id) as Record<string, unknown> | undefined;
  if (kind === 'kiosk') return db.kiosks.find((i) => i.id === id) as Record<string, unknown> | undefined;
  if (kind === 'clinic') {
    const clinic = db.clinic(id);
    return clinic && { ...clinic, customer_id: clinic.user_id };
  }
  if (kind === 'customer') return db.customer(id) as Record<string, unknown> | undefined;
  return undefined;
};

const requestsFor = (operation: Proposed, role: Role): Request[] => {
  const segment = segmentOf(operation.path);
  const kind: Kind | 'master' | undefined = MASTER_SEGMENTS.has(segment)
    ? 'master'
    : SCOPED_SEGMENTS[segment];
  if (kind === undefined)
    throw new Error(
      `${operation.operationId}: ${operation.path} is not swept: say which records it touches (SCOPED_SEGMENTS or MASTER_SEGMENTS)`,
    );
  const hasId = operation.path.includes('{id}');
  if (operation.example === undefined && operation.method !== 'GET' && operation.bodySchema)
    throw new Error(`${operation.operationId} has no example body in openapi/v3.yaml`);
  const ids = !hasId ? [null] : kind === 'master' ? [1] : [...role.foreign[kind], role.own[kind]];
  const requests: Request[] = [];
  for (const id of ids) {
    const path = id === null ? operation.path : operation.path.replace('{id}', String(id));
    const base = baseBody(operation);
    if (base === undefined) {
      requests.push({ path, body: undefined });
      continue;
    }
    const current = id === null ? undefined : versionOf(kind, id);
    const versions = 'version' in base ? [...new Set([current ?? 1, 1, (current ?? 1) + 5])] : [null];
    const statuses = 'status' in base && !isListCall(operation) ? operation.statuses : [undefined];
    for (const version of versions)
      for (const status of statuses.length > 0 ? statuses : [undefined]) {
        const body = clone(base);
        if (version !== null) body.version = version;
        if (status !== undefined) body.status = status;
        requests.push({ path, body });
      }
    // Ids of records the role may not read, field by field.
    for (const [field, idKind] of Object.entries(ID_FIELDS))
      for (const foreignId of role.foreign[idKind]) {
        const body = clone(base);
        if (current !== undefined && 'version' in body) body.version = current;
        if (setEverywhere(body, field, foreignId)) requests.push({ path, body });
      }
    // The unique values of such records, in a write of that kind of record.
    const valued = kind === 'master' || isListCall(operation) ? undefined : kind;
    if (valued !== undefined)
      for (const group of VALUE_GROUPS[valued] ?? [])
        for (const foreignId of role.foreign[valued]) {
          const record = recordOf(valued, foreignId);
          const body = clone(base);
          if (current !== undefined && 'version' in body) body.version = current;
          const changed = group.map((field) => setEverywhere(body, field, record?.[field]));
          if (changed.some(Boolean)) requests.push({ path, body });
        }
    // A search for such a record's marker finds nothing.
    if (isListCall(operation) && 'searchValue' in (operation.example ?? {})) {
      const searched: Kind = kind === 'doctor' || kind === 'kiosk' ? kind : 'patient';
      for (const foreignId of role.foreign[searched])
        requests.push({ path, body: { ...base, searchValue: `zq${LETTER_OF_KIND[searched]}${foreignId}` } });
    }
  }
  return requests;
};

// ---------------------------------------------------------------------------------------------
// The check.

/** The markers of refused records in an answer, with the values a caller should never see. */
const leaksIn = (role: Role, operation: Proposed, request: Request, result: CallResult): string[] => {
  let scanned = result.body;
  const sent = JSON.stringify(request);
  // The 409 of a lost race names who took the consultation (docs/telemedicine.md, "The 409 race"):
  // its `current` is only { id, status, doctor, version }, and the name is the one thing it adds.
  if (operation.operationId === 'moveConsultation' && result.status === 409) {
    const body = result.body as { message: string; current?: Record<string, unknown> };
    expect(Object.keys(body.current ?? {}).sort(), `${request.path}: the 409's current is slim`).toEqual([
      'doctor',
      'id',
      'status',
      'version',
    ]);
    const { current, message, ...rest } = body;
    const { doctor, ...slim } = current ?? {};
    const winner = (doctor as { id?: number } | null)?.id;
    for (const [marker, letter, id] of `${message} ${JSON.stringify(doctor)}`.matchAll(MARKER))
      expect(letter === 'd' && Number(id) === winner, `${marker} in the race's 409`).toBe(true);
    scanned = { ...rest, current: slim };
  }
  const text = JSON.stringify(scanned);
  const leaks: string[] = [];
  for (const [marker, letter = '', id, field = ''] of text.matchAll(MARKER)) {
    const kind = KIND_OF_LETTER[letter];
    if (kind && role.refused(kind, Number(id), field) && !sent.includes(marker)) leaks.push(marker);
  }
  for (const [phone, prefix = '', id] of text.matchAll(PHONE)) {
    const kind: Kind = prefix === '70' ? 'patient' : 'doctor';
    if (role.refused(kind, Number(id), 'h') && !sent.includes(phone)) leaks.push(phone);
  }
  for (const secret of [...PASSWORDS, ...roles.filter((r) => r !== role).map((r) => r.token)])
    if (text.includes(secret)) leaks.push(secret);
  return [...new Set(leaks)];
};

/** The demo API's handlers behind one MSW handler (a request finds its route at once). */
const serve = (): void => {
  server.use(createDemoDispatcher(db));
};

beforeAll(async () => {
  db = createDemoDb({ arrivalSeconds: 0 });
  serve();
  // The race for the demo doctor to lose: the second doctor takes a request of a shared clinic.
  const shared = db.doctor(SECOND_DOCTOR_ID)?.clinic_ids ?? [];
  const request = first(
    db.telemedicine.consultations.filter((c) => c.status === 'requested' && shared.includes(c.clinic_id)),
    'shared request',
  );
  const taken = await call(`/v3/consultation/${request.id}/status`, {
    token: db.issueToken(SECOND_DOCTOR_ID),
    body: { status: 'scheduled', version: request.version, reason: null },
  });
  expect(taken.status).toBe(200);
  plantMarkers(db);
  roles = buildRoles();
  seeded = db.snapshot();
});

// Each test starts from the seed: a write that went through is undone at once (below), and a
// refused one changes nothing, so only a test that ended early leaves the data changed.
let dirty = false;
beforeEach(() => {
  if (dirty) db.restore(seeded);
  dirty = true;
  serve();
});

describe('the sweep is not vacuous', () => {
  it.each(['customer', 'doctor', 'second doctor'])(
    "the %s's GET refuses every record the sweep aims at",
    async (name) => {
      const role = roles.find((candidate) => candidate.name === name);
      expect(role?.mustRefuse.length).toBeGreaterThan(0);
      for (const { path, status } of role?.mustRefuse ?? []) {
        const result = await call(path, { method: 'GET', token: role?.token });
        expect(status, `GET ${path} as the ${name}`).toContain(result.status);
      }
    },
  );

  it("markers reach the answers: the administrator reads them, each role its own records'", async () => {
    for (const role of roles) {
      const path = `/v3/doctor/${role.own.doctor}`;
      const result = await call(path, { method: 'GET', token: role.token });
      expect(result.status, `GET ${path} as the ${role.name}`).toBe(200);
      expect(JSON.stringify(result.body)).toContain(mark('d', role.own.doctor, 'r'));
    }
    const admin = roles[0];
    const foreign = admin?.foreign.consultation[0];
    const seen = await call(`/v3/consultation/${foreign}`, { method: 'GET', token: admin?.token });
    expect(JSON.stringify(seen.body)).toContain(mark('c', foreign ?? 0, 'n'));
    // A customer reads their own clinic, and an administrator another customer's kiosk.
    const customer = roles.find((role) => role.name === 'customer');
    const clinic = await call(`/v3/clinic/${customer?.own.clinic}`, {
      method: 'GET',
      token: customer?.token,
    });
    expect(clinic.status).toBe(200);
    expect(JSON.stringify(clinic.body)).toContain(mark('k', customer?.own.clinic ?? 0, 'a'));
    const kiosk = admin?.foreign.kiosk[0];
    const read = await call(`/v3/kiosk/${kiosk}`, { method: 'GET', token: admin?.token });
    expect(JSON.stringify(read.body)).toContain(mark('i', kiosk ?? 0, 's'));
  });

  it('sweeps every proposed operation of the contract', () => {
    expect(PROPOSED.map((operation) => operation.operationId).sort()).toEqual(
      OPERATIONS.filter((operation) => operation.proposed)
        .map((operation) => operation.operationId)
        .sort(),
    );
    expect(PROPOSED.length).toBeGreaterThan(100);
  });
});

describe.each(['administrator', 'customer', 'doctor', 'second doctor'])('as the %s', (name) => {
  it.each(PROPOSED.map((operation) => [operation.operationId, operation] as const))(
    '%s leaks nothing',
    async (operationId, operation) => {
      const role = roles.find((candidate) => candidate.name === name);
      if (!role) throw new Error(name);
      const requests = requestsFor(operation, role);
      const problems: string[] = [];
      for (const request of requests) {
        expect(
          isValid(operation, request.body),
          `${operationId} ${JSON.stringify(request.body)} is valid`,
        ).toBe(true);
        const result = await call(request.path, {
          method: operation.method,
          token: role.token,
          ...(request.body === undefined ? {} : { body: request.body }),
        });
        expect(result.status, `${operation.method} ${request.path} is not a 400 or 500`).not.toBe(400);
        expect(result.status).toBeLessThan(500);
        const leaks = leaksIn(role, operation, request, result);
        if (leaks.length > 0)
          problems.push(
            `${operation.method} ${request.path} ${JSON.stringify(request.body)} -> ${result.status}: ${leaks.join(', ')}`,
          );
        // A write that went through: back to the seed for the next request.
        if (result.status === 200 && !isListCall(operation) && operation.method !== 'GET') {
          db.restore(seeded);
        }
      }
      const counts = swept.get(operationId) ?? new Map<string, number>();
      counts.set(name, requests.length);
      swept.set(operationId, counts);
      dirty = false;
      expect(problems).toEqual([]);
      expect(requests.length).toBeGreaterThan(0);
    },
  );
});

describe('coverage', () => {
  it('every proposed operation was swept as every role', () => {
    for (const operation of PROPOSED)
      expect(
        [...(swept.get(operation.operationId)?.keys() ?? [])].sort(),
        `${operation.operationId} swept as`,
      ).toEqual(['administrator', 'customer', 'doctor', 'second doctor']);
  });
});
