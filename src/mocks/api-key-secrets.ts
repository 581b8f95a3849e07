import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * API key secrets (docs/api-keys.md): `hk_live_` and 40 URL-safe characters from the platform's
 * random source (crypto.getRandomValues, in Node and the browser alike). The demo API keeps only the
 * SHA-256 hash and the first 12 characters (the prefix the screens show); the secret itself is
 * answered once and never stored, logged or audited.
 */

export const SECRET_PREFIX = 'hk_live_';
export const SECRET_LENGTH = 40;
export const PREFIX_LENGTH = 12;
const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** What a secret looks like: anything else is refused before it is hashed. */
export const SECRET_PATTERN = /^hk_live_[A-Za-z0-9_-]{40}$/;

export const newSecret = (): string => {
  const bytes = new Uint8Array(SECRET_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  // 64 characters: each byte's low 6 bits pick one, uniformly.
  return SECRET_PREFIX + [...bytes].map((byte) => URL_SAFE.charAt(byte & 63)).join('');
};

export const secretHash = (secret: string): string => bytesToHex(sha256(utf8ToBytes(secret)));

export const prefixOf = (secret: string): string => secret.slice(0, PREFIX_LENGTH);

/** Compares two hex hashes in time independent of where they differ. */
export const sameHash = (a: string, b: string): boolean => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let index = 0; index < a.length; index += 1) diff |= a.charCodeAt(index) ^ b.charCodeAt(index);
  return diff === 0;
};
