import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

/**
 * deploy/nginx.conf forwards only /api/ to the API, so the demo server's control routes (/__demo/*:
 * reset, faults, provider states; docs/demo-api.md) can never be reached through a deployment
 * (issue 32). tests/e2e/nginx.e2e.test.ts sends the requests through a real nginx.
 */
const conf = readFileSync(join(process.cwd(), 'deploy/nginx.conf'), 'utf8').replace(/#.*$/gm, '');

/** Each `location <prefix> { ... }` block with its body (no block of the file nests another). */
const locations = [...conf.matchAll(/location\s+([^\s{]+)\s*\{([^}]*)\}/g)].map(([, prefix, body]) => ({
  prefix: prefix ?? '',
  body: body ?? '',
}));

describe('deploy/nginx.conf', () => {
  it('proxies /api/ and nothing else: /__demo/ is served as the app (index.html), never forwarded', () => {
    expect(locations.map(({ prefix }) => prefix).sort()).toEqual(['/', '/api/', '/assets/']);
    const proxied = locations.filter(({ body }) => /\bproxy_pass\b/.test(body));
    expect(proxied.map(({ prefix }) => prefix)).toEqual(['/api/']);
    // proxy_pass without a URI part forwards the path as it is: /api/__demo/... stays under /api/.
    expect(proxied[0]?.body).toMatch(/proxy_pass\s+http:\/\/dashboard_api;/);
    expect(conf.match(/\bproxy_pass\b/g)).toHaveLength(1);
    expect(conf).not.toMatch(/__demo/);
  });
});
