/**
 * IP addresses and CIDR ranges of an API key's allowed list (docs/api-keys.md): parsed the same way
 * by the create dialog (validation) and the demo API (matching the caller's address). IPv4 and IPv6,
 * with an IPv4-mapped IPv6 address (`::ffff:203.0.113.5`) taken as its IPv4 address.
 */

export interface ParsedAddress {
  version: 4 | 6;
  value: bigint;
}

export interface ParsedRange extends ParsedAddress {
  bits: number;
}

const parseIpv4 = (text: string): bigint | null => {
  const parts = text.split('.');
  if (parts.length !== 4) return null;
  let value = 0n;
  for (const part of parts) {
    if (!/^(0|[1-9]\d{0,2})$/.test(part) || Number(part) > 255) return null;
    value = (value << 8n) | BigInt(part);
  }
  return value;
};

const hextets = (text: string): bigint[] | null => {
  if (text === '') return [];
  const parts = text.split(':');
  const values: bigint[] = [];
  for (const [index, part] of parts.entries()) {
    if (index === parts.length - 1 && part.includes('.')) {
      const v4 = parseIpv4(part);
      if (v4 === null) return null;
      values.push(v4 >> 16n, v4 & 0xffffn);
    } else if (/^[0-9a-f]{1,4}$/i.test(part)) values.push(BigInt(`0x${part}`));
    else return null;
  }
  return values;
};

const parseIpv6 = (text: string): bigint | null => {
  const halves = text.split('::');
  if (halves.length > 2) return null;
  const head = hextets(halves[0] ?? '');
  const tail = halves.length === 2 ? hextets(halves[1] ?? '') : [];
  if (head === null || tail === null) return null;
  const missing = 8 - head.length - tail.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  return [...head, ...Array<bigint>(missing).fill(0n), ...tail].reduce(
    (value, part) => (value << 16n) | part,
    0n,
  );
};

const MAPPED = 0xffffn << 32n;

/** An address, or null; `::ffff:a.b.c.d` is IPv4. */
export const parseAddress = (text: string): ParsedAddress | null => {
  const trimmed = text.trim();
  const v4 = parseIpv4(trimmed);
  if (v4 !== null) return { version: 4, value: v4 };
  const v6 = trimmed.includes(':') ? parseIpv6(trimmed) : null;
  if (v6 === null) return null;
  return v6 >> 32n === 0xffffn ? { version: 4, value: v6 - MAPPED } : { version: 6, value: v6 };
};

/** An address (a range of one) or a CIDR range (`203.0.113.0/24`, `2001:db8::/32`), or null. */
export const parseRange = (text: string): ParsedRange | null => {
  const [address = '', bits, ...rest] = text.trim().split('/');
  if (rest.length > 0) return null;
  const parsed = parseAddress(address);
  if (parsed === null) return null;
  const max = parsed.version === 4 ? 32 : 128;
  if (bits === undefined) return { ...parsed, bits: max };
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max) return null;
  return { ...parsed, bits: Number(bits) };
};

/** Whether the address is in the range. */
export const inRange = (address: ParsedAddress, range: ParsedRange): boolean => {
  if (address.version !== range.version) return false;
  const width = BigInt(range.version === 4 ? 32 : 128);
  const shift = width - BigInt(range.bits);
  return address.value >> shift === range.value >> shift;
};

/** Whether an address is allowed by a list (an empty list allows any). */
export const addressAllowed = (address: string, allowed: readonly string[]): boolean => {
  if (allowed.length === 0) return true;
  const parsed = parseAddress(address);
  if (parsed === null) return false;
  return allowed.some((entry) => {
    const range = parseRange(entry);
    return range !== null && inRange(parsed, range);
  });
};
