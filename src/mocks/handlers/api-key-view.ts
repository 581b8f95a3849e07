import type { ApiKey } from '@/generated/model';

import type { DemoDb } from '../db';
import type { DemoApiKey } from '../types';
import { apiKeyStatus } from './api-key-rules';
import { personName } from './order-view';

/**
 * An API key as every answer shows it (docs/api-keys.md): never its secret or its hash, only the
 * prefix.
 */
export const apiKeyDtoOf = (db: DemoDb, key: DemoApiKey): ApiKey => ({
  id: key.id,
  customer: { id: key.customer_id, name: personName(db, key.customer_id) },
  name: key.name,
  prefix: key.prefix,
  scopes: [...key.scopes],
  clinics: key.clinic_ids.map((id) => ({ id, name: db.clinic(id)?.name ?? '' })),
  allowed_ips: [...key.allowed_ips],
  expires_at: key.expires_at,
  created_at: key.created_at,
  created_by: { id: key.created_by, name: personName(db, key.created_by) },
  last_used_at: key.last_used_at,
  last_used_ip: key.last_used_ip,
  status: apiKeyStatus(key, db.now()),
  retiring_until: key.retiring_until,
  revoked_at: key.revoked_at,
  replaced_by: key.replaced_by,
  updated_at: key.updated_at,
  version: key.version,
});
