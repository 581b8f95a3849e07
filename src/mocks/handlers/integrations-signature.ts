import { hmac } from '@noble/hashes/hmac';
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils';

/**
 * The signature of a delivery (docs/integrations.md, "Verifying a delivery"), in the manner of
 * Stripe and GitHub webhooks: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 * `@noble/hashes` runs the same in node and the browser.
 */
export const signatureOf = (secret: string, unixSeconds: number, body: string): string => {
  const mac = hmac(sha256, utf8ToBytes(secret), utf8ToBytes(`${unixSeconds}.${body}`));
  return `t=${unixSeconds},v1=${bytesToHex(mac)}`;
};

/** A signing secret: `whsec_` and 32 hex characters, from the given random bytes (16). */
export const secretFrom = (bytes: Uint8Array): string => `whsec_${bytesToHex(bytes)}`;

/** A fresh signing secret (never the demo PRNG: a secret must not be guessable). */
export const newSigningSecret = (): string =>
  secretFrom(globalThis.crypto.getRandomValues(new Uint8Array(16)));

/** What the screens show after save: the scheme and the last 4 characters. */
export const maskSecret = (secret: string): string => `whsec_…${secret.slice(-4)}`;
