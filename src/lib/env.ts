/** Build-time configuration. `VITE_API_BASE_URL` unset means demo mode: the in-browser demo API answers. */
const rawBase = (import.meta.env.VITE_API_BASE_URL ?? '').trim();

export const apiBaseUrl: string = rawBase === '' ? '/api/' : rawBase.endsWith('/') ? rawBase : `${rawBase}/`;
// Written against import.meta.env directly so a configured build folds it to `false` and drops demo code.
export const isDemoMode: boolean = !import.meta.env.VITE_API_BASE_URL;
export const appVersion: string = __APP_VERSION__;

export interface FirebaseSettings {
  apiKey: string;
  authDomain: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
  vapidKey: string;
}

/** All six push settings, or null when any is missing (push is then off). */
export const readFirebaseSettings = (
  env: Record<string, string | undefined> = import.meta.env,
): FirebaseSettings | null => {
  const settings = {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID,
    appId: env.VITE_FIREBASE_APP_ID,
    vapidKey: env.VITE_FIREBASE_VAPID_KEY,
  };
  const complete = Object.values(settings).every((value) => typeof value === 'string' && value.trim() !== '');
  return complete ? (settings as FirebaseSettings) : null;
};
