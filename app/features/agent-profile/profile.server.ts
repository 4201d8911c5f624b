import { fmt } from "~/i18n";
import { agentProfileTexts } from "~/i18n/agent-profile";
import { plural } from "~/i18n/plural";
import { formatDate } from "~/lib/dates";
import { pagePath, type Lang } from "~/lib/routes";
import { AGENT_ID_PATH, displayPhone, type SiteIdentity } from "~/lib/site";
import { ogImagePath } from "~/lib/content-images";
import type { Database } from "~/server/db/connect.server";
import { getEnv } from "~/server/env.server";
import { siteState } from "~/server/site-identity.server";
import { cities } from "~/lib/cities";
import { absoluteUrl } from "~/server/page.server";
import { agentJsonLd } from "./json-ld";
import { monogramInitials } from "./monogram";
import { agentPhotoUrl, agentPhotoView, agentPhotoWidths, type AgentPhotoView } from "./photo.server";
import { cachedByVersion, listingsVersionOf } from "~/features/listings/cache.server";
import { listReviews, reviewsVersionOf } from "./reviews.server";
import { countTrackRecord, type TrackRecord } from "./track-record.server";
import type { AgentProfileView, ReviewsView } from "./view";

/** How many reviews the home page shows; the About page shows them all. */
export const HOME_REVIEWS = 3;

export type ProfilePage = "home" | "about";

const listFormats = new Map<Lang, Intl.ListFormat>();

/** "English and Spanish", "Inglés y español": the language's own list, its first letter a capital. */
function languageList(lang: Lang, names: readonly string[]): string {
  let format = listFormats.get(lang);
  if (!format) {
    format = new Intl.ListFormat(lang, { type: "conjunction" });
    listFormats.set(lang, format);
  }
  const list = format.format(names);
  return list.charAt(0).toLocaleUpperCase(lang) + list.slice(1);
}

function srcSet(version: string, format: "avif" | "webp" | "jpg"): string {
  return agentPhotoWidths.map((width) => `${agentPhotoUrl(version, width, format)} ${width}w`).join(", ");
}

/** The agent's bio in the page's language: hers (the profile, or SITE_AGENT_BIO_EN/_ES on a new install), or one written from the identity. */
export function agentBio(site: SiteIdentity, lang: Lang): string {
  return site.bio[lang] ?? fmt(agentProfileTexts[lang].profile.defaultBio, { agentName: site.agentName, brokerage: site.brokerage });
}

export function profileView(site: SiteIdentity, lang: Lang, page: ProfilePage, photo: AgentPhotoView, record: TrackRecord): AgentProfileView {
  const t = agentProfileTexts[lang].profile;
  const vars = { agentName: site.agentName, brokerage: site.brokerage, brokerName: site.brokerName, agentLicense: site.agentLicense, brokerLicense: site.brokerLicense, phone: displayPhone(site.phone) };
  const alt = fmt(t.photoAlt, vars);
  const records = [record.sold > 0 ? plural(lang, record.sold, t.sold) : null, record.forSale > 0 ? plural(lang, record.forSale, t.forSale) : null].filter((item): item is string => item !== null);
  return {
    heading: t.heading[page],
    name: site.agentName,
    role: site.title[lang] || fmt(t.role, vars),
    photo:
      photo?.kind === "file"
        ? { kind: "sizes", avif: srcSet(photo.version, "avif"), webp: srcSet(photo.version, "webp"), jpg: srcSet(photo.version, "jpg"), src: agentPhotoUrl(photo.version, 320, "jpg"), alt }
        : photo?.kind === "url"
          ? { kind: "url", src: photo.src, alt }
          : { kind: "monogram", initials: monogramInitials(site.agentName) },
    bio: agentBio(site, lang),
    facts: [
      { label: t.experience, value: plural(lang, site.yearsExperience, t.years) },
      { label: t.languages, value: languageList(lang, site.languages.map((code) => t.languageNames[code])) },
      { label: t.areas, value: languageList(lang, site.areas.map((slug) => cities[slug].name)) },
      { label: t.license, value: fmt(t.licenseValue, vars) },
    ],
    broker: fmt(t.broker, vars),
    // Only what there is to tell: an agent new to the site has no record here yet, and "0 sold" says nothing true about them.
    trackRecord: records.length > 0 ? { heading: t.trackRecord, note: t.trackRecordNote, items: records } : null,
    about: page === "home" ? { href: pagePath("about", lang), text: fmt(t.about, vars) } : null,
    contact: { href: pagePath("contact", lang), text: fmt(t.contact, vars) },
    call: { href: `tel:${site.phone}`, text: fmt(t.call, vars) },
  };
}

/** The reviews section's view: each review in its own language, marked where that is not the page's. */
export function reviewsView(lang: Lang, page: ProfilePage, rows: ReadonlyArray<{ id: number; name: string; city: string; text: string; reviewDate: string; lang: Lang }>): ReviewsView {
  const t = agentProfileTexts[lang].reviews;
  // The home page asks for one more than it shows, to know whether there are more to read on About.
  const shown = page === "home" ? rows.slice(0, HOME_REVIEWS) : rows;
  return {
    heading: t.heading,
    items: shown.map((row) => ({
      id: row.id,
      text: row.text,
      ...(row.lang !== lang ? { lang: row.lang, note: t.writtenIn[row.lang] } : {}),
      byline: fmt(t.byline, { name: row.name, city: row.city }),
      date: formatDate(lang, row.reviewDate),
      dateTime: row.reviewDate,
    })),
    more: page === "home" && rows.length > HOME_REVIEWS ? { href: `${pagePath("about", lang)}#reviews`, text: t.more } : null,
  };
}

/** The absolute URL of the agent's photo for structured data: the local file's largest JPEG, or the configured URL. */
function photoForJsonLd(photo: AgentPhotoView): string | undefined {
  if (photo?.kind === "file") return absoluteUrl(agentPhotoUrl(photo.version, 480, "jpg"));
  return photo?.kind === "url" ? photo.src : undefined;
}

export interface AgentProfileData {
  readonly profile: AgentProfileView;
  readonly reviews: ReviewsView;
  readonly jsonLd: ReturnType<typeof agentJsonLd>;
}

/**
 * What the agent section reads from the database, the same for every visitor: the track record
 * (from the listings) and the published reviews. Kept per listings and reviews versions, joined
 * as the page cache joins them (app/feature-hooks.server.ts), so a page the page cache does not
 * keep (a signed-in visitor's) reads two counters instead of counting and listing (ADR 0503).
 */
async function agentSectionData(db: Database, agentMlsId: string | undefined, page: ProfilePage) {
  const [listingsVersion, reviewsVersion] = await Promise.all([listingsVersionOf(db), reviewsVersionOf(db)]);
  return cachedByVersion(db, `${listingsVersion}.${reviewsVersion}`, `agent-section:${page}:${agentMlsId ?? ""}`, async () => {
    const [record, rows] = await Promise.all([countTrackRecord(db, agentMlsId), listReviews(db, { limit: page === "home" ? HOME_REVIEWS + 1 : undefined })]);
    return { record, rows };
  });
}

/** What the home and About pages load for the agent section: the profile, the published reviews and the RealEstateAgent JSON-LD. */
export async function loadAgentProfile(db: Database, lang: Lang, page: ProfilePage): Promise<AgentProfileData> {
  const { site, photo: source } = await siteState(db);
  const [photo, { record, rows }] = await Promise.all([agentPhotoView(source), agentSectionData(db, getEnv().RESO_AGENT_MLS_ID, page)]);
  return {
    profile: profileView(site, lang, page, photo, record),
    reviews: reviewsView(lang, page, rows),
    jsonLd: agentJsonLd(site, {
      id: absoluteUrl(AGENT_ID_PATH),
      url: absoluteUrl(pagePath("about", lang)),
      image: photoForJsonLd(photo),
      logo: absoluteUrl(ogImagePath("og-home")),
      description: agentBio(site, lang),
    }),
  };
}
