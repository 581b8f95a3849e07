/**
 * Full page loads (a 401, the error fallback's Refresh, the idle sign-out). An indirection so tests
 * can observe them (jsdom cannot spy on window.location); its own module so that code on the
 * sign-in page can use it without pulling in the HTTP client.
 */
export const browserNavigation = {
  replace: (url: string): void => window.location.replace(url),
  currentPath: (): string => window.location.pathname,
};
