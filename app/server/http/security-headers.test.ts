import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, scriptHash, secureScripts, securityHeaders } from "./security-headers.server";

const local = { https: false, imageOrigins: [] };
const live = { https: true, imageOrigins: ["https://photos.s3.example"] };

function directives(policy: string): Record<string, string> {
  return Object.fromEntries(policy.split("; ").map((directive) => [directive.split(" ")[0], directive.split(" ").slice(1).join(" ")]));
}

describe("contentSecurityPolicy", () => {
  it("allows scripts only by nonce or hash, and what they load", () => {
    const policy = directives(contentSecurityPolicy(local, { nonce: "abc", hashes: ["h1", "h2"] }));
    expect(policy["script-src"]).toBe("'nonce-abc' 'sha256-h1' 'sha256-h2' 'strict-dynamic'");
    expect(policy["object-src"]).toBe("'none'");
    expect(policy["base-uri"]).toBe("'none'");
    expect(policy["frame-ancestors"]).toBe("'none'");
    expect(policy["form-action"]).toBe("'self'");
    expect(policy["img-src"]).toBe("'self' data: blob:");
    expect(policy["connect-src"]).toBe("'self'");
    expect(policy["worker-src"]).toBe("'self' blob:");
    expect(policy).not.toHaveProperty("upgrade-insecure-requests");
    expect(JSON.stringify(policy)).not.toContain("unsafe-eval");
    expect(policy["script-src"]).not.toContain("unsafe-inline");
  });

  it("names the photo bucket among image sources and upgrades requests under https", () => {
    const policy = directives(contentSecurityPolicy(live));
    expect(policy["img-src"]).toBe("'self' data: blob: https://photos.s3.example");
    expect(policy).toHaveProperty("upgrade-insecure-requests");
  });

  it("lets the maps fetch and show the tile provider's origin when MAP_STYLE_URL names one, and changes nothing else", () => {
    const withMap = directives(contentSecurityPolicy({ ...live, mapOrigin: "https://tiles.example.com" }, { nonce: "abc" }));
    const without = directives(contentSecurityPolicy(live, { nonce: "abc" }));
    expect(withMap["connect-src"]).toBe("'self' https://tiles.example.com");
    expect(withMap["img-src"]).toBe("'self' data: blob: https://photos.s3.example https://tiles.example.com");
    expect({ ...withMap, "connect-src": "", "img-src": "" }).toEqual({ ...without, "connect-src": "", "img-src": "" });
    expect(contentSecurityPolicy({ ...live, mapOrigin: undefined }, { nonce: "abc" })).toBe(contentSecurityPolicy(live, { nonce: "abc" }));
  });
});

describe("securityHeaders", () => {
  it("sends HSTS only when the site is served over https", () => {
    expect(securityHeaders(local, "n")).not.toHaveProperty("Strict-Transport-Security");
    expect(securityHeaders(live, "n")["Strict-Transport-Security"]).toMatch(/^max-age=(\d+); includeSubDomains$/);
    const maxAge = Number(/max-age=(\d+)/.exec(securityHeaders(live, "n")["Strict-Transport-Security"] ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
  });

  it("sets the rest on every response", () => {
    expect(securityHeaders(local, "n")).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Cross-Origin-Opener-Policy": "same-origin",
      "Cross-Origin-Resource-Policy": "same-origin",
    });
    expect(securityHeaders(local, "n")["Permissions-Policy"]).toContain("camera=()");
    // Passkeys are the site's own, and no embedded frame's.
    expect(securityHeaders(local, "n")["Permissions-Policy"]).toContain("publickey-credentials-get=(self)");
  });
});

describe("secureScripts", () => {
  const page = '<head><script type="application/ld+json">{"a":1}</script></head><body><script>boot()</script><script nonce="old">x()</script><script src="/a.js"></script></body>';

  it("gives every inline script the response's nonce and lists their hashes, with those of created scripts", () => {
    const { html, hashes } = secureScripts(page, "N0nce", ['import("/entry.js")']);
    expect(html).toContain('<script type="application/ld+json" nonce="N0nce">{"a":1}</script>');
    expect(html).toContain('<script nonce="N0nce">boot()</script>');
    expect(html).toContain('<script nonce="N0nce">x()</script>');
    expect(html).toContain('<script src="/a.js"></script>');
    const sha = (text: string) => createHash("sha256").update(text).digest("base64");
    expect(hashes.sort()).toEqual([sha('{"a":1}'), sha("boot()"), sha("x()"), sha('import("/entry.js")')].sort());
    expect(scriptHash("boot()")).toBe(sha("boot()"));
  });
});
