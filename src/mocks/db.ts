import { type DemoFaults, parseFaults } from './faults';
import { isUsersPassword } from './password-hash';
import { appendSession } from './screening/append-session';
import { recordedKey, replayRecorded } from './screening/recorded-sessions';
import { seedScreening } from './screening/seed-screening';
import { seedPatients } from './screening/seed-patients';
import type { DemoPatient, DemoResult, DemoScreening, DemoSession } from './screening/types';
import { withTableGetters } from './table-registry';
import { type ChangeableTable, DEMO_TABLES, type DemoData } from './tables';
import { arrive } from './telemedicine/arrivals';
import { seedTelemedicine } from './telemedicine/seed-consultations';
import { DEMO_DOCTOR_ID } from './telemedicine/seed-doctors';
import type { DemoDoctor, DemoTelemedicine } from './telemedicine/types';
import { normaliseScale, SEED_VERSION } from './seed';
import { seededTables } from './seed-memo';
import type {
  DemoAssignment,
  DemoCamp,
  DemoClinic,
  DemoCountry,
  DemoCustomer,
  DemoDistrict,
  DemoGroup,
  DemoLocation,
  DemoState,
  DemoUser,
} from './types';

export interface DemoSnapshot {
  version: number;
  scale: number;
  tables: Pick<DemoData, ChangeableTable>;
  tokens: Array<[string, number]>;
}

export interface DemoDbOptions {
  /** Multiplies camps and clinics (1 = the base set; capped at 10,000 camps and 2,000 clinics). */
  scale?: number;
  /**
   * false: every proposed call answers as a server without that route would (404, no error
   * envelope), as today's backend does (`DEMO_PROPOSED=off`, docs/proposed-api.md). Default true.
   */
  proposed?: boolean;
  /** The clock of `created_at` and `updated_at` (tests pin it). */
  now?: () => Date;
  /**
   * Seconds between new consultation requests at the demo doctor's clinics (docs/telemedicine.md,
   * "The queue lives"); 0 turns arrivals off. Default 60.
   */
  arrivalSeconds?: number;
}

/** The location with its district, state and country, for filters by any level. */
export interface LocationPath {
  location: DemoLocation;
  district: DemoDistrict | undefined;
  state: DemoState | undefined;
  country: DemoCountry | undefined;
}

const byId = <T extends { id: number }>(items: T[]): Map<number, T> =>
  new Map(items.map((item) => [item.id, item]));

const randomToken = (): string => `demo-${globalThis.crypto.randomUUID()}`;

/**
 * The demo API's state: the seeded records, the signed-in tokens and the fault knobs. Every table of
 * the registry (src/mocks/tables.ts) is a getter (`db.camps`); the arrays are live (tests may read
 * them, or change a record to set up a case); use the methods to change state.
 */
export class DemoDb extends withTableGetters(DEMO_TABLES) {
  readonly scale: number;
  private tokenUsers = new Map<string, number>();
  private currentFaults: DemoFaults = {};
  private paths = new Map<number, LocationPath>();
  private screeningData: DemoScreening | undefined;
  /** recordedKey of the recorded sessions the screening data holds. */
  private screeningRecorded = '';
  /** The clinics as seeded: the screening data is derived from them (docs/patients.md, "Demo data"). */
  private readonly seededClinics: DemoClinic[];
  /** Whether the proposed calls are served (docs/proposed-api.md). */
  proposed: boolean;
  readonly now: () => Date;
  /** Milliseconds between arriving requests; 0 for none. */
  arrivalMs: number;

  constructor(options: DemoDbOptions = {}) {
    const scale = normaliseScale(options.scale);
    const now = options.now ?? (() => new Date());
    super(seededTables(scale, now().getTime()));
    this.scale = scale;
    this.now = now;
    this.proposed = options.proposed ?? true;
    this.arrivalMs = Math.max(0, options.arrivalSeconds ?? 60) * 1000;
    this.seededClinics = this.tables.clinics.map((clinic) => ({ ...clinic }));
    this.reindexGeography();
  }

  /**
   * The screening sessions and results, seeded on first use from the seeded patients, in the 450
   * days up to the demo API's today (docs/patients.md, "Demo data"): the default date ranges always
   * hold results, and a test that never reads them pays nothing. The sessions kiosks recorded
   * (`recordedSessions`) follow the seeded ones.
   */
  get screening(): DemoScreening {
    if (!this.screeningData) {
      const screening = seedScreening(
        // The seed's clinics, not today's: a clinic added or disabled since moves no session.
        seedPatients(this.scale, this.seededClinics),
        this.now().toISOString().slice(0, 10),
      );
      replayRecorded(screening, this.tables.recordedSessions);
      this.screeningRecorded = recordedKey(this.tables.recordedSessions);
      this.screeningData = screening;
    }
    return this.screeningData;
  }
  /**
   * A session a kiosk recorded (src/mocks/handlers/screening-record.ts): into the screening data at
   * once, and into `recordedSessions`, which the browser keeps and the screening data replays.
   */
  recordSession(session: DemoSession, results: readonly DemoResult[]): void {
    appendSession(this.screening, session, results);
    this.tables.recordedSessions.push({ session, results: [...results] });
    this.screeningRecorded = recordedKey(this.tables.recordedSessions);
  }
  doctor(id: number): DemoDoctor | undefined {
    return this.tables.doctors.find((doctor) => doctor.id === id);
  }
  /**
   * Consultations and bookings (docs/telemedicine.md): seeded on first use for today from the
   * screening sessions, then kept (and persisted) as the calls change them. New requests arrive on
   * every read (`arrivalSeconds`).
   */
  override get telemedicine(): DemoTelemedicine {
    // Built only when a seed or an arrival needs it: this getter runs on every consultation call.
    let clinicCustomer: Map<number, number> | undefined;
    const customerOf = (clinicId: number): number => {
      clinicCustomer ??= new Map(this.tables.clinics.map((clinic) => [clinic.id, clinic.user_id]));
      return clinicCustomer.get(clinicId) ?? 0;
    };
    this.tables.telemedicine ??= seedTelemedicine({
      scale: this.scale,
      now: this.now().getTime(),
      doctors: this.tables.doctors,
      screening: this.screening,
      customerOf,
      codeOf: (id) => this.tables.catalogues.testTypes.find((test) => test.id === id)?.code ?? '',
    });
    arrive(this.tables.telemedicine, {
      now: this.now().getTime(),
      intervalMs: this.arrivalMs,
      clinicIds: this.doctor(DEMO_DOCTOR_ID)?.clinic_ids ?? [],
      screening: this.screening,
      customerOf,
    });
    return this.tables.telemedicine;
  }
  patient(id: number): DemoPatient | undefined {
    return this.tables.patients[id - 1]?.id === id
      ? this.tables.patients[id - 1]
      : this.tables.patients.find((row) => row.id === id);
  }
  /** token -> user id of every signed-in session. */
  get tokens(): ReadonlyMap<string, number> {
    return this.tokenUsers;
  }
  get faults(): DemoFaults {
    return this.currentFaults;
  }

  /** Back to the seed. Tokens are dropped too unless `keepTokens` (the browser's reset keeps you signed in). */
  reset(options: { keepTokens?: boolean } = {}): void {
    this.tables = seededTables(this.scale, this.now().getTime());
    this.screeningData = undefined;
    this.reindexGeography();
    if (!options.keepTokens) this.tokenUsers.clear();
    this.currentFaults = {};
  }

  /** Merges the given knobs into the current ones (untrusted JSON is checked, invalid parts ignored). */
  setFaults(faults: DemoFaults | Record<string, unknown>): DemoFaults {
    this.currentFaults = { ...this.currentFaults, ...parseFaults(faults) };
    return this.currentFaults;
  }

  clearFaults(): void {
    this.currentFaults = {};
  }

  /** Signs a user in: a fresh token, or the given one (Pact provider states use a fixed token). */
  issueToken(userId: number, token: string = randomToken()): string {
    if (!this.user(userId)) throw new Error(`No demo user ${userId}`);
    this.tokenUsers.set(token, userId);
    return token;
  }

  revokeToken(token: string): boolean {
    return this.tokenUsers.delete(token);
  }

  userForToken(token: string): DemoUser | undefined {
    const id = this.tokenUsers.get(token);
    return id === undefined ? undefined : this.user(id);
  }

  /** Usernames are e-mail addresses: compared without case and surrounding spaces. */
  userByCredentials(username: string, password: string): DemoUser | undefined {
    const wanted = username.trim().toLowerCase();
    return this.tables.users.find(
      (user) => user.email.toLowerCase() === wanted && isUsersPassword(user, password),
    );
  }

  user(id: number): DemoUser | undefined {
    return this.tables.users.find((user) => user.id === id);
  }
  customer(id: number): DemoCustomer | undefined {
    return this.tables.customers.find((customer) => customer.id === id);
  }
  location(id: number): DemoLocation | undefined {
    return this.paths.get(id)?.location;
  }
  locationPath(id: number): LocationPath | undefined {
    return this.paths.get(id);
  }
  clinic(id: number): DemoClinic | undefined {
    return this.tables.clinics.find((clinic) => clinic.id === id);
  }
  group(id: number): DemoGroup | undefined {
    return this.tables.groups.find((group) => group.id === id);
  }
  camp(id: number): DemoCamp | undefined {
    return this.tables.camps.find((camp) => camp.id === id);
  }
  assignment(id: number): DemoAssignment | undefined {
    return this.tables.assignments.find((assignment) => assignment.assign_id === id);
  }

  addCamp(fields: Omit<DemoCamp, 'id' | 'created_at' | 'is_enabled'>, now = this.now()): DemoCamp {
    const id = Math.max(0, ...this.tables.camps.map((camp) => camp.id)) + 1;
    const camp: DemoCamp = { ...fields, id, is_enabled: true, created_at: now.toISOString() };
    this.tables.camps.push(camp);
    return camp;
  }

  addAssignment(fields: Omit<DemoAssignment, 'assign_id' | 'status'>): DemoAssignment {
    const assign_id = Math.max(0, ...this.tables.assignments.map((row) => row.assign_id)) + 1;
    const assignment: DemoAssignment = { ...fields, assign_id, status: true };
    this.tables.assignments.push(assignment);
    return assignment;
  }

  snapshot(): DemoSnapshot {
    const tables = Object.fromEntries(DEMO_TABLES.changeable.map((name) => [name, this.tables[name]]));
    return structuredClone({
      version: SEED_VERSION,
      scale: this.scale,
      tables: tables as Pick<DemoData, ChangeableTable>,
      tokens: [...this.tokenUsers],
    });
  }

  /**
   * Takes back a snapshot of the same seed version and scale; anything else is ignored (false).
   * `copy: false` takes its tables as they are, for a snapshot nobody else holds (IndexedDB's read
   * is a copy already): a reload does not clone the tables twice.
   */
  restore(snapshot: unknown, { copy = true }: { copy?: boolean } = {}): boolean {
    if (!isSnapshot(snapshot) || snapshot.version !== SEED_VERSION || snapshot.scale !== this.scale)
      return false;
    const tables = copy ? structuredClone(snapshot.tables) : snapshot.tables;
    this.tables = { ...this.tables, ...DEMO_TABLES.withAbsent(tables) };
    // Other recorded sessions: the screening data is seeded again on its next read.
    if (recordedKey(this.tables.recordedSessions) !== this.screeningRecorded) this.screeningData = undefined;
    this.reindexGeography();
    this.tokenUsers = new Map(snapshot.tokens.filter(([, userId]) => this.user(userId) !== undefined));
    return true;
  }

  /** After places change: the location -> district -> state -> country index is built again. */
  reindexGeography(): void {
    const districts = byId(this.tables.districts);
    const states = byId(this.tables.states);
    const countries = byId(this.tables.countries);
    this.paths = new Map(
      this.tables.locations.map((location) => {
        const district = districts.get(location.district_id);
        const state = district ? states.get(district.state_id) : undefined;
        const country = state ? countries.get(state.country_id) : undefined;
        return [location.id, { location, district, state, country }];
      }),
    );
  }
}

const isSnapshot = (value: unknown): value is DemoSnapshot => {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  const tables = record.tables as Record<string, unknown> | undefined;
  return (
    typeof record.version === 'number' &&
    typeof record.scale === 'number' &&
    typeof tables === 'object' &&
    tables !== null &&
    DEMO_TABLES.changeable.every((name) => DEMO_TABLES.isStored(name, tables[name])) &&
    Array.isArray(record.tokens)
  );
};

/**
 * `DEMO_PROPOSED` / `?demo_proposed=` text: 'off', 'false' or '0' (any case) turns the proposed
 * calls off (docs/proposed-api.md); anything else, or nothing, leaves them on.
 */
export const parseProposedSetting = (text: string | null | undefined): boolean =>
  !['off', 'false', '0'].includes((text ?? '').trim().toLowerCase());

/**
 * `DEMO_ARRIVAL_SECONDS` / `?demo_arrival_seconds=` / `VITE_DEMO_ARRIVAL_SECONDS` text: the seconds
 * between new consultation requests (docs/demo-api.md, docs/telemedicine.md "The queue lives"), a
 * whole number from 0 (arrivals off) to 86,400; anything else, or nothing, is undefined (the
 * default, 60).
 */
export const parseArrivalSeconds = (text: string | null | undefined): number | undefined => {
  const trimmed = (text ?? '').trim();
  if (!/^\d{1,5}$/.test(trimmed)) return undefined;
  const seconds = Number(trimmed);
  return seconds <= 86_400 ? seconds : undefined;
};

/** A fresh demo database with the seeded data. */
export const createDemoDb = (options: DemoDbOptions = {}): DemoDb => new DemoDb(options);
