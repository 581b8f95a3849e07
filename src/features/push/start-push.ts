import { isDemoMode, readFirebaseSettings } from '@/lib/env';

import { pushOff, type PushState } from './push-state';
import { workerScope } from './service-worker';
import { hasPushApis } from './support';

let started: Promise<PushState> | null = null;

const run = async (): Promise<PushState> => {
  const settings = readFirebaseSettings();
  if (!settings) return pushOff('unconfigured');
  if (!hasPushApis()) return pushOff('unsupported');
  // Firebase is only downloaded when push can actually run.
  const { runFirebasePush } = await import('./firebase-push');
  return runFirebasePush(settings, workerScope(isDemoMode));
};

/**
 * Starts push notifications (docs/requirements.md 2.14): once per page, whatever the number of calls. Never
 * rejects: anything unexpected is logged and leaves push off, the rest of the app untouched.
 */
export const startPush = (): Promise<PushState> => {
  started ??= run().catch((error: unknown) => {
    console.warn('[push] Start-up failed.', error);
    return pushOff('failed');
  });
  return started;
};
