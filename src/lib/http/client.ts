import axios, { type InternalAxiosRequestConfig } from 'axios';

import { appStore } from '@/atoms/store';
import { clearSessionAtom, sessionAtom } from '@/atoms/session';
import { browserNavigation } from '@/lib/browser-navigation';
import { apiBaseUrl } from '@/lib/env';

export { browserNavigation };

/** The one axios instance. Nothing outside src/lib/http imports axios. */
export const httpClient = axios.create({
  baseURL: apiBaseUrl,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  withXSRFToken: (config) => isApiOrigin(config),
  timeout: 0,
});

const originOf = (url: string): string | null => {
  try {
    return new URL(url, window.location.href).origin;
  } catch {
    return null;
  }
};

/** Credentials go to the API base's origin only, never to any other host. */
export const isApiOrigin = (config: Pick<InternalAxiosRequestConfig, 'url' | 'baseURL'>): boolean => {
  const target = originOf(axios.getUri(config));
  return target !== null && target === originOf(config.baseURL ?? apiBaseUrl);
};

httpClient.interceptors.request.use((config) => {
  const session = appStore.get(sessionAtom);
  if (session && isApiOrigin(config)) {
    config.headers.set('Authorization', `Bearer ${session.token}`);
    config.headers.set('x-user-id', String(session.user.id));
    config.headers.set('x-user-type', session.user.user_type);
  }
  return config;
});

let redirecting = false;

/** A 401 on an authenticated call: clear token and user once and return to the site root once. */
export const handleUnauthorized = (): void => {
  if (redirecting) return;
  redirecting = true;
  appStore.set(clearSessionAtom);
  if (browserNavigation.currentPath() !== '/') browserNavigation.replace('/');
  else redirecting = false;
};

/** For tests: forget that a redirect already happened. */
export const resetUnauthorizedState = (): void => {
  redirecting = false;
};

httpClient.interceptors.response.use(undefined, (error: unknown) => {
  if (
    axios.isAxiosError(error) &&
    error.response?.status === 401 &&
    error.config?.headers.has('Authorization')
  ) {
    handleUnauthorized();
  }
  return Promise.reject(error instanceof Error ? error : new Error(String(error)));
});
