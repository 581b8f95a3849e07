import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';

import { server } from '@tests/msw/server';

import { CATALOGUE_EXAMPLES, writeOf } from './catalogues/examples';
import { createDemoDb, type DemoDb } from './db';
import { createDemoDispatcher } from './handlers';
import { doctorPatientIds } from './screening/scope';
import { type DemoOperation, demoRoutes } from './routes';
import { ADMIN_ID, API_BASE, call, CUSTOMER_ID, DOCTOR_ID, serveDemoApi } from './test-utils';

let db: DemoDb;
beforeEach(() => {
  db = serveDemoApi();
});

/** A happy-path request for every operation; `call` checks each answer against the generated zod schema. */
const happyPaths = (): Record<string, { path: string; body?: unknown }> => {
  const freeClinic = (campId: number, locationId: number) =>
    db.clinics.find(
      (candidate) =>
        candidate.location_id === locationId &&
        candidate.user_id === CUSTOMER_ID &&
        candidate.status &&
        !db.assignments.some(
          (assignment) => assignment.camp_id === campId && assignment.clinic_id === candidate.id,
        ),
    );
  // A demo customer camp with an active assignment and a clinic still free to assign.
  const camp = db.camps.find(
    ({ id, user_id, location_id }) =>
      user_id === CUSTOMER_ID &&
      freeClinic(id, location_id) !== undefined &&
      db.assignments.some((row) => row.camp_id === id && row.status),
  )!;
  const row = db.assignments.find(({ camp_id, status }) => camp_id === camp.id && status)!;
  const clinic = freeClinic(camp.id, camp.location_id);
  const write = {
    name: 'Contract camp',
    start_date: '2026-04-01',
    end_date: '2026-04-02',
    location_id: camp.location_id,
    user_id: CUSTOMER_ID,
    status: true,
    camp_status: false,
  };
  return {
    loginDashboard: {
      path: '/v3/login/dashboard',
      body: { username: 'customer@example.com', password: 'Customer@123' },
    },
    logout: { path: '/v3/login/logout', body: { userId: CUSTOMER_ID } },
    filterClinicMonitor: {
      path: '/v3/clinic/filter',
      body: { status: true, page: 1, limit: 10, monitor: 'pending-forced-update' },
    },
    filterClinics: {
      path: '/v3/Clinic/filter',
      body: { assigned_user_id: CUSTOMER_ID, searchValue: '', page: 1, limit: 10 },
    },
    filterCustomers: { path: '/v3/customer/filter', body: { status: true } },
    filterCountries: { path: '/v3/country/filter', body: { status: true, assigned_user_id: CUSTOMER_ID } },
    filterStates: {
      path: '/v3/state/filter',
      body: { status: true, assigned_user_id: CUSTOMER_ID, country_id: 1 },
    },
    filterDistricts: {
      path: '/v3/district/filter',
      body: { status: true, assigned_user_id: CUSTOMER_ID, state_id: 1 },
    },
    filterLocations: { path: '/v3/location/filter', body: { status: true, offset: 0, limit: 10 } },
    filterCamps: {
      path: '/v3/camp-system/filter',
      body: {
        status: true,
        page: 1,
        limit: 10,
        searchValue: null,
        country_id: null,
        customer_id: null,
        screen: 'clinic',
      },
    },
    createCamp: { path: '/v3/camp-system/', body: write },
    getCamp: { path: `/v3/camp-system/${camp.id}` },
    updateCamp: { path: `/v3/camp-system/${camp.id}`, body: write },
    listAssignedClinics: {
      path: '/v3/camp-system/assigned-clinic-list',
      body: { camp_id: camp.id, status: true },
    },
    listLocationClinics: {
      path: '/v3/camp-system/clinic-list-camp',
      body: { location_id: camp.location_id },
    },
    assignClinicToCamp: {
      path: '/v3/camp-system/assign-clinic-to-camp',
      body: { camp_id: camp.id, clinic_id: clinic?.id ?? 0, group_id: 1 },
    },
    unassignClinicFromCamp: {
      path: `/v3/camp-system/unassign-clinic-to-camp/${row.assign_id}`,
      body: { status: false },
    },
    listGroups: { path: '/v3/camp-system/group-master-list', body: { status: true, offset: 0, limit: 100 } },
    ...geographyPaths(),
    ...cataloguePaths(),
    ...screeningPaths(),
    ...telemedicinePaths(),
  };
};

/**
 * Doctors and consultations (docs/telemedicine.md): the demo doctor (3) read and saved unchanged,
 * the second demo doctor's clinics set, a request in the demo doctor's queue started, its note
 * saved, and one of his bookings converted.
 */
const telemedicinePaths = () => {
  const tm = db.telemedicine;
  const doctor = db.doctor(DOCTOR_ID)!;
  const second = db.doctors.find(
    (candidate) => candidate.id !== DOCTOR_ID && candidate.customer_id === CUSTOMER_ID,
  )!;
  const waiting = tm.consultations.find(
    (c) => c.status === 'requested' && doctor.clinic_ids.includes(c.clinic_id),
  )!;
  const own = tm.consultations.find((c) => c.doctor_id === DOCTOR_ID)!;
  const booking = tm.bookings.find((row) => row.doctor_id === DOCTOR_ID && row.status === 'booked')!;
  const {
    id: _id,
    clinic_ids: _c,
    signature: _s,
    created_at: _ca,
    updated_at: _ua,
    version,
    ...write
  } = doctor;
  const scope = { start_date: null, end_date: null };
  return {
    filterDoctors: { path: '/v3/doctor/filter', body: { page: 1, limit: 10 } },
    createDoctor: {
      path: '/v3/doctor/',
      body: { ...write, registration_number: 'CONTRACT-0001', email: 'contract.doctor@example.com' },
    },
    getDoctor: { path: `/v3/doctor/${DOCTOR_ID}` },
    updateDoctor: { path: `/v3/doctor/${DOCTOR_ID}`, body: { ...write, version } },
    setDoctorClinics: {
      path: `/v3/doctor/${second.id}/clinics`,
      body: { clinic_ids: second.clinic_ids, version: second.version },
    },
    // After the update above: the version it made.
    setDoctorSignature: {
      path: `/v3/doctor/${DOCTOR_ID}/signature`,
      body: { signature: null, version: version + 1 },
    },
    filterConsultations: { path: '/v3/consultation/filter', body: { page: 1, limit: 10, ...scope } },
    consultationSummary: { path: '/v3/consultation/summary', body: scope },
    getConsultation: { path: `/v3/consultation/${own.id}` },
    moveConsultation: {
      path: `/v3/consultation/${waiting.id}/status`,
      body: { status: 'in_progress', version: waiting.version },
    },
    saveConsultationNote: {
      path: `/v3/consultation/${waiting.id}/note`,
      body: { notes: 'Contract note', diagnosis: 'Contract diagnosis', follow_up: null, prescription: [] },
    },
    filterBookings: {
      path: '/v3/booking/filter',
      body: {
        start_date: booking.slot_start.slice(0, 10),
        end_date: booking.slot_start.slice(0, 10),
        page: 1,
        limit: 50,
      },
    },
    convertBooking: { path: `/v3/booking/${booking.id}/consultation` },
  };
};

/** What each role gets on the telemedicine happy paths: doctors work consultations, others watch. */
const TELEMEDICINE_EXPECTED: Record<string, readonly [admin: number, customer: number, doctor: number]> = {
  filterDoctors: [200, 200, 200],
  createDoctor: [200, 200, 403],
  getDoctor: [200, 200, 200],
  updateDoctor: [200, 200, 200],
  setDoctorClinics: [200, 200, 403],
  setDoctorSignature: [200, 200, 200],
  filterConsultations: [200, 200, 200],
  consultationSummary: [200, 200, 200],
  getConsultation: [200, 200, 200],
  moveConsultation: [403, 403, 200],
  saveConsultationNote: [403, 403, 200],
  filterBookings: [200, 200, 200],
  convertBooking: [403, 403, 200],
};

/** Patients, results and the summary: a patient of the demo customer the demo doctor has consulted. */
const screeningPaths = () => {
  const consulted = doctorPatientIds(db, db.user(DOCTOR_ID)!)!;
  const patient = db.patients.find(
    (candidate) => consulted.has(candidate.id) && db.screening.sessionsByPatient.has(candidate.id),
  )!;
  const scope = { start_date: null, end_date: null, gender: patient.gender };
  const {
    id: _id,
    clinic_id,
    customer_id: _customer,
    import_id: _import,
    created_at: _c,
    updated_at: _u,
    ...write
  } = patient;
  return {
    filterPatients: { path: '/v3/patient/filter', body: { page: 1, limit: 10, ...scope } },
    getPatient: { path: `/v3/patient/${patient.id}` },
    updatePatient: { path: `/v3/patient/${patient.id}`, body: write },
    importPatients: {
      path: '/v3/patient/import',
      body: {
        clinic_id,
        import_id: 'contract-import-1',
        dry_run: false,
        rows: [
          {
            row: 2,
            external_id: 'P-CONTRACT',
            first_name: 'Contract',
            last_name: 'Patient',
            date_of_birth: '1980-01-31',
            gender: 'female',
            phone: '+919800000999',
            email: null,
          },
        ],
      },
    },
    filterScreeningSessions: {
      path: '/v3/screening-session/filter',
      body: { patient_id: patient.id, page: 1, limit: 10 },
    },
    filterResults: { path: '/v3/result/filter', body: { page: 1, limit: 10, patient_id: patient.id } },
    filterSummary: { path: '/v3/summary/filter', body: scope },
  };
};

/** The screening calls every role may make (a doctor reads but does not change patients). */
const SCREENING_READS = new Set([
  'filterPatients',
  'getPatient',
  'filterScreeningSessions',
  'filterResults',
  'filterSummary',
]);
const SCREENING_CHANGES = new Set(['updatePatient', 'importPatients']);

/**
 * Each catalogue: its first page, a new record (created first, so that its status can change with
 * nothing in the way), record 1 read and saved unchanged from its current version. A catalogue whose
 * seed is empty (questions, options) reads and saves the record the create makes.
 */
const cataloguePaths = () =>
  Object.fromEntries(
    CATALOGUE_EXAMPLES.flatMap(({ segment, stem, plural, table, fresh }) => {
      const list = db.catalogues[table] as unknown as Record<string, unknown>[];
      const freshId = list.length + 1;
      const first = list[0] ?? { ...fresh, id: freshId, version: 1 };
      const id = Number(first.id);
      return [
        [`filter${plural}`, { path: `/v3/${segment}/filter`, body: { page: 1, limit: 10 } }],
        [`create${stem}`, { path: `/v3/${segment}/`, body: fresh }],
        [`get${stem}`, { path: `/v3/${segment}/${id}` }],
        [
          `update${stem}`,
          { path: `/v3/${segment}/${id}`, body: { ...writeOf(first), version: first.version } },
        ],
        [`set${stem}Status`, { path: `/v3/${segment}/${freshId}/status`, body: { status: false } }],
      ];
    }),
  );

/**
 * The proposed geography calls: a new place of each level (created first, so that its status can
 * change without children in the way), and place 1 of each level read and saved unchanged from its
 * current version.
 */
const geographyPaths = () => {
  const [country, state, district, location] = [
    db.countries[0]!,
    db.states[0]!,
    db.districts[0]!,
    db.locations[0]!,
  ];
  const level = (noun: string, Noun: string, fresh: number, create: object, update: object) => ({
    [`create${Noun}`]: { path: `/v3/${noun}/`, body: create },
    [`get${Noun}`]: { path: `/v3/${noun}/1` },
    [`update${Noun}`]: { path: `/v3/${noun}/1`, body: { ...update, version: 1 } },
    [`set${Noun}Status`]: { path: `/v3/${noun}/${fresh}/status`, body: { status: false } },
  });
  return {
    ...level('country', 'Country', db.countries.length + 1, { name: 'Contract Land', code: 'CL' }, country),
    ...level('state', 'State', db.states.length + 1, { name: 'Contract State', country_id: 1 }, state),
    ...level(
      'district',
      'District',
      db.districts.length + 1,
      { name: 'Contract District', state_id: 1 },
      district,
    ),
    ...level(
      'location',
      'Location',
      db.locations.length + 1,
      { name: 'Contract Location', district_id: 1 },
      location,
    ),
  };
};

describe('every operation answers what the contract says', () => {
  it.each([
    ['an administrator', ADMIN_ID],
    ['the demo customer', CUSTOMER_ID],
    ['a doctor', DOCTOR_ID],
  ])(
    'as %s, each operation answers 200 with a body its zod schema accepts (or 403 or 404 where it may not)',
    async (_who, userId) => {
      const requests = happyPaths();
      expect(Object.keys(requests).sort()).toEqual(Object.keys(demoRoutes).sort());
      for (const [operation, request] of Object.entries(requests)) {
        const { method } = demoRoutes[operation as DemoOperation];
        const token = db.issueToken(userId);
        const result = await call(request.path, { method, token, body: request.body });
        // A doctor owns no camps: the camp reads and writes answer 404 (checked as an ErrorResponse).
        // Master data is the administrators': anyone else gets 403.
        // Patients and results are every role's, in their own scope; a doctor may not change them.
        const roleIndex = userId === ADMIN_ID ? 0 : userId === CUSTOMER_ID ? 1 : 2;
        const telemedicine = TELEMEDICINE_EXPECTED[operation]?.[roleIndex];
        const expected =
          telemedicine ??
          (userId === DOCTOR_ID && ['getCamp', 'updateCamp', 'unassignClinicFromCamp'].includes(operation)
            ? 404
            : SCREENING_READS.has(operation)
              ? 200
              : SCREENING_CHANGES.has(operation)
                ? userId === DOCTOR_ID
                  ? 403
                  : 200
                : userId !== ADMIN_ID && demoRoutes[operation as DemoOperation].proposed
                  ? 403
                  : 200);
        expect({ operation, status: result.status }).toEqual({ operation, status: expected });
      }
    },
    // Every call of the demo API, the telemedicine seed included: seconds on a busy machine.
    30_000,
  );

  it('answers the happy paths with real outcomes, not refusals', async () => {
    const requests = happyPaths();
    const token = db.issueToken(CUSTOMER_ID);
    const outcomes: Record<string, unknown> = {};
    for (const operation of [
      'createCamp',
      'updateCamp',
      'assignClinicToCamp',
      'unassignClinicFromCamp',
    ] as const) {
      const { method } = demoRoutes[operation];
      const request = requests[operation]!;
      outcomes[operation] = (await call(request.path, { method, token, body: request.body })).data;
    }
    expect(outcomes).toEqual({
      createCamp: { error: false, message: 'Camp Created Successfully' },
      updateCamp: { error: false, message: 'Updated successfully' },
      assignClinicToCamp: { error: false, message: 'Assigned Successfully' },
      unassignClinicFromCamp: { error: false, message: 'Removed Successfully' },
    });
  });
});

describe('the dispatcher of the component tests (createDemoDispatcher)', () => {
  const now = () => new Date('2026-03-15T10:00:00.000Z');
  /** Every happy path as an administrator: operation, status and body (sign-in's fresh token left out). */
  const answers = async () => {
    const requests = happyPaths();
    const token = db.issueToken(ADMIN_ID, 'token-admin');
    const seen: unknown[] = [];
    for (const [operation, request] of Object.entries(requests)) {
      const { method } = demoRoutes[operation as DemoOperation];
      const { status, body } = await call(request.path, { method, token, body: request.body });
      seen.push({
        operation,
        status,
        body: JSON.parse(JSON.stringify(body).replace(/"demo-[\w-]+"/g, '"?"')) as unknown,
      });
    }
    return seen;
  };

  it('answers every operation as the list of handlers does', async () => {
    db = serveDemoApi({ now });
    const viaHandlers = await answers();
    expect(viaHandlers).toHaveLength(Object.keys(demoRoutes).length);
    server.resetHandlers();
    db = createDemoDb({ now });
    server.use(createDemoDispatcher(db));
    expect(await answers()).toEqual(viaHandlers);
  }, 30_000);

  // Issue 32: MSW's path matching threw "URI malformed", answered as a 500.
  it.each(['%', '%ZZ', '%E0%A4%A', '%FF'])(
    'answers a malformed percent-escape (%s) 400 with the error envelope, as the handlers do',
    async (escape) => {
      const token = db.issueToken(ADMIN_ID);
      const viaHandlers = await call(`/v3/consultation/${escape}`, { method: 'GET', token });
      server.resetHandlers();
      server.use(createDemoDispatcher(db));
      const viaDispatcher = await call(`/v3/consultation/${escape}`, { method: 'GET', token });
      for (const answer of [viaHandlers, viaDispatcher]) {
        expect(answer).toMatchObject({
          status: 400,
          body: { error: true, message: 'Invalid path: it holds a malformed percent-escape' },
        });
      }
    },
  );

  it('leaves a call no route has to the next handler, the other case of a path included', async () => {
    const dispatcher = createDemoDispatcher(createDemoDb());
    const answer = (method: string, path: string) =>
      getResponse([dispatcher], new Request(`${API_BASE}${path}`, { method }));
    expect(await answer('POST', '/v3/no-such-call')).toBeUndefined();
    expect(await answer('GET', '/v3/camp-system/filter/extra')).toBeUndefined();
    expect(await answer('DELETE', '/v3/camp-system/1')).toBeUndefined();
    expect((await answer('POST', '/v3/Clinic/filter'))?.status).toBe(401);
  });
});
