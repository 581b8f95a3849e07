/**
 * The check behind safeHref (src/lib/safe-href.ts), without the app's build settings, so the demo
 * API can use it in Node too (src/mocks/handlers/notification-rules.ts): an absolute `https:` URL,
 * or `http:` when `allowHttp`, comes back normalised; anything else is undefined.
 */
export const safeUrl = (url: string | null | undefined, allowHttp: boolean): string | undefined => {
  if (typeof url !== 'string' || url.trim() === '') return undefined;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol === 'https:' || (allowHttp && parsed.protocol === 'http:')) return parsed.href;
  return undefined;
};
