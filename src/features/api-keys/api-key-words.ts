import type { ApiKey, ApiKeyScope } from '@/generated/model';
import { formatDisplayDate, formatDisplayDateTime } from '@/lib/dates';

/** The words of API Secret Key (docs/api-keys.md). */

export const SCREEN_TITLE = 'API Secret Key';
export const LOAD_ERROR_TEXT = 'The API keys could not be loaded.';
export const NO_ACCESS_TEXT =
  'Your account does not include API access. Ask your administrator to turn it on for your organisation.';

export const SCOPES: readonly ApiKeyScope[] = ['results', 'patients', 'kiosks', 'orders'];

export const SCOPE_TEXT: Readonly<Record<ApiKeyScope, string>> = {
  results: 'Read results',
  patients: 'Read patients',
  kiosks: 'Read kiosks',
  orders: 'Read orders',
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '29 Nov 10:00' (UTC, as every time on the dashboard). */
export const dayAndTime = (iso: string): string => {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const time = at.toISOString().slice(11, 16);
  return `${at.getUTCDate()} ${MONTHS[at.getUTCMonth()] ?? ''} ${time}`;
};

/** Active, Retiring until 29 Nov 10:00, Revoked, Expired. */
export const statusText = (key: Pick<ApiKey, 'status' | 'retiring_until'>): string => {
  switch (key.status) {
    case 'active':
      return 'Active';
    case 'retiring':
      return key.retiring_until === null ? 'Retiring' : `Retiring until ${dayAndTime(key.retiring_until)}`;
    case 'revoked':
      return 'Revoked';
    case 'expired':
      return 'Expired';
  }
};

export const scopesText = (key: Pick<ApiKey, 'scopes'>): string =>
  key.scopes.map((scope) => SCOPE_TEXT[scope]).join(', ');

export const clinicsText = (key: Pick<ApiKey, 'clinics'>): string =>
  key.clinics.length === 0 ? 'All clinics' : key.clinics.map((clinic) => clinic.name).join(', ');

export const createdText = (key: Pick<ApiKey, 'created_at' | 'created_by'>): string =>
  `${formatDisplayDate(key.created_at)} by ${key.created_by.name}`;

export const lastUsedText = (key: Pick<ApiKey, 'last_used_at' | 'last_used_ip'>): string =>
  key.last_used_at === null
    ? 'Never'
    : `${formatDisplayDateTime(key.last_used_at)}${key.last_used_ip === null ? '' : ` from ${key.last_used_ip}`}`;

export const revokeConfirm = (key: Pick<ApiKey, 'name' | 'prefix'>) => ({
  title: `Revoke ${key.name}?`,
  message: `The key ${key.prefix}… stops working at once: every call made with it is refused from now on. This cannot be undone.`,
  confirmLabel: 'Revoke key',
});

export const rotateConfirm = (key: Pick<ApiKey, 'name' | 'prefix'>) => ({
  title: `Rotate ${key.name}?`,
  message: `A new key with the same scopes, clinics and addresses is made, and its secret is shown once. The current key ${key.prefix}… keeps working for 24 hours, then stops: update your systems before then.`,
  confirmLabel: 'Rotate key',
});
