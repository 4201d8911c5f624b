import { createHash } from "node:crypto";

export interface SecurityOptions {
  /** The site is served over TLS (PUBLIC_URL is https): HSTS, upgrade of insecure requests. */
  readonly https: boolean;
  /** Origins besides the site's own that pages may load images from (the S3 bucket, the agent's photo URL, when configured). */
  readonly imageOrigins: readonly string[];
  /** Where the maps fetch their tiles, glyphs and sprites: the street style's origin (OpenFreeMap's by default, ADR 0419) or a MAP_PMTILES URL's; absent otherwise. */
  readonly mapOrigin?: string;
}

export interface ScriptSources {
  /** This response's nonce; absent for a page kept in the cache, which is served to many. */
  readonly nonce?: string;
  /** sha256 hashes (base64) of the page's inline scripts. */
  readonly hashes?: readonly string[];
}

/**
 * Browser features the site never uses, turned off for it and anything it
 * embeds: only names Chromium knows, as it warns on every page about others. Geolocation stays off: "near me" is the visitor's typed city, never
 * a location prompt. Passkeys (publickey-credentials-get and -create) are the site's own (ADR 0305): allowed to it, to nothing it embeds.
 */
const PERMISSIONS = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "geolocation",
  "gyroscope",
  "hid",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "serial",
  "usb",
  "xr-spatial-tracking",
]
  .map((feature) => `${feature}=()`)
  .concat(["publickey-credentials-get=(self)", "publickey-credentials-create=(self)"])
  .join(", ");

export function scriptHash(source: string): string {
  return createHash("sha256").update(source, "utf8").digest("base64");
}

/**
 * The Content-Security-Policy: scripts only by this response's nonce or by
 * hash, and whatever those load ('strict-dynamic'); nothing framed, no
 * plugins, no <base>, forms only to the site, images from the site (and the
 * photo bucket) and, with a street style or a MAP_PMTILES URL, fetches and
 * images from the map's tile origin. Styles allow inline attributes, which React's style props
 * and the hero's focal points use; they cannot run code.
 */
export function contentSecurityPolicy(options: SecurityOptions, scripts: ScriptSources = {}): string {
  const scriptSources = [
    ...(scripts.nonce ? [`'nonce-${scripts.nonce}'`] : []),
    ...(scripts.hashes ?? []).map((hash) => `'sha256-${hash}'`),
    "'strict-dynamic'",
  ];
  const map = options.mapOrigin ? [options.mapOrigin] : [];
  const directives = [
    "default-src 'self'",
    `script-src ${scriptSources.join(" ")}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${["'self'", "data:", "blob:", ...options.imageOrigins, ...map].join(" ")}`,
    "font-src 'self'",
    `connect-src ${["'self'", ...map].join(" ")}`,
    "manifest-src 'self'",
    "media-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    ...(options.https ? ["upgrade-insecure-requests"] : []),
  ];
  return directives.join("; ");
}

/** The headers every response carries, whatever it is (page, API, asset, error). */
export function securityHeaders(options: SecurityOptions, nonce: string): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options, { nonce }),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "DENY",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "Permissions-Policy": PERMISSIONS,
    "Cross-Origin-Opener-Policy": "same-origin",
    "Cross-Origin-Resource-Policy": "same-origin",
    ...(options.https ? { "Strict-Transport-Security": "max-age=63072000; includeSubDomains" } : {}),
  };
}

const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * Gives every inline script of a rendered page this response's nonce, and
 * lists their hashes (with those of scripts the page creates, such as the
 * deferred module script) so that the page keeps working once the page cache
 * has taken the nonce out.
 */
export function secureScripts(html: string, nonce: string, created: readonly string[] = []): { html: string; hashes: string[] } {
  const hashes = new Set(created.map(scriptHash));
  const secured = html.replace(INLINE_SCRIPT, (_match, attributes: string, source: string) => {
    hashes.add(scriptHash(source));
    const kept = attributes.replace(/\snonce="[^"]*"/, "");
    return `<script${kept} nonce="${nonce}">${source}</script>`;
  });
  return { html: secured, hashes: [...hashes] };
}
