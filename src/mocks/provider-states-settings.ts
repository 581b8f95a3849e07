import type { DemoDb } from './db';
import type { ProviderStateHandler } from './provider-states';
import { seedSettings } from './settings';

/**
 * Provider states of the proposed settings calls (the proposals pact, docs/contracts.md;
 * docs/settings.md). The settings are one record, shared by every interaction the verifier runs on
 * one demo server, so each interaction sets them: the defaults at a version, saved by nobody at
 * version 1, by Asha Rao (user 1) at a later one.
 */

const ADMIN = 1;

const settingsAt = (db: DemoDb, version: number): Record<string, unknown> => {
  Object.assign(db.settings, seedSettings(db.now().getTime()), {
    version,
    updated_by: version > 1 ? ADMIN : null,
  });
  return { version };
};

const versionOf = (params: Record<string, unknown>): number => {
  const version = Number(params.version ?? 1);
  return Number.isInteger(version) && version >= 1 ? version : 1;
};

export const settingsProviderStates: Record<string, ProviderStateHandler> = {
  /** params: version (default 1). The default settings at that version; answers the version. */
  'the settings are at their defaults': (db, params) => settingsAt(db, versionOf(params)),
};
