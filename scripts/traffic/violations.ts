import type { RecordedExchange } from './exchange';

/** One entry of Prism's `sl-violations` header. */
export interface PrismViolation {
  location: string[];
  severity: string;
  code: string | number;
  message: string;
}

export interface TrafficViolation {
  /** `POST /v3/camp-system/filter` (with the query string when there was one). */
  call: string;
  side: 'request' | 'response';
  status: number;
  /** A JSON pointer into the body (`/data/0/name`), or where else Prism looked (`header.x-user-id`). */
  field: string;
  message: string;
  severity: string;
}

const isViolation = (value: unknown): value is PrismViolation => {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return Array.isArray(entry.location) && typeof entry.message === 'string';
};

/** Prism's `sl-violations` header (JSON), or [] when it is absent. */
export const parseViolationHeader = (header: string | null): PrismViolation[] => {
  if (header === null || header.trim() === '') return [];
  const parsed: unknown = JSON.parse(header);
  if (!Array.isArray(parsed) || !parsed.every(isViolation)) {
    throw new Error(`sl-violations is not a list of violations: ${header}`);
  }
  return parsed;
};

const fieldOf = (location: readonly string[]): string => {
  const [, where, ...rest] = location;
  if (where === undefined) return '(request)';
  if (where === 'body') return `/${rest.join('/')}`;
  return [where, ...rest].join('.');
};

/** "Response body property data.valid must be boolean" -> "must be boolean": the field is named apart. */
const shortMessage = (message: string): string =>
  message.replace(/^(Request|Response) body (property \S+ )?/, '');

export const toTrafficViolation = (
  exchange: RecordedExchange,
  violation: PrismViolation,
): TrafficViolation => ({
  call: `${exchange.method} ${exchange.path}${exchange.query}`,
  side: violation.location[0] === 'response' ? 'response' : 'request',
  status: exchange.status,
  field: fieldOf(violation.location),
  message: shortMessage(violation.message),
  severity: violation.severity,
});

/** `POST /v3/camp-system/filter response 200: /data/records/0/name must be string`. */
export const formatViolation = (violation: TrafficViolation): string => {
  const side = violation.side === 'response' ? `response ${violation.status}` : 'request';
  const severity = violation.severity === 'Error' ? '' : ` [${violation.severity}]`;
  return `${violation.call} ${side}: ${violation.field} ${violation.message}${severity}`;
};
