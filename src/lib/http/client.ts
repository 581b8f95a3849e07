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
  // The XSRF header is set by the request interceptor below, not by axios (see `xsrfToken`).
  withXSRFToken: false,
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

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';

/**
 * The `XSRF-TOKEN` cookie's value, read synchronously (requirements 7.33). axios reads it itself
 * through the Cookie Store API where a browser has one, which puts every request's `send` behind
 * an asynchronous round trip to the browser process: the home's eight calls left one by one over
 * 30-40 ms after their render (docs/performance.md, "Fifth stop").
 */
const xsrfToken = (): string | null => {
  // Outside a browser (the Pact tests call the API from Node) there is no cookie to copy.
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq !== -1 && part.slice(0, eq).trim() === XSRF_COOKIE) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
};

httpClient.interceptors.request.use((config) => {
  if (!isApiOrigin(config)) return config;
  const xsrf = xsrfToken();
  if (xsrf) config.headers.set(XSRF_HEADER, xsrf);
  const session = appStore.get(sessionAtom);
  if (session) {
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
