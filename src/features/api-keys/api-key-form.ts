import type { ApiKeyCreateRequest, ApiKeyScope } from '@/generated/model';
import { toApiDate, todayUtc } from '@/lib/dates';
import { parseRange } from '@/lib/ip-address';

/**
 * The Create key form's values, its checks (the server checks the same, 422 on the field) and the
 * request (docs/api-keys.md, "Create key").
 */
export interface KeyValues {
  name: string;
  scopes: ApiKeyScope[];
  allClinics: boolean;
  clinicIds: number[];
  /** One address or CIDR range a line. */
  ips: string;
  /** YYYY-MM-DD. */
  expiresOn: string;
}

export type KeyField = 'name' | 'scopes' | 'clinic_ids' | 'allowed_ips' | 'expires_on';
export type KeyProblems = Partial<Record<KeyField, string>>;

export const DEFAULT_DAYS = 90;

export const expiryBounds = () => {
  const today = todayUtc();
  return {
    min: toApiDate(today.add(1, 'day')),
    max: toApiDate(today.add(1, 'year')),
    fallback: toApiDate(today.add(DEFAULT_DAYS, 'day')),
  };
};

export const emptyKey = (): KeyValues => ({
  name: '',
  scopes: ['results'],
  allClinics: true,
  clinicIds: [],
  ips: '',
  expiresOn: expiryBounds().fallback,
});

export const ipLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

export const keyProblems = (values: KeyValues): KeyProblems => {
  const problems: KeyProblems = {};
  const name = values.name.trim();
  if (name === '') problems.name = 'Name is required.';
  else if (name.length > 80) problems.name = 'Name must be at most 80 characters.';
  if (values.scopes.length === 0) problems.scopes = 'Choose at least one scope.';
  if (!values.allClinics && values.clinicIds.length === 0)
    problems.clinic_ids = 'Choose at least one clinic, or All clinics.';
  const bad = ipLines(values.ips).find((line) => parseRange(line) === null);
  if (bad !== undefined)
    problems.allowed_ips = `${bad} is not an IP address or CIDR range (such as 203.0.113.7, 203.0.113.0/24 or 2001:db8::/32).`;
  const { min, max } = expiryBounds();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.expiresOn)) problems.expires_on = 'Expiry is required.';
  else if (values.expiresOn < min) problems.expires_on = 'Expiry must be after today.';
  else if (values.expiresOn > max) problems.expires_on = 'Expiry can be at most one year from today.';
  return problems;
};

export const keyRequest = (values: KeyValues): ApiKeyCreateRequest => ({
  name: values.name.trim(),
  scopes: values.scopes,
  clinic_ids: values.allClinics ? [] : values.clinicIds,
  allowed_ips: ipLines(values.ips),
  expires_on: values.expiresOn,
});
