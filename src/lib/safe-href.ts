import { isDemoMode } from './env';
import { safeUrl } from './safe-url';

/**
 * The one gate for a URL that comes from data (a consultation's `video_url`) on its way to an
 * `href` (docs/reliability.md, Links from data; issue 32, finding 8): an absolute `https:` URL, or
 * `http:` in demo mode, comes back normalised; anything else (`javascript:`, `data:`, `vbscript:`,
 * a relative or unparsable URL) is undefined, and the caller then renders no link and shows the
 * text. Lint keeps `href={…}` to a string literal, this, or the app path helper `absolute`
 * (`hrefRule`, scripts/lib/href-rule.js).
 */
export const safeHref = (
  url: string | null | undefined,
  allowHttp: boolean = isDemoMode,
): string | undefined => safeUrl(url, allowHttp);
