import type { DemoDb } from './db';
import type { HappyPath } from './happy-paths';
import { CUSTOMER_ID } from './test-utils';

/**
 * The proposed API key calls (docs/api-keys.md): the demo customer's seeded keys listed, a new key,
 * the first active key rotated and the second revoked. The public call is made without a key (401
 * for everyone): a key's secret exists only in the answer that created it.
 */
export const apiKeyPaths = (db: DemoDb): Record<string, HappyPath> => {
  const active = db.apiKeys.filter(
    (key) => key.customer_id === CUSTOMER_ID && key.revoked_at === null && key.retiring_until === null,
  );
  const [toRotate, toRevoke] = active;
  if (!toRotate || !toRevoke) throw new Error('The demo data has no two active keys of the demo customer');
  return {
    filterApiKeys: { path: '/v3/api-key/filter', body: { page: 1, limit: 10, customer_id: null } },
    createApiKey: {
      path: '/v3/api-key/',
      body: {
        name: 'Contract key',
        scopes: ['results'],
        clinic_ids: [],
        allowed_ips: ['203.0.113.0/24'],
        expires_on: new Date(db.now().getTime() + 90 * 86_400_000).toISOString().slice(0, 10),
      },
    },
    rotateApiKey: { path: `/v3/api-key/${toRotate.id}/rotate`, body: { version: toRotate.version } },
    revokeApiKey: { path: `/v3/api-key/${toRevoke.id}/revoke`, body: { version: toRevoke.version } },
    getPublicResults: { path: '/v3/public/results?limit=10' },
  };
};
