import type { DemoCatalogues } from '../catalogues/types';
import type {
  DemoClinic,
  DemoCustomer,
  DemoKiosk,
  DemoNotificationAudience,
  DemoUser,
  DemoUserType,
} from '../types';

/**
 * Who a notification reaches (docs/notifications.md, "Audience"): kiosks by scope (all, customer,
 * clinic, model, app version; every state, the delivery tells them apart) or the dashboard's users
 * by user type or role. The seed resolves from its tables, the handlers from the database.
 */
export interface AudienceSource {
  kiosks: readonly DemoKiosk[];
  clinics: readonly DemoClinic[];
  customers: readonly DemoCustomer[];
  users: readonly DemoUser[];
  catalogues: Pick<DemoCatalogues, 'apkVersions' | 'roles'>;
}

export interface ResolvedAudience {
  /** Kiosk ids or user ids. */
  ids: number[];
  text: string;
}

const TYPE_WORDS: Readonly<Record<DemoUserType, string>> = {
  Administrator: 'Administrators',
  Customer: 'Customers',
  Doctor: 'Doctors',
};

/** 'Meera Iyer', 'Meera Iyer, Ravi Kumar and 3 more'. */
export const listWords = (names: readonly string[]): string => {
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} and ${names.length - 2} more` : shown;
};

const kioskFilter = (
  source: AudienceSource,
  audience: Extract<DemoNotificationAudience, { kind: 'kiosks' }>,
): ((kiosk: DemoKiosk) => boolean) => {
  const ids = new Set(audience.ids);
  switch (audience.scope) {
    case 'all':
      return () => true;
    case 'customer': {
      const clinics = new Set(source.clinics.filter((clinic) => ids.has(clinic.user_id)).map((c) => c.id));
      return (kiosk) => kiosk.clinic_id !== null && clinics.has(kiosk.clinic_id);
    }
    case 'clinic':
      return (kiosk) => kiosk.clinic_id !== null && ids.has(kiosk.clinic_id);
    case 'model': {
      const models = new Set(audience.models);
      return (kiosk) => models.has(kiosk.model_name);
    }
    case 'app_version':
      return (kiosk) => ids.has(kiosk.app_version_code);
  }
};

type TextSource = Pick<AudienceSource, 'clinics' | 'customers' | 'catalogues'>;

const kioskText = (
  source: TextSource,
  audience: Extract<DemoNotificationAudience, { kind: 'kiosks' }>,
): string => {
  const ids = new Set(audience.ids);
  switch (audience.scope) {
    case 'all':
      return 'All kiosks';
    case 'customer': {
      const names = source.customers
        .filter((customer) => ids.has(customer.id))
        .map((customer) => `${customer.first_name} ${customer.last_name}`);
      return names.length === 0 ? 'Kiosks of no customer chosen' : `Kiosks of ${listWords(names)}`;
    }
    case 'clinic': {
      const names = source.clinics.filter((clinic) => ids.has(clinic.id)).map((clinic) => clinic.name);
      return names.length === 0 ? 'Kiosks of no clinic chosen' : `Kiosks at ${listWords(names)}`;
    }
    case 'model':
      return audience.models.length === 0
        ? 'Kiosks of no model chosen'
        : `Kiosks of model ${listWords(audience.models)}`;
    case 'app_version': {
      const names = source.catalogues.apkVersions
        .filter((apk) => ids.has(apk.version_code))
        .map((apk) => apk.version_name);
      return names.length === 0 ? 'Kiosks on no app version chosen' : `Kiosks on app ${listWords(names)}`;
    }
  }
};

const userText = (
  source: TextSource,
  audience: Extract<DemoNotificationAudience, { kind: 'users' }>,
): string => {
  const roles = new Set(audience.role_ids);
  const parts = [
    ...audience.user_types.map((type) => TYPE_WORDS[type]),
    ...source.catalogues.roles.filter((role) => roles.has(role.id)).map((role) => `role ${role.name}`),
  ];
  return parts.length === 0 ? 'No dashboard users chosen' : `Dashboard users: ${parts.join(', ')}`;
};

/** The audience in words. */
export const audienceText = (source: TextSource, audience: DemoNotificationAudience): string =>
  audience.kind === 'kiosks' ? kioskText(source, audience) : userText(source, audience);

/** The audience's recipients now, and the audience in words. */
export const resolveAudience = (
  source: AudienceSource,
  audience: DemoNotificationAudience,
): ResolvedAudience => {
  if (audience.kind === 'kiosks') {
    const keep = kioskFilter(source, audience);
    return {
      ids: source.kiosks.filter(keep).map((kiosk) => kiosk.id),
      text: audienceText(source, audience),
    };
  }
  const types = new Set<DemoUserType>(audience.user_types);
  const roles = new Set(audience.role_ids);
  return {
    ids: source.users
      .filter((user) => types.has(user.user_type) || roles.has(user.role.id))
      .map((user) => user.id),
    text: audienceText(source, audience),
  };
};

/** The audience as the contract's flat object carries it, made exact (unknown parts dropped). */
export const audienceOf = (raw: {
  kind: 'kiosks' | 'users';
  scope?: 'all' | 'customer' | 'clinic' | 'model' | 'app_version';
  ids?: number[];
  models?: string[];
  user_types?: DemoUserType[];
  role_ids?: number[];
}): DemoNotificationAudience =>
  raw.kind === 'kiosks'
    ? {
        kind: 'kiosks',
        scope: raw.scope ?? 'all',
        ids: [...(raw.ids ?? [])],
        models: [...(raw.models ?? [])],
      }
    : { kind: 'users', user_types: [...(raw.user_types ?? [])], role_ids: [...(raw.role_ids ?? [])] };
