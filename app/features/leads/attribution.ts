import type { Attribution, Touch } from "~/lib/leads";
import { referrerChannel, sourceAlias } from "./referrers";

/**
 * Where a visit came from (issue 55, item 2; ADR 0426), read from what the visit itself carries: the
 * link's `utm_*`, `ref` and ad click parameters and the browser's Referer. First-party only: nothing
 * here asks anyone else, and nothing is read without a visit.
 */

/** The mediums the dashboard and the agent's words tell apart; a link may carry any other, kept as written. */
export const knownMediums = ["ads", "search", "social", "referral", "email", "share"] as const;
export type KnownMedium = (typeof knownMediums)[number];

/** What the `utm_medium` values in use mean, spelled as links spell them. */
const MEDIUM_ALIASES: Readonly<Record<string, KnownMedium>> = {
  cpc: "ads",
  ppc: "ads",
  cpm: "ads",
  paid: "ads",
  ad: "ads",
  ads: "ads",
  paidsocial: "ads",
  "paid social": "ads",
  "paid-social": "ads",
  paid_social: "ads",
  display: "ads",
  banner: "ads",
  organic: "search",
  search: "search",
  social: "social",
  "social media": "social",
  "social-media": "social",
  social_media: "social",
  sm: "social",
  post: "social",
  referral: "referral",
  email: "email",
  "e-mail": "email",
  e_mail: "email",
  mail: "email",
  newsletter: "email",
  share: "share",
};

/** Ad click ids the big platforms add to a link: the channel they name, and that the visit was an ad's. */
const CLICK_IDS: readonly (readonly [param: string, source: string, medium: KnownMedium])[] = [
  ["gclid", "google", "ads"],
  ["gbraid", "google", "ads"],
  ["wbraid", "google", "ads"],
  ["msclkid", "bing", "ads"],
  // Facebook adds fbclid to every link followed out of it, a post's as well as an ad's: it says Facebook, not ad.
  ["fbclid", "facebook", "social"],
];

/** A cookie holds two touches: each value is cut to this, whatever a link carried. */
const MAX_SOURCE = 40;
const MAX_CAMPAIGN = 60;
const MAX_LANDING = 200;

/**
 * A parameter's value as a person would read it: the URL parser has decoded `+` and `%xx`
 * already; a value encoded twice is decoded once more, control characters are blanks,
 * invisible ones and quotes go, markup or broken encoding drops it, runs of blanks become one space, and it is cut to `max`.
 * Undefined when nothing readable is left.
 */
export function cleanValue(raw: string, max: number): string | undefined {
  let text = raw;
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // Not percent-encoding after all: the characters stay as they came.
    }
  }
  // Markup, or bytes that were never text, name no campaign: such a value is dropped whole.
  if (/[<>\uFFFD]/.test(text)) return undefined;
  text = text
    .replace(/[+\p{Cc}]/gu, " ")
    .replace(/[\p{Cf}"'`\\]/gu, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!/[\p{L}\p{N}]/u.test(text)) return undefined;
  return [...text].slice(0, max).join("").trim();
}

/** A channel's name: lower case, letters, digits, dots, dashes and underscores only, as the dashboard counts it. */
function channelName(raw: string): string | undefined {
  const text = cleanValue(raw, MAX_SOURCE * 2)
    ?.toLowerCase()
    .replace(/[^\p{L}\p{N}._ -]/gu, "")
    .replace(/ /g, "-")
    .replace(/-+/g, "-")
    .replace(/^[-._]+|[-._]+$/g, "");
  if (!text) return undefined;
  return sourceAlias(text) ?? ([...text].slice(0, MAX_SOURCE).join("") || undefined);
}

function mediumName(raw: string): string | undefined {
  const text = cleanValue(raw, MAX_SOURCE)?.toLowerCase();
  if (!text) return undefined;
  return MEDIUM_ALIASES[text] ?? channelName(text);
}

/**
 * The query's parameters by their name as written in any case, with `-` for `_`
 * (`UTM_Source`, `utm-source`): the first value that says something, for a link that repeats one.
 */
function parameters(search: URLSearchParams): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of search) {
    const key = name.trim().toLowerCase().replace(/-/g, "_");
    if (!found.has(key) && value.trim() !== "") found.set(key, value);
  }
  return found;
}

/** The host of a Referer, lower case and without `www.`; undefined when it is no URL. */
export function referrerHost(referrer: string | null | undefined): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    // android-app://com.google.android.gm/ : an app opened the link, named by its package.
    const host = url.protocol === "android-app:" ? url.host || url.pathname.replace(/^\/+/, "").split("/")[0] : url.hostname;
    return host?.toLowerCase().replace(/^www\./, "").replace(/\.$/, "") || undefined;
  } catch {
    return undefined;
  }
}

/** The landing path as kept: the path only (its query holds what visitors type into searches), cut. */
function landingOf(pathname: string): string {
  return pathname.slice(0, MAX_LANDING);
}

/**
 * The visit a request is, from its URL and Referer. `siteHost` is the site's own host: a Referer
 * from it, or none, is "direct" unless the link says otherwise.
 */
export function readTouch(url: URL, referrer: string | null | undefined, siteHost: string, at: Date): Touch {
  const params = parameters(url.searchParams);
  const value = (name: string) => params.get(name);
  const utmSource = value("utm_source");
  const utmMedium = value("utm_medium");
  const utmCampaign = value("utm_campaign");
  const ref = value("ref");
  const source = utmSource === undefined ? undefined : channelName(utmSource);
  const medium = utmMedium === undefined ? undefined : mediumName(utmMedium);
  const campaign = utmCampaign === undefined ? undefined : cleanValue(utmCampaign, MAX_CAMPAIGN);
  const refName = ref === undefined ? undefined : channelName(ref);
  const host = referrerHost(referrer);
  const external = host !== undefined && host !== siteHost.toLowerCase().replace(/^www\./, "") ? host : undefined;
  const byReferrer = external === undefined ? undefined : referrerChannel(external);
  const click = CLICK_IDS.find(([param]) => value(param) !== undefined);

  const base = { landing: landingOf(url.pathname), at: at.toISOString(), ...(external ? { referrer: external.slice(0, MAX_SOURCE * 2) } : {}) };
  const extra = { ...(campaign ? { campaign } : {}), ...(refName ? { ref: refName } : {}) };
  if (source) return { source, ...((medium ?? byReferrer?.medium) ? { medium: medium ?? byReferrer?.medium } : {}), ...extra, ...base };
  if (refName) return { source: refName, medium: medium ?? "share", ...extra, ...base };
  if (click) return { source: click[1], medium: medium ?? click[2], ...extra, ...base };
  if (byReferrer) return { source: byReferrer.source, medium: medium ?? byReferrer.medium, ...extra, ...base };
  return { source: "direct", ...(medium ? { medium } : {}), ...extra, ...base };
}

export const isDirect = (touch: Touch) => touch.source === "direct" && touch.campaign === undefined;

/** The first visit that came from somewhere, and the latest: what the cookie keeps. */
export interface Visits {
  readonly first: Touch;
  readonly latest: Touch;
}

const sameOrigin = (a: Touch, b: Touch) => a.source === b.source && a.medium === b.medium && a.campaign === b.campaign && a.ref === b.ref;

/**
 * What the cookie should say after this visit, or undefined when it stays as it is: a direct
 * visit never overwrites a campaign, and the same source again changes nothing (no cookie is
 * written, so the page stays one the cache shares). The first visit, and its landing page, stay.
 */
export function nextVisits(kept: Visits | undefined, touch: Touch): Visits | undefined {
  if (isDirect(touch)) return undefined;
  if (!kept) return { first: touch, latest: touch };
  if (sameOrigin(kept.latest, touch)) return undefined;
  return { first: kept.first, latest: touch };
}

/** A touch as read back from a cookie: every field the right type and size, or nothing. */
export function touchOf(value: unknown): Touch | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const v = value as Record<string, unknown>;
  const text = (field: unknown, max: number) => (typeof field === "string" && field.length <= max ? field : undefined);
  const source = text(v.source, MAX_SOURCE);
  const landing = text(v.landing, MAX_LANDING);
  const at = text(v.at, 40);
  if (!source || landing === undefined || !at || Number.isNaN(Date.parse(at))) return undefined;
  const optional = (name: "medium" | "campaign" | "ref" | "referrer", max: number) => {
    const field = text(v[name], max);
    return field ? { [name]: field } : {};
  };
  return { source, landing, at, ...optional("medium", MAX_SOURCE), ...optional("campaign", MAX_CAMPAIGN), ...optional("ref", MAX_SOURCE), ...optional("referrer", MAX_SOURCE * 2) };
}

export function visitsOf(value: unknown): Visits | undefined {
  if (typeof value !== "object" || value === null) return undefined;
  const first = touchOf((value as Record<string, unknown>).first);
  const latest = touchOf((value as Record<string, unknown>).latest);
  return first && latest ? { first, latest } : undefined;
}

/**
 * A lead's attribution at intake: the visits the cookie kept, or, for a visitor who came
 * straight to the site (nothing kept), "direct" with no landing page known.
 */
export function leadAttribution(visits: Visits | undefined, form: string, at: Date): Attribution {
  const direct: Touch = { source: "direct", landing: "", at: at.toISOString() };
  return { first: visits?.first ?? direct, latest: visits?.latest ?? direct, form };
}

/** The pages the lead forms are on, for the form's name ("property-showing", "contact-page"). */
export type FormPage = "property" | "contact" | "showing" | "staging";

/** A form's name: its page and its type, the page's own form being the "page" form. */
export const formName = (page: FormPage, type: string) => `${page}-${page === type ? "page" : type}`;
