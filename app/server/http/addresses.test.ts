import { describe, expect, it } from "vitest";
import { classifyAddress, hostListed, hostPattern, parseHostList, parseIpv4, parseIpv6 } from "./addresses.server";

/** A URL's hostname as the server sees it: what `URL` makes of every spelling, which is what the guard classifies. */
const hostOf = (spelling: string) => new URL(`http://${spelling}/`).hostname;

describe("reading addresses", () => {
  it.each([
    ["127.0.0.1", 0x7f000001],
    ["2130706433", 0x7f000001],
    ["0x7f.1", 0x7f000001],
    ["017700000001", 0x7f000001],
    ["0x7f000001", 0x7f000001],
    ["127.1", 0x7f000001],
    ["0177.0.0.01", 0x7f000001],
    ["169.254.43518", 0xa9fea9fe],
    ["0", 0],
    ["255.255.255.255", 0xffffffff],
  ])("reads IPv4 %s as inet_aton does", (text, value) => {
    expect(parseIpv4(text)).toBe(value);
  });

  it.each(["256.0.0.1", "1.2.3.4.5", "4294967296", "08", "0xg", "1..1", "a.b.c.d", "", "127.0.0.1 "])("reads %j as no IPv4 address", (text) => {
    expect(parseIpv4(text)).toBeNull();
  });

  it("reads IPv6 in its textual forms, bracketed or not, with a dotted quad at the end", () => {
    expect(parseIpv6("::1")).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6("[::ffff:127.0.0.1]")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6("::ffff:7f00:1")).toEqual([0, 0, 0, 0, 0, 0xffff, 0x7f00, 1]);
    expect(parseIpv6("fe80::1:2")).toEqual([0xfe80, 0, 0, 0, 0, 0, 1, 2]);
    expect(parseIpv6("2001:db8:0:0:0:0:0:1")).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
    expect(parseIpv6("64:ff9b::10.0.0.1")).toEqual([0x64, 0xff9b, 0, 0, 0, 0, 0x0a00, 1]);
    expect(parseIpv6("fe80::1%eth0")).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    for (const text of ["127.0.0.1", "::1::2", "[::1", "example.com"]) expect(parseIpv6(text)).toBeNull();
  });
});

describe("classifying addresses", () => {
  it.each([
    // Loopback in every spelling a URL may carry.
    ["127.0.0.1", "loopback"],
    ["127.255.255.254", "loopback"],
    ["2130706433", "loopback"],
    ["0x7f.1", "loopback"],
    ["017700000001", "loopback"],
    ["0x7f000001", "loopback"],
    ["127.1", "loopback"],
    ["[::1]", "loopback"],
    ["[0:0:0:0:0:0:0:1]", "loopback"],
    ["[::ffff:127.0.0.1]", "loopback"],
    ["[::ffff:7f00:1]", "loopback"],
    ["[64:ff9b::127.0.0.1]", "loopback"],
    ["[2002:7f00:1::]", "loopback"],
    // Unspecified: Linux connects it to the machine itself.
    ["0.0.0.0", "unspecified"],
    ["0", "unspecified"],
    ["[::]", "unspecified"],
    ["0.1.2.3", "reserved"],
    // Private networks.
    ["10.0.0.5", "private"],
    ["172.16.0.1", "private"],
    ["172.31.255.255", "private"],
    ["192.168.1.1", "private"],
    ["100.64.0.1", "private"],
    ["100.127.255.255", "private"],
    ["[fd00::1]", "private"],
    ["[fc00::]", "private"],
    ["[fec0::1]", "private"],
    ["[64:ff9b:1::1]", "private"],
    ["[::ffff:10.1.2.3]", "private"],
    ["[::ffff:192.168.0.1]", "private"],
    ["[2002:c0a8:1::1]", "private"],
    // Link-local, where cloud metadata services answer.
    ["169.254.169.254", "link-local"],
    ["2852039166", "link-local"],
    ["0xa9.0xfe.0xa9.0xfe", "link-local"],
    ["[fe80::1]", "link-local"],
    ["[febf::1]", "link-local"],
    ["[::ffff:169.254.169.254]", "link-local"],
    ["[::ffff:a9fe:a9fe]", "link-local"],
    ["[64:ff9b::a9fe:a9fe]", "link-local"],
    // Multicast.
    ["224.0.0.1", "multicast"],
    ["239.255.255.250", "multicast"],
    ["[ff02::1]", "multicast"],
    ["[::ffff:224.0.0.1]", "multicast"],
    // Reserved, documentation, benchmarking, broadcast, protocol assignments, outside global unicast.
    ["240.0.0.1", "reserved"],
    ["255.255.255.255", "reserved"],
    ["192.0.0.8", "reserved"],
    ["192.0.2.1", "reserved"],
    ["198.18.0.1", "reserved"],
    ["198.19.255.255", "reserved"],
    ["198.51.100.7", "reserved"],
    ["203.0.113.9", "reserved"],
    ["192.88.99.1", "reserved"],
    ["[2001:db8::1]", "reserved"],
    ["[2001::1]", "reserved"],
    ["[2001:0:4136:e378:8000:63bf:3fff:fdd2]", "reserved"],
    ["[3fff::1]", "reserved"],
    ["[100::1]", "reserved"],
    ["[::127.0.0.1]", "reserved"],
    ["[::ffff:0:7f00:1]", "reserved"],
    ["[5f00::1]", "reserved"],
  ])("refuses %s as %s", (spelling, kind) => {
    expect(classifyAddress(hostOf(spelling))).toBe(kind);
  });

  it.each([
    "8.8.8.8",
    "1.1.1.1",
    "93.184.215.14",
    "172.15.255.255",
    "172.32.0.0",
    "100.63.255.255",
    "100.128.0.0",
    "169.253.255.255",
    "198.17.255.255",
    "223.255.255.255",
    "[2606:4700:4700::1111]",
    "[2a00:1450:4001:80b::200a]",
    "[::ffff:8.8.8.8]",
    "[64:ff9b::808:808]",
    "[2002:808:808::1]",
    "[2001:200::1]",
  ])("lets a public address through: %s", (spelling) => {
    expect(classifyAddress(hostOf(spelling))).toBeNull();
  });

  it("classifies the spellings themselves, not only what URL makes of them", () => {
    for (const spelling of ["2130706433", "0x7f.1", "017700000001", "::ffff:127.0.0.1", "[::1]"]) expect(classifyAddress(spelling)).toBe("loopback");
    expect(() => classifyAddress("example.com")).toThrow(TypeError);
  });
});

describe("the operator's host lists", () => {
  it("reads names, *.domains and addresses, as URL spells them", () => {
    expect(parseHostList(" mls.Example.com, *.cdn.example.net ,127.0.0.1,::1,[fd00:0::5],2130706434,,")).toEqual({
      hosts: ["mls.example.com", "*.cdn.example.net", "127.0.0.1", "[::1]", "[fd00::5]", "127.0.0.2"],
      invalid: [],
    });
    expect(parseHostList("")).toEqual({ hosts: [], invalid: [] });
  });

  it.each(["mls.example.com:8443", "http://mls.example.com", "mls.example.com/odata", "user@mls.example.com", "*.127.0.0.1", "*.[::1]", "*", "a b", "-bad-.example.com", "[::1]:80", "fe80::1%eth0"])(
    "refuses %j as an entry",
    (entry) => {
      expect(hostPattern(entry)).toBeNull();
      expect(parseHostList(`ok.example.com,${entry}`).invalid).toEqual([entry]);
    },
  );

  it("matches a hostname by name, by domain below a wildcard, by address, without case or a trailing dot", () => {
    const list = parseHostList("mls.example.com,*.push.apple.com,127.0.0.1,[::1]").hosts;
    expect(hostListed(list, "MLS.example.com.")).toBe(true);
    expect(hostListed(list, "web.push.apple.com")).toBe(true);
    expect(hostListed(list, "a.b.push.apple.com")).toBe(true);
    expect(hostListed(list, "push.apple.com")).toBe(false);
    expect(hostListed(list, "evilpush.apple.com")).toBe(false);
    expect(hostListed(list, "push.apple.com.evil.example")).toBe(false);
    expect(hostListed(list, "127.0.0.1")).toBe(true);
    expect(hostListed(list, hostOf("2130706433"))).toBe(true);
    expect(hostListed(list, "[::1]")).toBe(true);
    expect(hostListed(list, "[::ffff:7f00:1]")).toBe(false);
    expect(hostListed(list, "127.0.0.2")).toBe(false);
    expect(hostListed(list, "example.com")).toBe(false);
  });
});
