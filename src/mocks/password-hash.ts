import { createPrng } from './prng';

/**
 * Passwords in the demo API (docs/customers.md, "The temporary password"): a temporary or changed
 * password is kept only as a salted, iterated SHA-256 hash (`sha256$<rounds>$<salt>$<hex>`), so the
 * browser's snapshot of the demo database (IndexedDB) never holds it. The seeded demo accounts keep
 * their published passwords (the sign-in page lists them). SHA-256 is written out here because the
 * demo's checks are synchronous and Web Crypto's digest is not.
 */

const K = Uint32Array.from([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
]);

const rotr = (x: number, n: number): number => (x >>> n) | (x << (32 - n));
const at = (words: Uint32Array, index: number): number => words[index] ?? 0;

/** SHA-256 of a UTF-8 string, as lower-case hex. */
export const sha256Hex = (text: string): string => {
  const bytes = new TextEncoder().encode(text);
  const length = Math.ceil((bytes.length + 9) / 64) * 64;
  const padded = new Uint8Array(length);
  padded.set(bytes);
  padded[bytes.length] = 0x80;
  const view = new DataView(padded.buffer);
  view.setUint32(length - 8, Math.floor((bytes.length * 8) / 2 ** 32));
  view.setUint32(length - 4, (bytes.length * 8) >>> 0);
  const h = Uint32Array.from([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ]);
  const w = new Uint32Array(64);
  for (let offset = 0; offset < length; offset += 64) {
    for (let i = 0; i < 16; i += 1) w[i] = view.getUint32(offset + i * 4);
    for (let i = 16; i < 64; i += 1) {
      const a = at(w, i - 15);
      const b = at(w, i - 2);
      const s0 = rotr(a, 7) ^ rotr(a, 18) ^ (a >>> 3);
      const s1 = rotr(b, 17) ^ rotr(b, 19) ^ (b >>> 10);
      w[i] = (at(w, i - 16) + s0 + at(w, i - 7) + s1) >>> 0;
    }
    let [a, b, c, d, e, f, g, hh] = [0, 1, 2, 3, 4, 5, 6, 7].map((i) => at(h, i)) as [
      number,
      number,
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    for (let i = 0; i < 64; i += 1) {
      const t1 =
        (hh + (rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25)) + ((e & f) ^ (~e & g)) + at(K, i) + at(w, i)) >>> 0;
      const t2 = ((rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22)) + ((a & b) ^ (a & c) ^ (b & c))) >>> 0;
      hh = g;
      g = f;
      f = e;
      e = (d + t1) >>> 0;
      d = c;
      c = b;
      b = a;
      a = (t1 + t2) >>> 0;
    }
    [a, b, c, d, e, f, g, hh].forEach((value, i) => {
      h[i] = (at(h, i) + value) >>> 0;
    });
  }
  return Array.from(h, (word) => word.toString(16).padStart(8, '0')).join('');
};

const ROUNDS = 500;

const digest = (salt: string, password: string, rounds: number): string => {
  let value = `${salt}:${password}`;
  for (let round = 0; round < rounds; round += 1) value = sha256Hex(`${salt}:${value}`);
  return value;
};

/** A stored hash of the password, salted from the seed given (the demo's clock and the user's id). */
export const hashPassword = (password: string, seed: number): string => {
  const prng = createPrng(seed);
  const salt = Array.from({ length: 16 }, () => prng.int(0, 15).toString(16)).join('');
  return `sha256$${ROUNDS}$${salt}$${digest(salt, password, ROUNDS)}`;
};

export const passwordMatches = (password: string, stored: string): boolean => {
  const [scheme, rounds, salt, hex] = stored.split('$');
  if (scheme !== 'sha256' || salt === undefined || hex === undefined) return false;
  return digest(salt, password, Number(rounds)) === hex;
};

const UPPER = Array.from('ABCDEFGHJKLMNPQRSTUVWXYZ');
const LOWER = Array.from('abcdefghijkmnpqrstuvwxyz');
const DIGITS = Array.from('23456789');
const SYMBOLS = Array.from('#$%&*@!?');

/**
 * A temporary password of 12 characters with an upper-case and a lower-case letter, a digit and a
 * symbol (the new-password rules), without look-alikes (0/O, 1/l/I). Deterministic from the seed
 * (the demo's clock and the customer's id), never Math.random.
 */
export const temporaryPassword = (seed: number): string => {
  const prng = createPrng(seed);
  const all = [...UPPER, ...LOWER, ...DIGITS, ...SYMBOLS];
  const chars = [UPPER, LOWER, DIGITS, SYMBOLS].map((set) => prng.pick(set));
  while (chars.length < 12) chars.push(prng.pick(all));
  // Fisher-Yates, so the four required kinds are not always first.
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = prng.int(0, i);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
};

/** Whether the password is the user's: the published demo password, or one whose hash is kept. */
export const isUsersPassword = (
  user: { password?: string | undefined; password_hash?: string | undefined },
  password: string,
): boolean =>
  user.password_hash !== undefined
    ? passwordMatches(password, user.password_hash)
    : user.password === password;
