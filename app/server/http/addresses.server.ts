import { isIPv4, isIPv6 } from "node:net";

/**
 * What an address is when the site must not reach it from the server: any of
 * these would let whoever chose a URL (a device's push endpoint, an MLS
 * record's MediaURL) aim the server at itself or its network (ADR 0011).
 * Public addresses have no class (null).
 */
export type AddressClass = "loopback" | "private" | "link-local" | "multicast" | "unspecified" | "reserved";

const ipv4Ranges: readonly (readonly [base: string, bits: number, kind: AddressClass])[] = [
  ["0.0.0.0", 32, "unspecified"],
  // "This network": Linux connects 0.x.x.x to the machine itself.
  ["0.0.0.0", 8, "reserved"],
  ["10.0.0.0", 8, "private"],
  // Carrier-grade NAT's shared space: another customer's network, or the provider's.
  ["100.64.0.0", 10, "private"],
  ["127.0.0.0", 8, "loopback"],
  // Cloud metadata services (169.254.169.254) live here.
  ["169.254.0.0", 16, "link-local"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "reserved"],
  ["192.0.2.0", 24, "reserved"],
  ["192.88.99.0", 24, "reserved"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "reserved"],
  ["198.51.100.0", 24, "reserved"],
  ["203.0.113.0", 24, "reserved"],
  ["224.0.0.0", 4, "multicast"],
  // 240/4 and the broadcast address.
  ["240.0.0.0", 4, "reserved"],
];

/**
 * An IPv4 address as the WHATWG URL parser and inet_aton read it: one to four
 * parts, each decimal, octal (leading 0) or hex (0x), the last filling the
 * bytes left, so `2130706433`, `0x7f.1` and `017700000001` are all 127.0.0.1.
 * Null for anything else.
 */
export function parseIpv4(text: string): number | null {
  const parts = text.split(".");
  if (parts.length > 4 || parts.some((part) => part === "")) return null;
  const values: number[] = [];
  for (const part of parts) {
    const value = /^0x[0-9a-f]*$/i.test(part) ? (part.length === 2 ? 0 : parseInt(part.slice(2), 16)) : /^0[0-7]*$/.test(part) ? parseInt(part, 8) : /^[1-9]\d*$/.test(part) ? Number(part) : NaN;
    if (!Number.isFinite(value)) return null;
    values.push(value);
  }
  const last = values.pop()!;
  if (values.some((value) => value > 255) || last >= 256 ** (4 - values.length)) return null;
  return values.reduce((sum, value, index) => sum + value * 256 ** (3 - index), 0) + last;
}

const ipv4Table = ipv4Ranges.map(([base, bits, kind]) => ({ base: parseIpv4(base)!, mask: bits === 0 ? 0 : (~0 << (32 - bits)) >>> 0, kind }));

function classifyIpv4(value: number): AddressClass | null {
  return ipv4Table.find(({ base, mask }) => ((value & mask) >>> 0) === base)?.kind ?? null;
}

/** An IPv6 address (with or without brackets, any textual form Node accepts) as eight 16-bit groups; null when it is none. */
export function parseIpv6(text: string): number[] | null {
  // A zone (fe80::1%eth0), which DNS may answer with, names an interface, not another address.
  const bare = (text.startsWith("[") && text.endsWith("]") ? text.slice(1, -1) : text).replace(/%.*$/, "");
  if (!isIPv6(bare)) return null;
  // A trailing dotted quad (::ffff:127.0.0.1) is the last two groups.
  const quad = /\d+\.\d+\.\d+\.\d+$/.exec(bare)?.[0];
  const value = quad === undefined ? null : parseIpv4(quad);
  const body = quad === undefined || value === null ? bare : `${bare.slice(0, -quad.length)}${(value >>> 16).toString(16)}:${(value & 0xffff).toString(16)}`;
  const [head = "", rest] = body.split("::");
  const groups = (part: string) => (part === "" ? [] : part.split(":").map((group) => parseInt(group, 16)));
  const front = groups(head);
  const back = groups(rest ?? "");
  const missing = 8 - front.length - back.length;
  if (rest === undefined && missing !== 0) return null;
  return [...front, ...Array<number>(Math.max(0, missing)).fill(0), ...back];
}

const ipv4Of = (groups: readonly number[], at: number) => ((groups[at]! << 16) >>> 0) + groups[at + 1]!;
const startsWith = (groups: readonly number[], prefix: readonly number[], bits: number) =>
  prefix.every((value, index) => {
    const width = Math.min(16, bits - index * 16);
    if (width <= 0) return true;
    const mask = (0xffff << (16 - width)) & 0xffff;
    return (groups[index]! & mask) === (value & mask);
  });

function classifyIpv6(groups: readonly number[]): AddressClass | null {
  if (groups.every((group) => group === 0)) return "unspecified";
  if (groups.slice(0, 7).every((group) => group === 0) && groups[7] === 1) return "loopback";
  // IPv4-mapped (::ffff:a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) reach the IPv4 address they carry.
  if (startsWith(groups, [0, 0, 0, 0, 0, 0xffff], 96) || startsWith(groups, [0x64, 0xff9b, 0, 0, 0, 0], 96)) return classifyIpv4(ipv4Of(groups, 6));
  // 6to4 (2002:aabb:ccdd::) is relayed to the IPv4 address in its second and third groups.
  if (startsWith(groups, [0x2002], 16)) return classifyIpv4(ipv4Of(groups, 1));
  if (startsWith(groups, [0x64, 0xff9b, 1], 48)) return "private";
  if (startsWith(groups, [0xfc00], 7)) return "private";
  if (startsWith(groups, [0xfe80], 10)) return "link-local";
  // Site-local, deprecated but still routed on some networks.
  if (startsWith(groups, [0xfec0], 10)) return "private";
  if (startsWith(groups, [0xff00], 8)) return "multicast";
  // Teredo and the other IETF protocol assignments, and the documentation prefixes.
  if (startsWith(groups, [0x2001, 0], 23) || startsWith(groups, [0x2001, 0xdb8], 32) || startsWith(groups, [0x3fff, 0], 20)) return "reserved";
  // Only 2000::/3 is global unicast; the rest (IPv4-compatible ::a.b.c.d, discard-only 100::/64, unallocated space) is not the internet.
  return startsWith(groups, [0x2000], 3) ? null : "reserved";
}

/**
 * The class of an IP address in any spelling (IPv4 dotted, decimal, octal
 * or hex; IPv6 bracketed or not, IPv4-mapped, NAT64, 6to4), null for a
 * public one. Throws for a string that is no address.
 */
export function classifyAddress(address: string): AddressClass | null {
  const v6 = parseIpv6(address);
  if (v6) return classifyIpv6(v6);
  const v4 = parseIpv4(address);
  if (v4 === null) throw new TypeError("not an IP address");
  return classifyIpv4(v4);
}

/** Whether a URL's hostname (as `URL` gives it: IPv6 bracketed, IPv4 in four decimal parts) is an address rather than a name. */
export function isAddressLiteral(hostname: string): boolean {
  return isIPv4(hostname) || parseIpv6(hostname) !== null;
}

const DNS_NAME = /^(?=.{1,253}$)[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?(?:\.[a-z0-9_](?:[a-z0-9_-]{0,61}[a-z0-9])?)*$/;

/**
 * One entry of an operator's host list as `URL` spells a hostname: a name
 * (`mls.example.com`), every name under a domain (`*.example.com`), or an
 * address (`127.0.0.1`, `[::1]`); null when it is none of these (a port, a
 * path, a wildcard on an address).
 */
export function hostPattern(entry: string): string | null {
  const text = entry.trim().toLowerCase();
  const wildcard = text.startsWith("*.");
  const host = wildcard ? text.slice(2) : text;
  const literal = host.startsWith("[") && host.endsWith("]") ? host.slice(1, -1) : host;
  const ipv6 = isIPv6(literal) && !literal.includes("%");
  if (ipv6 && wildcard) return null;
  if (!ipv6 && !/^[a-z0-9._-]+$/.test(host)) return null;
  let hostname: string;
  try {
    hostname = new URL(`http://${ipv6 ? `[${literal}]` : host}/`).hostname;
  } catch {
    return null;
  }
  if (isAddressLiteral(hostname)) return wildcard ? null : hostname;
  return DNS_NAME.test(hostname) ? `${wildcard ? "*." : ""}${hostname}` : null;
}

/** A comma-separated host list, each entry as hostPattern has it; the entries it could not read, for the boot's error. */
export function parseHostList(value: string): { readonly hosts: readonly string[]; readonly invalid: readonly string[] } {
  const entries = value.split(",").map((entry) => entry.trim()).filter(Boolean);
  const hosts = entries.map(hostPattern);
  return { hosts: hosts.filter((host): host is string => host !== null), invalid: entries.filter((_, index) => hosts[index] === null) };
}

/** Whether a URL's hostname is on a list of host patterns: the name or address itself, or a name under a `*.` domain. */
export function hostListed(patterns: readonly string[], hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, "");
  return patterns.some((pattern) => (pattern.startsWith("*.") ? host.endsWith(pattern.slice(1)) : host === pattern));
}
