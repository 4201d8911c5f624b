import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { demoSite, type SiteIdentity } from "~/lib/site";
import { parseHostList } from "./http/addresses.server";

const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/** An operator's host list, comma-separated: names, `*.` domains or addresses, each read at boot (ADR 0011). */
const hostList = z
  .string()
  .default("")
  .transform((value, context) => {
    const { hosts, invalid } = parseHostList(value);
    if (invalid.length > 0) context.addIssue({ code: "custom", message: `names, *.domains or IP addresses, comma-separated; not ${invalid.join(", ")}` });
    return hosts;
  });

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** The address the server listens on: every interface without it; `127.0.0.1` behind a proxy on the same machine (docs/DEPLOY.md). */
  HOST: optionalText.pipe(z.union([z.ipv4(), z.ipv6()]).optional()),
  /**
   * Seconds SIGTERM keeps the port open with /readyz answering 503, so that a load balancer stops sending
   * before the server stops taking connections (docs/DEPLOY.md); at most 5, leaving the rest of the 9.5 s for requests in flight.
   */
  STOP_DELAY_SECONDS: z.coerce.number().int().min(0).max(5).default(0),
  PUBLIC_URL: optionalText.pipe(z.url().optional()),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  DATABASE_URL: optionalText,
  /**
   * Connections in the PostgreSQL pool of one instance, and so the requests it renders at once
   * (server/render-gate.ts): a page's statements then don't wait for a connection (ADR 0008, issue 40).
   */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  /** Requests one instance keeps waiting for a turn to render past those; more are answered 503 with Retry-After. */
  RENDER_QUEUE_MAX: z.coerce.number().int().min(0).max(10_000).default(200),
  SMTP_URL: optionalText,
  /** Signs session cookies; without it one is generated into DATA_DIR (see docs/decisions/0301-auth-secret.md). */
  BETTER_AUTH_SECRET: optionalText.pipe(z.string().min(32, "at least 32 characters, e.g. `openssl rand -base64 32`").optional()),
  /**
   * The Web Push key pair the agent's notifications are signed with (RFC 8292), base64url as
   * `npx web-push generate-vapid-keys` prints them: both or neither. Without them a pair is generated
   * into DATA_DIR; several instances need the same pair (ADR 0411).
   */
  VAPID_PUBLIC_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{87}$/, "an uncompressed P-256 public key, base64url").optional()),
  VAPID_PRIVATE_KEY: optionalText.pipe(z.string().regex(/^[A-Za-z0-9_-]{43}$/, "a P-256 private key, base64url").optional()),
  /** Demo listings loaded into an empty database at start-up; 0 loads none. */
  SEED_COUNT: z.coerce.number().int().min(0).max(200_000).default(1500),
  /** The price from which a home counts as luxury (the luxury category and filter); unset, empty or invalid, $750,000. */
  LUXURY_MIN_PRICE: z.coerce.number().int().positive().catch(750_000),
  SITE_AGENT_NAME: optionalText,
  SITE_BROKERAGE: optionalText,
  SITE_BROKER_NAME: optionalText,
  SITE_AGENT_LICENSE: optionalText,
  SITE_BROKER_LICENSE: optionalText,
  SITE_PHONE: optionalText.pipe(z.string().regex(/^\+\d{10,15}$/, "E.164, e.g. +19565550142").optional()),
  SITE_WHATSAPP: optionalText.pipe(z.string().regex(/^\+\d{10,15}$/, "E.164, e.g. +19565550142").optional()),
  SITE_EMAIL: optionalText.pipe(z.email().optional()),
  SITE_OFFICE_STREET: optionalText,
  SITE_OFFICE_CITY: optionalText,
  SITE_OFFICE_ZIP: optionalText,
  SITE_YEARS_EXPERIENCE: z.coerce.number().int().min(0).max(80).optional(),
  SITE_FACEBOOK_URL: optionalText.pipe(z.url().optional()),
  SITE_INSTAGRAM_URL: optionalText.pipe(z.url().optional()),
  SITE_LINKEDIN_URL: optionalText.pipe(z.url().optional()),
  SITE_IABS_URL: optionalText,
  /** The agent's photo: an https URL (the CSP then allows its origin) or a JPEG, PNG, WebP or AVIF file the site serves; without it a monogram (ADR 0407). */
  SITE_AGENT_PHOTO: optionalText.pipe(
    z
      .string()
      .refine((value) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(value) || (/^https:/i.test(value) && URL.canParse(value)), { message: "an https URL or a file path", abort: true })
      .refine((value) => /^https:/i.test(value) || existsSync(path.resolve(value)), "no such file")
      .optional(),
  ),
  /** The agent's short bio in each language; without one, a bio written from the site identity. */
  SITE_AGENT_BIO_EN: optionalText.pipe(z.string().max(1200, "at most 1200 characters").optional()),
  SITE_AGENT_BIO_ES: optionalText.pipe(z.string().max(1200, "at most 1200 characters").optional()),
  /** An S3-compatible bucket for uploaded images: all four or none (then `<DATA_DIR>/storage` on disk). */
  S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  S3_BUCKET: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_REGION: optionalText.transform((value) => value ?? "us-east-1"),
  /** The MLS's RESO Web API (OData service root); without it the site shows no MLS listings (ADR 0114). */
  RESO_URL: optionalText.pipe(z.url().optional()),
  /** A bearer token, or the three OAuth2 client-credentials values below. */
  RESO_TOKEN: optionalText,
  RESO_CLIENT_ID: optionalText,
  RESO_CLIENT_SECRET: optionalText,
  RESO_TOKEN_URL: optionalText.pipe(z.url().optional()),
  /** An OData $filter fragment the MLS requires or the agent wants, ANDed with the sync's own. */
  RESO_FILTER: optionalText,
  RESO_SYNC_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
  /** The agent's and the office's MLS ids, to recognise their own listings in the feed. */
  RESO_AGENT_MLS_ID: optionalText,
  RESO_OFFICE_MLS_ID: optionalText,
  /**
   * Machine translation of MLS remarks into Spanish in the sync pass (ADR 0125): a LibreTranslate-compatible
   * server (its root; the pass posts to /translate) with an optional key, or DeepL's API by its key
   * (DEEPL_URL only for tests). Neither: remarks stay as the feed sent them.
   */
  TRANSLATE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  TRANSLATE_API_KEY: optionalText,
  DEEPL_API_KEY: optionalText,
  DEEPL_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The most remarks one pass sends to be translated; the rest wait for the next pass. */
  TRANSLATE_PER_PASS: z.coerce.number().int().min(1).max(100_000).default(500),
  /**
   * The MapLibre style (its style.json) of the maps' streets, which the server fetches and hands the maps; the
   * CSP allows its origin, where the browsers fetch its tiles. Without it OpenFreeMap's (`openFreeMapStyleUrl`,
   * ADR 0419) unless MAP_PMTILES names an archive; `off` for none: the archive, or else the site's own offline
   * basemap, and nothing reaches out (ADR 0117).
   */
  MAP_STYLE_URL: optionalText.pipe(z.union([z.literal("off"), z.url({ protocol: /^https?$/ })]).optional()),
  /**
   * A PMTiles archive of the Valley for a street basemap the site draws itself: a file (relative to
   * DATA_DIR, or absolute) the site serves with range requests, or an http(s) URL the CSP then allows
   * (ADR 0417). MAP_STYLE_URL, when it names a style, wins.
   */
  MAP_PMTILES: optionalText,
  /**
   * Where the listing editor geocodes an address: a US Census Bureau geocoder endpoint
   * (`locations/address`), or `off`. Without it, the Census Bureau's own (ADR 0418).
   */
  GEOCODER_URL: optionalText.pipe(z.union([z.literal("off"), z.url({ protocol: /^https?$/ })]).optional()),
  /**
   * Where a listing's FEMA flood zone is asked: an ArcGIS REST `query` endpoint of the National Flood
   * Hazard Layer's flood hazard zones, or `off`. Without it, FEMA's own (ADR 0124).
   */
  FLOOD_ZONE_URL: optionalText.pipe(z.union([z.literal("off"), z.url({ protocol: /^https?$/ })]).optional()),
  /**
   * Hosts the server may reach over plain http or at a loopback, private or link-local address: an
   * intranet MLS, the tests' local doubles. Every other outgoing request is https to a public address (ADR 0011).
   */
  OUTGOING_ALLOW_HOSTS: hostList,
  /** Push services the agent's devices may subscribe through besides the browsers' own (ADR 0011). */
  PUSH_ALLOW_HOSTS: hostList,
  /** Where backups are written: a folder (DATA_DIR/backups without it), or BACKUP_S3_PREFIX's bucket instead (ADR 0019). */
  BACKUP_DIR: optionalText,
  /** `s3://bucket/prefix/` for a bucket of its own, or `prefix/` on S3_BUCKET; BACKUP_S3_* default to the S3_* values. */
  BACKUP_S3_PREFIX: optionalText.pipe(z.string().regex(/^(s3:\/\/[a-z0-9][a-z0-9.-]{1,61}[a-z0-9](\/.*)?|[A-Za-z0-9][A-Za-z0-9/_.-]*)$/, "s3://bucket/prefix/ or prefix/").optional()),
  BACKUP_S3_ENDPOINT: optionalText.pipe(z.url().optional()),
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
  BACKUP_S3_REGION: optionalText,
  /** Encrypts backups (AES-256-GCM under a key scrypt derives from it); kept apart from them (README). */
  BACKUP_KEY: optionalText.pipe(z.string().min(16, "at least 16 characters, e.g. `openssl rand -base64 32`").optional()),
  /** The Valley's time of the nightly backup, or `off` (the tests' servers, a site backed up by cron). */
  BACKUP_TIME: z
    .string()
    .trim()
    .regex(/^(off|([01]\d|2[0-3]):[0-5]\d)$/, "HH:MM (Valley time) or off")
    .default("03:00"),
  /** The newest backup of each of this many days, ISO weeks and months is kept; the others are deleted. */
  BACKUP_KEEP_DAILY: z.coerce.number().int().min(1).max(366).default(7),
  BACKUP_KEEP_WEEKLY: z.coerce.number().int().min(0).max(520).default(4),
  BACKUP_KEEP_MONTHLY: z.coerce.number().int().min(0).max(240).default(6),
  /** The Valley's time (HH:MM) from which the agent's morning digest of her leads goes out (ADR 0410). */
  DIGEST_TIME: z
    .string()
    .trim()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM (Valley time)")
    .default("07:00"),
  /**
   * Only the end-to-end suite sets this: the saved-search alerts and the morning digest look for work
   * this often, the first time this soon after start, rather than every five minutes (ADR 0020).
   */
  E2E_JOB_SECONDS: z.coerce.number().int().min(1).max(300).optional(),
  /**
   * Only the end-to-end suite sets this: the showing reminders' clock starts at this instant (ISO 8601) when
   * the server boots and runs on from there, so a journey reaches a showing's 24-hour and 2-hour marks
   * without waiting a day (ADR 0432).
   */
  E2E_SHOWING_CLOCK: z.iso.datetime({ offset: true }).optional(),
  /** Only the end-to-end suite sets this, to exercise the error page. */
  E2E_ERROR_ROUTE: z.enum(["0", "1"]).default("0"),
}).superRefine((env, context) => {
  const s3 = ["S3_ENDPOINT", "S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const missing = s3.filter((key) => env[key] === undefined);
  if (missing.length > 0 && missing.length < s3.length) {
    context.addIssue({ code: "custom", path: ["S3"], message: `S3 storage needs ${s3.join(", ")}; missing: ${missing.join(", ")}` });
  }
  if (env.BACKUP_S3_PREFIX) {
    const bucket = /^s3:\/\/([^/]+)/.exec(env.BACKUP_S3_PREFIX)?.[1] ?? env.S3_BUCKET ?? "";
    if (!backupS3(env, bucket)) {
      context.addIssue({ code: "custom", path: ["BACKUP_S3_PREFIX"], message: "needs a bucket (s3://bucket/prefix/ or S3_BUCKET), an endpoint and keys (BACKUP_S3_* or S3_*)" });
    }
  }
  if (env.RESO_URL) {
    const oauth = ["RESO_CLIENT_ID", "RESO_CLIENT_SECRET", "RESO_TOKEN_URL"] as const;
    const given = oauth.filter((key) => env[key] !== undefined);
    if (env.RESO_TOKEN && given.length > 0) {
      context.addIssue({ code: "custom", path: ["RESO"], message: "either RESO_TOKEN or RESO_CLIENT_ID, RESO_CLIENT_SECRET and RESO_TOKEN_URL, not both" });
    } else if (!env.RESO_TOKEN && given.length < oauth.length) {
      context.addIssue({ code: "custom", path: ["RESO"], message: `RESO_URL needs RESO_TOKEN or all of ${oauth.join(", ")}` });
    }
  }
  if (env.TRANSLATE_URL && env.DEEPL_API_KEY) {
    context.addIssue({ code: "custom", path: ["TRANSLATE_URL"], message: "either TRANSLATE_URL or DEEPL_API_KEY, not both" });
  }
});

/**
 * The settings of the agent's identity (README). With none of them set the site runs on the demo
 * identity; with any, it is someone's, and gets no number the demo makes up (ADR 0409).
 */
const identityKeys = [
  "SITE_AGENT_NAME",
  "SITE_BROKERAGE",
  "SITE_BROKER_NAME",
  "SITE_AGENT_LICENSE",
  "SITE_BROKER_LICENSE",
  "SITE_PHONE",
  "SITE_WHATSAPP",
  "SITE_EMAIL",
  "SITE_OFFICE_STREET",
  "SITE_OFFICE_CITY",
  "SITE_OFFICE_ZIP",
  "SITE_YEARS_EXPERIENCE",
  "SITE_FACEBOOK_URL",
  "SITE_INSTAGRAM_URL",
  "SITE_LINKEDIN_URL",
  "SITE_IABS_URL",
] as const;

/** Where the agent's photo comes from: a URL the browser loads, or a file the site serves in its own sizes. */
export type AgentPhotoSource =
  | { readonly kind: "url"; readonly url: string }
  | { readonly kind: "file"; readonly path: string }
  /** Uploaded in the agent area: its original's storage key and the hash its URLs carry. */
  | { readonly kind: "stored"; readonly key: string; readonly version: string };

/** Where the street basemap's archive is: a file the site serves, or a URL the browser reads. */
export type PmtilesSource = { readonly kind: "url"; readonly url: string } | { readonly kind: "file"; readonly path: string };

export const censusGeocoderUrl = "https://geocoding.geo.census.gov/geocoder/locations/address";
/** FEMA's National Flood Hazard Layer, layer 28: its flood hazard zones (S_FLD_HAZ_AR). */
export const femaFloodZoneUrl = "https://hazards.fema.gov/arcgis/rest/services/public/NFHL/MapServer/28/query";

/** The maps' streets when nothing else is set: OpenFreeMap's free, keyless style of OpenStreetMap data (ADR 0419). */
export const openFreeMapStyleUrl = "https://tiles.openfreemap.org/styles/liberty";

/** Where backups go (ADR 0019): a folder, or a prefix in a bucket with its S3 settings. */
export type BackupTarget =
  | { readonly kind: "dir"; readonly dir: string }
  | {
      readonly kind: "s3";
      readonly prefix: string;
      readonly s3: { readonly endpoint: string; readonly bucket: string; readonly accessKeyId: string; readonly secretAccessKey: string; readonly region: string };
    };

export type Env = z.infer<typeof schema> & {
  publicUrl: string;
  dataDir: string;
  site: SiteIdentity;
  agentPhoto: AgentPhotoSource | undefined;
  mapPmtiles: PmtilesSource | undefined;
  /** The style the maps draw: MAP_STYLE_URL's, or OpenFreeMap's without it or an archive; undefined for none. */
  mapStyleUrl: string | undefined;
  /** Where the browsers fetch the maps' tiles (and the style's glyphs and sprites), which the CSP allows; undefined when only the site serves them. */
  mapOrigin: string | undefined;
  /** The geocoder's endpoint, or undefined when it is off. */
  geocoderUrl: string | undefined;
  /** Where the flood zones are asked (FLOOD_ZONE_URL, else FEMA's); undefined when off (ADR 0124). */
  floodZoneUrl: string | undefined;
  backupTarget: BackupTarget;
};

function pmtilesSource(value: string | undefined, dataDir: string): PmtilesSource | undefined {
  if (!value) return undefined;
  if (/^[a-z][a-z0-9+.-]*:\/\//i.test(value)) {
    if (!/^https?:/i.test(value) || !URL.canParse(value)) throw new Error("Invalid environment:\n  MAP_PMTILES: an http(s) URL or a file");
    return { kind: "url", url: value };
  }
  const file = path.resolve(dataDir, value);
  if (!existsSync(file)) throw new Error(`Invalid environment:\n  MAP_PMTILES: no such file (${file})`);
  return { kind: "file", path: file };
}

type BackupS3 = Extract<BackupTarget, { kind: "s3" }>["s3"];

/** The bucket settings backups use, BACKUP_S3_* over S3_*, for `bucket`; undefined when one is missing (a restore from an s3:// URL says so). */
export function backupS3(env: Pick<Env, "BACKUP_S3_ENDPOINT" | "BACKUP_S3_ACCESS_KEY_ID" | "BACKUP_S3_SECRET_ACCESS_KEY" | "BACKUP_S3_REGION" | "S3_ENDPOINT" | "S3_ACCESS_KEY_ID" | "S3_SECRET_ACCESS_KEY" | "S3_REGION">, bucket: string): BackupS3 | undefined {
  const endpoint = env.BACKUP_S3_ENDPOINT ?? env.S3_ENDPOINT;
  const accessKeyId = env.BACKUP_S3_ACCESS_KEY_ID ?? env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.BACKUP_S3_SECRET_ACCESS_KEY ?? env.S3_SECRET_ACCESS_KEY;
  if (!endpoint || !accessKeyId || !secretAccessKey || !bucket) return undefined;
  return { endpoint, bucket, accessKeyId, secretAccessKey, region: env.BACKUP_S3_REGION ?? env.S3_REGION };
}

function backupTarget(env: z.infer<typeof schema>, dataDir: string): BackupTarget {
  const prefix = env.BACKUP_S3_PREFIX;
  if (!prefix) return { kind: "dir", dir: env.BACKUP_DIR ? path.resolve(env.BACKUP_DIR) : path.join(dataDir, "backups") };
  const own = /^s3:\/\/([^/]+)\/?(.*)$/.exec(prefix);
  const folder = own ? (own[2] ?? "") : prefix;
  const s3 = backupS3(env, own?.[1] ?? env.S3_BUCKET ?? "");
  // The schema's check has made sure the settings are there.
  if (!s3) throw new Error("Invalid environment:\n  BACKUP_S3_PREFIX: incomplete S3 settings");
  return { kind: "s3", prefix: folder && !folder.endsWith("/") ? `${folder}/` : folder, s3 };
}

/** MAP_STYLE_URL > MAP_PMTILES > OpenFreeMap's style; `off` leaves the archive or the offline basemap. */
function mapStyleUrl(setting: string | undefined, archive: PmtilesSource | undefined): string | undefined {
  if (setting === "off") return undefined;
  return setting ?? (archive ? undefined : openFreeMapStyleUrl);
}

function load(source: NodeJS.ProcessEnv): Env {
  const parsed = schema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  const env = parsed.data;
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) throw new Error("Invalid environment:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY: both or neither");
  const demoIdentity = identityKeys.every((key) => env[key] === undefined);
  const site: SiteIdentity = {
    ...demoSite,
    agentName: env.SITE_AGENT_NAME ?? demoSite.agentName,
    brokerage: env.SITE_BROKERAGE ?? demoSite.brokerage,
    brokerName: env.SITE_BROKER_NAME ?? demoSite.brokerName,
    agentLicense: env.SITE_AGENT_LICENSE ?? demoSite.agentLicense,
    brokerLicense: env.SITE_BROKER_LICENSE ?? demoSite.brokerLicense,
    phone: env.SITE_PHONE ?? demoSite.phone,
    // Not every phone takes WhatsApp: SITE_PHONE alone offers none.
    whatsapp: env.SITE_WHATSAPP ?? (demoIdentity ? demoSite.whatsapp : null),
    email: env.SITE_EMAIL ?? demoSite.email,
    office: {
      ...demoSite.office,
      street: env.SITE_OFFICE_STREET ?? demoSite.office.street,
      city: env.SITE_OFFICE_CITY ?? demoSite.office.city,
      zip: env.SITE_OFFICE_ZIP ?? demoSite.office.zip,
    },
    yearsExperience: env.SITE_YEARS_EXPERIENCE ?? demoSite.yearsExperience,
    social: {
      facebook: env.SITE_FACEBOOK_URL,
      instagram: env.SITE_INSTAGRAM_URL,
      linkedin: env.SITE_LINKEDIN_URL,
    },
    iabsUrl: env.SITE_IABS_URL ?? demoSite.iabsUrl,
    bio: { en: env.SITE_AGENT_BIO_EN ?? null, es: env.SITE_AGENT_BIO_ES ?? null },
  };
  const dataDir = path.resolve(env.DATA_DIR);
  const mapPmtiles = pmtilesSource(env.MAP_PMTILES, dataDir);
  const style = mapStyleUrl(env.MAP_STYLE_URL, mapPmtiles);
  return {
    ...env,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
    dataDir,
    mapPmtiles,
    mapStyleUrl: style,
    mapOrigin: style ? new URL(style).origin : mapPmtiles?.kind === "url" ? new URL(mapPmtiles.url).origin : undefined,
    backupTarget: backupTarget(env, dataDir),
    geocoderUrl: env.GEOCODER_URL === "off" ? undefined : (env.GEOCODER_URL ?? censusGeocoderUrl),
    floodZoneUrl: env.FLOOD_ZONE_URL === "off" ? undefined : (env.FLOOD_ZONE_URL ?? femaFloodZoneUrl),
    site,
    agentPhoto: !env.SITE_AGENT_PHOTO
      ? undefined
      : /^https:/i.test(env.SITE_AGENT_PHOTO)
        ? { kind: "url", url: env.SITE_AGENT_PHOTO }
        : { kind: "file", path: path.resolve(env.SITE_AGENT_PHOTO) },
  };
}

let cached: Env | undefined;

/** The environment, validated once on first use (at boot) and then shared. */
export function getEnv(): Env {
  cached ??= load(process.env);
  return cached;
}

/**
 * Forgets the validated environment, so the next getEnv() reads process.env again. For tests that set
 * their own values: their files share one module registry per worker (vitest.config.ts).
 */
export function forgetEnv(): void {
  cached = undefined;
}

export { load as loadEnv };
