import { displayPhone, type SiteIdentity } from "./site";

/**
 * The placeholders the agent's texts may hold, written `{name}` where they
 * are stored (page texts, articles, reply templates): one table, so a name
 * means the same thing, and shows her the same value, in each of them
 * (issue 54; ADR 0423). The editors show each as a chip named in words
 * (app/i18n/text-editing.*.ts, keyed by these names).
 */
export const sitePlaceholders = ["phone", "agentName", "email", "brokerage", "years"] as const;
export type SitePlaceholder = (typeof sitePlaceholders)[number];

/** A reply template's own: the lead's and the listing's, beside her name (`{agent}`, as templates have always written it), phone and brokerage. */
export const templatePlaceholders = ["name", "agent", "phone", "brokerage", "listing", "link", "similar"] as const;
export type TemplatePlaceholder = (typeof templatePlaceholders)[number];

/**
 * The instant reply's (ADR 0428): a reply's, less the similar listings (looked up while a lead
 * waits for its answer), and two of its own, what the lead asked for and when she will call.
 */
export const instantPlaceholders = ["name", "agent", "phone", "brokerage", "request", "callback", "listing", "link"] as const;
export type InstantPlaceholder = (typeof instantPlaceholders)[number];

export type PlaceholderName = SitePlaceholder | TemplatePlaceholder | InstantPlaceholder;

/** Every name, for the editors' chips; each is a key of the texts' `placeholders`. */
export const placeholderNames: readonly PlaceholderName[] = [...new Set<PlaceholderName>([...sitePlaceholders, ...templatePlaceholders, ...instantPlaceholders])];

/** Her identity's values, as every page prints them: the phone as people write it. */
export function sitePlaceholderValues(site: SiteIdentity): Record<SitePlaceholder, string> {
  return {
    phone: displayPhone(site.phone),
    agentName: site.agentName,
    email: site.email,
    brokerage: site.brokerage,
    years: String(site.yearsExperience),
  };
}

/**
 * A text with the placeholders it has values for filled in, in one pass: a
 * value that itself holds braces (a name typed "{phone}") is printed as it is,
 * and a name without a value stays as written.
 */
export function fillPlaceholders(text: string, values: Partial<Record<PlaceholderName, string>>): string {
  return text.replace(/\{([A-Za-z]+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? (values[name as PlaceholderName] ?? whole) : whole));
}
