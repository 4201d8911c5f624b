import { eq } from "drizzle-orm";
import { agentProfile } from "~/db/schema";
import { profileSchema, type AgentProfile } from "~/lib/agent-profile";
import type { Lang } from "~/lib/routes";
import type { SiteIdentity } from "~/lib/site";
import { getDb } from "./db.server";
import type { Database } from "./db/connect.server";
import { getEnv, type AgentPhotoSource } from "./env.server";

/** The identity the site shows and the headshot it serves, as of a profile version (0: none saved, the environment's). */
export interface SiteState {
  readonly version: number;
  readonly site: SiteIdentity;
  readonly photo: AgentPhotoSource | undefined;
  /** The language she chose for what the site sends her: English until she chooses (ADR 0422). */
  readonly mailLang: Lang;
}

/** The saved profile's fields over the environment's identity: the environment's values are the first defaults only. */
export function identityFrom(defaults: SiteIdentity, profile: AgentProfile): SiteIdentity {
  return {
    ...defaults,
    agentName: profile.agentName,
    title: { en: profile.titleEn, es: profile.titleEs },
    bio: { en: profile.bioEn || null, es: profile.bioEs || null },
    phone: profile.phone,
    whatsapp: profile.whatsapp,
    email: profile.email,
    office: { ...defaults.office, street: profile.officeStreet, city: profile.officeCity, zip: profile.officeZip },
    brokerage: profile.brokerage,
    brokerName: profile.brokerName,
    agentLicense: profile.agentLicense,
    brokerLicense: profile.brokerLicense,
    yearsExperience: profile.yearsExperience,
    languages: profile.languages,
    areas: profile.areas,
    social: { facebook: profile.facebook, instagram: profile.instagram, linkedin: profile.linkedin },
  };
}

/** The identity as the editor's fields hold it, for a new install's first form and for reading a row field by field. */
export function profileOf(site: SiteIdentity): Record<keyof AgentProfile, unknown> {
  return {
    agentName: site.agentName,
    titleEn: site.title.en,
    titleEs: site.title.es,
    bioEn: site.bio.en ?? "",
    bioEs: site.bio.es ?? "",
    phone: site.phone,
    whatsapp: site.whatsapp ?? "",
    email: site.email,
    officeStreet: site.office.street,
    officeCity: site.office.city,
    officeZip: site.office.zip,
    brokerage: site.brokerage,
    brokerName: site.brokerName,
    agentLicense: site.agentLicense,
    brokerLicense: site.brokerLicense,
    yearsExperience: site.yearsExperience,
    languages: [...site.languages],
    areas: [...site.areas],
    facebook: site.social.facebook ?? "",
    instagram: site.social.instagram ?? "",
    linkedin: site.social.linkedin ?? "",
  };
}

/**
 * A stored row read field by field: a value this version can't read (written
 * by another, or damaged) falls back to the environment's, and the rest stand.
 */
export function readProfile(data: Record<string, unknown>, defaults: SiteIdentity): AgentProfile {
  const fallback = profileOf(defaults);
  const fields = Object.fromEntries(
    Object.entries(profileSchema.shape).map(([key, schema]) => {
      const stored = schema.safeParse(data[key]);
      return [key, stored.success ? stored.data : schema.parse(fallback[key as keyof AgentProfile])];
    }),
  );
  return fields as AgentProfile;
}

/** This process's copy, with the environment it was built over: a test that reads the environment anew gets a new one. */
let cached: (SiteState & { readonly env: ReturnType<typeof getEnv> }) | undefined;

/**
 * The site's identity now. Each call reads the profile's version (one row by
 * its key) and rebuilds only when it moved, so a save shows on this instance's
 * next page and on the others' within their next request.
 */
export async function siteState(db: Database = getDb()): Promise<SiteState> {
  const [current] = await db.select({ version: agentProfile.version }).from(agentProfile).where(eq(agentProfile.id, 1));
  const version = current?.version ?? 0;
  const env = getEnv();
  if (cached?.version === version && cached.env === env) return cached;
  const [row] = version ? await db.select().from(agentProfile).where(eq(agentProfile.id, 1)) : [];
  cached = row
    ? {
        env,
        version: row.version,
        site: identityFrom(env.site, readProfile(row.data, env.site)),
        photo: row.photoKey && row.photoVersion ? { kind: "stored", key: row.photoKey, version: row.photoVersion } : env.agentPhoto,
        mailLang: row.mailLang,
      }
    : { env, version: 0, site: env.site, photo: env.agentPhoto, mailLang: "en" };
  return cached;
}

export async function currentSite(db: Database = getDb()): Promise<SiteIdentity> {
  return (await siteState(db)).site;
}

/** The profile's version, for the page cache's key: a save changes every kept page that shows her. */
export async function profileVersionOf(db: Database): Promise<number> {
  return (await siteState(db)).version;
}

/**
 * The identity as this instance last read it, for code that fills texts
 * without waiting (page prose): every request has read the version by then
 * (the page cache's key, the root loader), so it is at most that request old.
 */
export function lastKnownSite(): SiteIdentity {
  const env = getEnv();
  return cached && cached.env === env ? cached.site : env.site;
}

/** Forgets this process's copy (tests that swap databases). */
export function forgetSiteState(): void {
  cached = undefined;
}
