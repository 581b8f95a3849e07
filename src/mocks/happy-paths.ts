import { CATALOGUE_EXAMPLES, writeOf } from './catalogues/examples';
import type { DemoDb } from './db';
import { apiKeyPaths } from './happy-paths-api-keys';
import { auditPaths } from './happy-paths-audit';
import { consumablePaths } from './happy-paths-consumables';
import { customerAssignmentPaths } from './happy-paths-customer-assignments';
import { customerPaths } from './happy-paths-customers';
import { discussionPaths } from './happy-paths-discussions';
import { integrationPaths } from './happy-paths-integrations';
import { kioskRolloutPaths } from './happy-paths-kiosk-rollouts';
import { notificationPaths } from './happy-paths-notifications';
import { orderPaths } from './happy-paths-orders';
import { settingsPaths } from './happy-paths-settings';
import { stockPaths } from './happy-paths-stock';
import { supportPaths } from './happy-paths-support';
import { userPaths } from './happy-paths-users';
import { doctorPatientIds } from './screening/scope';
import { CUSTOMER_ID, DOCTOR_ID } from './test-utils';

/** The record a happy path needs; the seed always holds one (else the demo data changed). */
const must = <T>(value: T | null | undefined, what: string): T => {
  if (value === undefined || value === null) throw new Error(`The demo data has no ${what}`);
  return value;
};

/** One operation's request: its path (ids filled in) and its body. */
export interface HappyPath {
  path: string;
  body?: unknown;
}

/**
 * A happy-path request for every operation of the contract (src/mocks/contract.test.ts checks that
 * each answers what the contract says; src/mocks/persistence.test.ts which tables each writes). The
 * requests are made from the database's current state: take them anew for a fresh database.
 */
export const happyPaths = (db: DemoDb): Record<string, HappyPath> => {
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
  const camp = must(
    db.camps.find(
      ({ id, user_id, location_id }) =>
        user_id === CUSTOMER_ID &&
        freeClinic(id, location_id) !== undefined &&
        db.assignments.some((row) => row.camp_id === id && row.status),
    ),
    'camp with a free clinic',
  );
  const row = must(
    db.assignments.find(({ camp_id, status }) => camp_id === camp.id && status),
    'active assignment',
  );
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
    ...geographyPaths(db),
    ...cataloguePaths(db),
    ...screeningPaths(db),
    ...telemedicinePaths(db),
    ...clinicPaths(db),
    ...kioskPaths(db),
    ...kioskRolloutPaths(db),
    ...consumablePaths(db),
    ...orderPaths(db),
    ...discussionPaths(db),
    ...stockPaths(db),
    ...supportPaths(db),
    ...notificationPaths(db),
    ...customerAssignmentPaths(db),
    ...customerPaths(db),
    ...userPaths(db),
    ...apiKeyPaths(db),
    ...settingsPaths(db),
    ...integrationPaths(db),
    ...auditPaths(),
  };
};

/**
 * The proposed clinic calls (docs/proposed-api.md, "Clinics"): an active clinic of another customer
 * than the demo one (so the demo customer's read is the 403 of another's clinic), read, saved
 * unchanged and disabled; a new clinic for the same customer.
 */
const clinicPaths = (db: DemoDb) => {
  const clinic = must(
    db.clinics.find(
      (row) => row.status && row.user_id !== CUSTOMER_ID && db.customer(row.user_id)?.status === true,
    ),
    "another customer's active clinic",
  );
  const write = {
    name: clinic.name,
    customer_id: clinic.user_id,
    clinic_type_id: clinic.clinic_type_id,
    location_id: clinic.location_id,
    address: clinic.address,
    phone: clinic.phone,
    email: clinic.email,
    opening_hours: clinic.opening_hours,
    amc_start: clinic.amc_start,
    amc_expiry: clinic.amc_expiry,
  };
  return {
    createClinic: { path: '/v3/clinic/', body: { ...write, name: 'Contract clinic' } },
    getClinic: { path: `/v3/clinic/${clinic.id}` },
    updateClinic: { path: `/v3/clinic/${clinic.id}`, body: { ...write, version: clinic.version } },
    setClinicStatus: { path: `/v3/clinic/${clinic.id}/status`, body: { status: false } },
  };
};

/**
 * Doctors and consultations (docs/telemedicine.md): the demo doctor (3) read and saved unchanged,
 * the second demo doctor's clinics set, a request in the demo doctor's queue started, its note
 * saved, and one of his bookings converted.
 */
const telemedicinePaths = (db: DemoDb) => {
  const tm = db.telemedicine;
  const doctor = must(db.doctor(DOCTOR_ID), 'demo doctor');
  const second = must(
    db.doctors.find((candidate) => candidate.id !== DOCTOR_ID && candidate.customer_id === CUSTOMER_ID),
    'second doctor of the demo customer',
  );
  const waiting = must(
    tm.consultations.find((c) => c.status === 'requested' && doctor.clinic_ids.includes(c.clinic_id)),
    "request in the demo doctor's queue",
  );
  const own = must(
    tm.consultations.find((c) => c.doctor_id === DOCTOR_ID),
    "demo doctor's consultation",
  );
  const booking = must(
    tm.bookings.find((row) => row.doctor_id === DOCTOR_ID && row.status === 'booked'),
    "demo doctor's booking",
  );
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

/** Patients, results and the summary: a patient of the demo customer the demo doctor has consulted. */
const screeningPaths = (db: DemoDb) => {
  const consulted = must(doctorPatientIds(db, must(db.user(DOCTOR_ID), 'demo doctor')), 'consulted');
  const patient = must(
    db.patients.find(
      (candidate) => consulted.has(candidate.id) && db.screening.sessionsByPatient.has(candidate.id),
    ),
    'screened patient the demo doctor consulted',
  );
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

/**
 * Each catalogue: its first page, a new record (created first, so that its status can change with
 * nothing in the way), record 1 read and saved unchanged from its current version. A catalogue whose
 * seed is empty (questions, options) reads and saves the record the create makes.
 */
const cataloguePaths = (db: DemoDb) =>
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
const geographyPaths = (db: DemoDb) => {
  const [country, state, district, location] = [
    must(db.countries[0], 'country'),
    must(db.states[0], 'state'),
    must(db.districts[0], 'district'),
    must(db.locations[0], 'location'),
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

/**
 * The proposed kiosk calls (docs/proposed-api.md, "Kiosks"): a deployed kiosk of another customer
 * than the demo one (the demo customer's read is the 403 of another's kiosk) sent for repair, and
 * another retired; a new kiosk received into stock.
 */
export const kioskPaths = (db: DemoDb): Record<string, HappyPath> => {
  const foreign = db.kiosks.filter(
    (row) =>
      row.status === 'deployed' &&
      row.clinic_id !== null &&
      db.clinic(row.clinic_id)?.user_id !== CUSTOMER_ID,
  );
  const moved = must(foreign[0], "another customer's deployed kiosk");
  const retired = must(foreign[1], 'a second deployed kiosk of another customer');
  return {
    filterKiosks: { path: '/v3/kiosk/filter', body: { page: 1, limit: 10 } },
    createKiosk: {
      path: '/v3/kiosk/',
      body: { serial_number: 'KS-2026-99001', manufacturer_id: 3, model_name: 'HK-500 Health Kiosk' },
    },
    getKiosk: { path: `/v3/kiosk/${moved.id}` },
    moveKiosk: {
      path: `/v3/kiosk/${moved.id}/move`,
      body: {
        status: 'in_repair',
        clinic_id: null,
        reason: 'Touch screen not responding.',
        version: moved.version,
      },
    },
    retireKiosk: {
      path: `/v3/kiosk/${retired.id}/retire`,
      body: { reason: 'Beyond economical repair.', version: retired.version },
    },
  };
};
