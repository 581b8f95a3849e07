/**
 * The browser APIs push needs, checked before the Firebase SDK is even downloaded. Firebase's own
 * `isSupported()` (IndexedDB, cookies, push subscription keys) runs after it is loaded.
 */
export const hasPushApis = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  'Notification' in window;
