// Visitors' IP addresses, for the rate limit and the trusted proxies (docs/forms.md). One person
// behind IPv6 usually holds a whole /64 (a home or phone network hands out one prefix and the device
// picks any address in it), so the limit keys on that prefix; an IPv4 address is keyed as it is.

/** The address as 8 numbers of 16 bits (IPv6) or 4 of 8 bits (IPv4); undefined for anything else. */
function parse(address: string): { v6: boolean; parts: number[] } | undefined {
  const text = address
    .trim()
    .replace(/^\[|\]$/g, "")
    .replace(/%.*$/, "");
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (v4) {
    const parts = v4.slice(1).map(Number);
    return parts.every((n) => n <= 255) ? { v6: false, parts } : undefined;
  }
  if (!/^[0-9a-fA-F:.]+$/.test(text) || !text.includes(":")) return undefined;
  // An IPv4 tail (::ffff:192.0.2.1) becomes two groups.
  let body = text;
  const tail = /^(.*:)(\d{1,3}\.\d{1,3}\.\d{1,3}\.\d{1,3})$/.exec(text);
  if (tail) {
    const v4tail = parse(tail[2] as string);
    if (!v4tail) return undefined;
    const [a, b, c, d] = v4tail.parts as [number, number, number, number];
    body = `${tail[1]}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = body.split("::");
  if (halves.length > 2) return undefined;
  const groups = (half: string) => (half === "" ? [] : half.split(":"));
  const head = groups(halves[0] as string);
  const rest = halves.length === 2 ? groups(halves[1] as string) : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const all = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill("0"), ...rest];
  if (all.some((g) => !/^[0-9a-fA-F]{1,4}$/.test(g))) return undefined;
  return { v6: true, parts: all.map((g) => parseInt(g, 16)) };
}

/** An IPv4 address written as IPv6 (::ffff:a.b.c.d), as a dual-stack socket reports it, is IPv4. */
function normal(address: string): { v6: boolean; parts: number[] } | undefined {
  const ip = parse(address);
  if (ip?.v6 && ip.parts.slice(0, 5).every((n) => n === 0) && ip.parts[5] === 0xffff) {
    const [hi, lo] = ip.parts.slice(6) as [number, number];
    return { v6: false, parts: [hi >> 8, hi & 255, lo >> 8, lo & 255] };
  }
  return ip;
}

export const isAddress = (text: string) => normal(text) !== undefined;

/**
 * Whose turn the rate limit counts: the /64 of an IPv6 address (written as its first four groups and
 * "::/64"), an IPv4 address as it is; text that is no address stays as it is (e.g. "unknown").
 */
export function rateKey(address: string): string {
  const ip = normal(address);
  if (!ip) return address;
  if (!ip.v6) return ip.parts.join(".");
  return `${ip.parts
    .slice(0, 4)
    .map((n) => n.toString(16))
    .join(":")}::/64`;
}

/** Whether the address falls in one of the ranges: "203.0.113.7", "10.0.0.0/8", "::1", "fd00::/8". */
export function inRanges(address: string, ranges: readonly string[]): boolean {
  const ip = normal(address);
  if (!ip) return false;
  return ranges.some((range) => {
    const [base = "", bitsText] = range.trim().split("/");
    const net = normal(base);
    if (!net || net.v6 !== ip.v6) return false;
    const width = ip.v6 ? 16 : 8;
    const total = ip.parts.length * width;
    const bits = bitsText === undefined ? total : Number(bitsText);
    if (!Number.isInteger(bits) || bits < 0 || bits > total) return false;
    for (let i = 0; i < ip.parts.length; i++) {
      const keep = Math.max(0, Math.min(width, bits - i * width));
      const mask = keep === 0 ? 0 : (0xffff << (width - keep)) & ((1 << width) - 1);
      if (((ip.parts[i] as number) & mask) !== ((net.parts[i] as number) & mask)) return false;
    }
    return true;
  });
}

/** Loopback: nginx on the same machine, the default and only trusted proxy. */
export const LOOPBACK_RANGES: readonly string[] = ["127.0.0.0/8", "::1"];

/**
 * TRUSTED_PROXIES: addresses or ranges, separated by commas or spaces, from which X-Real-IP is
 * believed; loopback when unset. A range that is not one stops the receiver (a typo would otherwise
 * quietly make every visitor one visitor).
 */
export function trustedProxies(setting: string | undefined): string[] {
  const ranges = (setting ?? "").split(/[\s,]+/).filter(Boolean);
  for (const range of ranges) {
    const [base = "", bits] = range.split("/");
    if (!isAddress(base) || (bits !== undefined && !/^\d{1,3}$/.test(bits)))
      throw new Error(`TRUSTED_PROXIES: "${range}" is not an IP address or range (e.g. 10.0.0.5 or 10.0.0.0/24)`);
  }
  return ranges.length > 0 ? ranges : [...LOOPBACK_RANGES];
}

/** The visitor: X-Real-IP when the peer is a trusted proxy and the header holds an address; the peer otherwise. */
export function visitorAddress(peer: string | undefined, realIp: string | undefined, trusted: readonly string[]): string {
  const from = peer ?? "unknown";
  return inRanges(from, trusted) && realIp && isAddress(realIp) ? realIp.trim() : from;
}
