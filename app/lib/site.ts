import { cities, cityByName, citySlugs, type CitySlug } from "./cities";
import type { Lang } from "./routes";

/**
 * Site identity: who the agent is and how to reach them. One typed value,
 * a demo default here, overridden by environment variables at boot
 * (app/server/env.server.ts), then by the profile the agent saves in the
 * agent area (app/server/site-identity.server.ts, issue 43).
 */
export interface SiteIdentity {
  readonly agentName: string;
  /** Her title in each language ("REALTOR®", "Agente de bienes raíces"); empty for the site's own wording. */
  readonly title: Readonly<Record<Lang, string>>;
  /** Her bio in each language; null for one written from the identity. */
  readonly bio: Readonly<Record<Lang, string | null>>;
  /** The cities she works, the first being where her office is likely to be. */
  readonly areas: readonly CitySlug[];
  readonly brokerage: string;
  /** The designated broker's name, which Texas rules require next to the agent's contact details. */
  readonly brokerName: string;
  readonly agentLicense: string;
  readonly brokerLicense: string;
  /** E.164, e.g. +19565550142. */
  readonly phone: string;
  /** E.164; null where the agent takes no WhatsApp, and then no page offers it (ADR 0409). */
  readonly whatsapp: string | null;
  readonly email: string;
  readonly office: { readonly street: string; readonly city: string; readonly state: string; readonly zip: string };
  readonly yearsExperience: number;
  /** The languages the agent works in, as BCP 47 codes: the site's own two. */
  readonly languages: readonly Lang[];
  readonly social: { readonly facebook?: string; readonly instagram?: string; readonly linkedin?: string };
  /** The agent's completed TREC Information About Brokerage Services form. */
  readonly iabsUrl: string;
  readonly consumerProtectionUrl: string;
}

export const demoSite: SiteIdentity = {
  agentName: "Marisa Villarreal",
  title: { en: "", es: "" },
  bio: { en: null, es: null },
  areas: citySlugs,
  brokerage: "Valle Grande Realty",
  brokerName: "Roberto Salinas",
  agentLicense: "0700142",
  brokerLicense: "9012345",
  phone: "+19565550142",
  whatsapp: "+19565550142",
  email: "marisa@vallegranderealty.example",
  office: { street: "4900 N 10th St, Suite 200", city: "McAllen", state: "TX", zip: "78504" },
  yearsExperience: 12,
  languages: ["en", "es"],
  social: {},
  // The agent sets SITE_IABS_URL to their completed form; the demo links the official blank one.
  iabsUrl: "https://www.trec.texas.gov/forms/information-about-brokerage-services",
  consumerProtectionUrl: "https://www.trec.texas.gov/forms/consumer-protection-notice",
};

/** The identity as every page carries it to the browser: without the bios, which only the About and home pages show. */
export type PublicSite = Omit<SiteIdentity, "bio">;

/** (956) 555-0142 from +19565550142. */
export function displayPhone(e164: string): string {
  const digits = e164.replace(/\D/g, "").replace(/^1(?=\d{10}$)/, "");
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : e164;
}

/**
 * Where the agent works from, as structured data's GeoCoordinates: the centre
 * of the office's city, McAllen's where the office is outside the cities the
 * site knows. The identity keeps no coordinates of the office itself, and a
 * city's centre is as near as a search engine needs to place her.
 */
export function officeGeo(office: SiteIdentity["office"]): { "@type": "GeoCoordinates"; latitude: number; longitude: number } {
  const { center } = cityByName(office.city) ?? cities.mcallen;
  return { "@type": "GeoCoordinates", latitude: center.lat, longitude: center.lng };
}

/**
 * The path of the agent's one JSON-LD `@id` on the site's origin (issue 58): her RealEstateAgent, the
 * same in both languages, which listings, open houses and articles reference rather than restate.
 */
export const AGENT_ID_PATH = "/#agent";
