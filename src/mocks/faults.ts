/**
 * Fault knobs for tests and demos. Plain JSON, so the same settings travel through
 * `window.__demoApi.setFaults`, `POST /__demo/faults` and `db.setFaults`.
 *
 * A `path` is matched against the request path from `/v3/` on (the API base is ignored), case-
 * sensitively; `*` matches any run of characters, so '/v3/camp-system/*' covers every camp call
 * (`globMatches`: no regular expression, at most pattern x path steps, so no rule can stall the server).
 */
export interface FaultRule {
  path: string;
  /** Only this HTTP method (any when omitted). */
  method?: string;
  /**
   * Only requests whose JSON body has these fields with these values (any body when omitted):
   * `{ monitor: 'pending-forced-update' }` fails one of the two calls to /v3/clinic/filter.
   */
  body?: Record<string, unknown>;
}

export interface FailureRule extends FaultRule {
  /**
   * 400 to 599; 500 when omitted. A 5xx is retried by the app's queries, a 4xx is not (so a test
   * of a failed load need not wait for the retries).
   */
  status?: number;
  message?: string;
}

/** A refusal: the call's own "no" (200, see `refusals`), with this message. */
export interface RefusalRule extends FaultRule {
  /** The message the server gives; DEFAULT_REFUSAL_MESSAGE when omitted ('' is a refusal without one). */
  message?: string;
}

export interface DemoFaults {
  /** Added to every API response, in milliseconds. */
  latencyMs?: number;
  /** Answer with a 5xx and `{ error: true, message }`. */
  failures?: FailureRule[];
  /** Drop the connection: fetch rejects, axios reports a network error. */
  networkErrors?: FaultRule[];
  /** Answer 200 with a body that breaks the response schema. */
  malformed?: FaultRule[];
  /**
   * Refuse the call as the server does when a business rule says no: 200 with the call's own
   * refusal, `{ data: { error: true, message } }` for the camp writes and the assignments, `{ data:
   * { valid: false, message } }` for sign-in. Only the calls that have such an answer (their route
   * definition's `refusal`, src/mocks/handlers) are refused; any other call answers as usual. For a
   * refusal no rule of the demo data gives (a camp with bookings, a locked account); the request
   * is still authenticated first, as the server would.
   */
  refusals?: RefusalRule[];
}

/**
 * Marks an answer the demo API was told to fault (`failure` or `malformed`), so the recorded
 * browser-test traffic that Prism checks against the contract leaves exactly these out.
 */
export const DEMO_FAULT_HEADER = 'x-demo-fault';

export const DEFAULT_FAILURE_MESSAGE = 'The demo API was told to fail this call';
export const DEFAULT_REFUSAL_MESSAGE = 'The demo API was told to refuse this call';
export const MALFORMED_BODY = { data: { malformed: 'demo fault: this response breaks the contract' } };

/**
 * Whether `text` matches the glob `pattern`, where `*` is any run of characters and every other
 * character stands for itself. Greedy with one resume point (the last `*` seen): each character of
 * the text is passed at most once per pattern position, so the time is at most pattern x text,
 * never exponential. A regular expression of one `.*` per star backtracked for seconds on
 * '/v3/patient/*a*a*a*a*b' (issue 32).
 */
const globMatches = (pattern: string, text: string): boolean => {
  let p = 0;
  let t = 0;
  let star = -1;
  let resume = 0;
  while (t < text.length) {
    if (p < pattern.length && pattern[p] === '*') {
      star = p;
      p += 1;
      resume = t;
    } else if (p < pattern.length && pattern[p] === text[t]) {
      p += 1;
      t += 1;
    } else if (star !== -1) {
      p = star + 1;
      resume += 1;
      t = resume;
    } else {
      return false;
    }
  }
  while (p < pattern.length && pattern[p] === '*') p += 1;
  return p === pattern.length;
};

/** The path from `/v3/` on: '/api/v3/camp-system/filter' -> '/v3/camp-system/filter'. */
export const apiPathOf = (pathname: string): string => {
  const at = pathname.indexOf('/v3/');
  return at === -1 ? pathname : pathname.slice(at);
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const sameJson = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

const bodyMatches = (wanted: Record<string, unknown> | undefined, body: unknown): boolean =>
  wanted === undefined ||
  (isRecord(body) && Object.entries(wanted).every(([key, value]) => sameJson(body[key], value)));

/** Whether any rule looks at the body (only then is the request body read for the faults). */
export const faultsReadBody = (faults: DemoFaults): boolean =>
  [faults.failures, faults.networkErrors, faults.malformed, faults.refusals].some((rules) =>
    rules?.some((rule) => rule.body !== undefined),
  );

const matches = (rule: FaultRule, method: string, apiPath: string, body: unknown): boolean =>
  (rule.method === undefined || rule.method.toUpperCase() === method.toUpperCase()) &&
  bodyMatches(rule.body, body) &&
  globMatches(rule.path, apiPath);

export type FaultOutcome =
  | { kind: 'network-error' }
  | { kind: 'failure'; status: number; message: string }
  | { kind: 'malformed' }
  | { kind: 'refusal'; message: string }
  | null;

/**
 * The first fault that applies to this call: network errors, then failures, then malformed bodies,
 * then refusals.
 */
export const findFault = (
  faults: DemoFaults,
  method: string,
  apiPath: string,
  body?: unknown,
): FaultOutcome => {
  const applies = (rule: FaultRule) => matches(rule, method, apiPath, body);
  if (faults.networkErrors?.some(applies)) return { kind: 'network-error' };
  const failure = faults.failures?.find(applies);
  if (failure) {
    const status =
      failure.status !== undefined && failure.status >= 400 && failure.status <= 599 ? failure.status : 500;
    return { kind: 'failure', status, message: failure.message ?? DEFAULT_FAILURE_MESSAGE };
  }
  if (faults.malformed?.some(applies)) return { kind: 'malformed' };
  const refusal = faults.refusals?.find(applies);
  if (refusal) return { kind: 'refusal', message: refusal.message ?? DEFAULT_REFUSAL_MESSAGE };
  return null;
};

const readRules = <T extends FaultRule>(
  value: unknown,
  extra: (raw: Record<string, unknown>) => Partial<T>,
) => {
  const list = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return list.filter(isRecord).flatMap((raw): T[] => {
    if (typeof raw.path !== 'string' || raw.path === '') return [];
    const rule = {
      path: raw.path,
      ...(typeof raw.method === 'string' ? { method: raw.method } : {}),
      ...(isRecord(raw.body) ? { body: raw.body } : {}),
    };
    return [{ ...rule, ...extra(raw) } as T];
  });
};

/**
 * Reads fault settings from untrusted JSON (a request body or a test), keeping what is valid.
 * A single rule object is accepted where a list is expected.
 */
export const parseFaults = (value: unknown): DemoFaults => {
  if (!isRecord(value)) return {};
  const faults: DemoFaults = {};
  if (Object.hasOwn(value, 'latencyMs') && typeof value.latencyMs === 'number' && value.latencyMs >= 0) {
    faults.latencyMs = Math.min(value.latencyMs, 60_000);
  }
  if (Object.hasOwn(value, 'failures')) {
    faults.failures = readRules<FailureRule>(value.failures, (raw) => ({
      ...(typeof raw.status === 'number' ? { status: raw.status } : {}),
      ...(typeof raw.message === 'string' ? { message: raw.message } : {}),
    }));
  }
  if (Object.hasOwn(value, 'networkErrors'))
    faults.networkErrors = readRules<FaultRule>(value.networkErrors, () => ({}));
  if (Object.hasOwn(value, 'malformed')) faults.malformed = readRules<FaultRule>(value.malformed, () => ({}));
  if (Object.hasOwn(value, 'refusals')) {
    faults.refusals = readRules<RefusalRule>(value.refusals, (raw) =>
      typeof raw.message === 'string' ? { message: raw.message } : {},
    );
  }
  return faults;
};
