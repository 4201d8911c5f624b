import { featureLists } from "./feature-lists";
import { data, redirect } from "react-router";
import { keyFacts, priceText, typeLabel } from "~/features/listings/listing-text";
import { mlsNumberOf } from "~/features/listings/mls-number";
import { fmt, ui } from "~/i18n";
import { listingCategoryPage } from "~/lib/listing-kind";
import { photoUrl } from "~/lib/photos";
import { propertyPath } from "~/lib/property-path";
import { langFromPath, pagePath, type Lang } from "~/lib/routes";
import type { Seo } from "~/lib/seo";
import { absoluteUrl, alternatesFor } from "~/server/page.server";
import { getListing, similarListings } from "~/features/listings/listing.server";
import type { ListingDetail } from "~/features/listings/summary";
import { breadcrumbJsonLd, listingJsonLd, openHouseJsonLd, openHouseOrganizer } from "./json-ld.server";
import { propertyImageAlt, propertyTitle } from "./title";
import type { Database } from "~/server/db/connect.server";
import { OWN_SOURCE } from "~/features/listings/model";
import { CARDS_MAX_AGE_MS, cachedByVersion, listingsVersionOf } from "~/features/listings/cache.server";
import { visibilityOf, type Visibility } from "~/features/listings/price-history";
import { dayText, visitorExtras } from "./visitor-extras.server";
import { listingHistoryTexts } from "~/i18n/listing-history";
import { propertyMetaTexts } from "~/i18n/property-meta";
import { formatPrice } from "~/lib/format";
import { streetText } from "~/lib/listing-address";
import { lastKnownSite } from "~/server/site-identity.server";
import { AGENT_ID_PATH } from "~/lib/site";
import { remarksHash } from "~/features/mls/translation/hash.server";
import { rentalTermsTexts } from "~/i18n/rental-terms";
import { valleyDay } from "~/lib/dates";
import { rentalTermsBlock, type RentalTermsView } from "./rental-terms";

const DESCRIPTION_MAX = 160;

/** The first words of the remarks that fit after the summary line, cut at a word. */
function description(summary: string, remarks: string | null): string {
  if (!remarks) return summary;
  const room = DESCRIPTION_MAX - summary.length - 2;
  if (room < 20) return summary;
  const cut = remarks.length <= room ? remarks : `${remarks.slice(0, room - 1).replace(/\s+\S*$/, "")}…`;
  return `${summary} ${cut}`;
}

/** Photos as the page shows them: pixels' sources stay on the server. */
function photos(listing: ListingDetail) {
  return listing.media
    .filter((item) => item.mediaCategory === "Photo")
    .map(({ mediaKey, shortDescription, shortDescriptionEs, imageWidth, imageHeight }) => ({ mediaKey, shortDescription, shortDescriptionEs, imageWidth, imageHeight }));
}

/** The page's SEO, and the summary line its description and the open houses' start with. */
function seoFor(lang: Lang, listing: ListingDetail, visibility: Visibility, preview: boolean): { seo: Seo; summary: string } {
  const t = ui[lang];
  const meta = propertyMetaTexts[lang];
  const gone = visibility === "gone";
  const closed = visibility === "sold";
  // IDX: the notice stands where the MLS withholds the street (getListing has blanked it already).
  const place = { address: streetText(listing, t.listings.card.addressWithheld), city: listing.city, state: listing.stateOrProvince, zip: listing.postalCode };
  const summary = `${[
    fmt(meta.description, { ...place, type: typeLabel(t.listings, listing), price: priceText(lang, t.listings, listing) }),
    ...keyFacts(lang, t.listings, listing),
  ].join(" · ")}.`;
  const first = listing.media[0];
  const seo: Seo = {
    title: gone ? fmt(meta.goneTitle, place) : propertyTitle(lang, listing, { address: place.address, siteName: lastKnownSite().agentName, closed }),
    description: description(summary, lang === "es" ? (listing.remarksEs ?? listing.publicRemarks) : listing.publicRemarks),
    lang,
    alternates: alternatesFor({ en: propertyPath("en", listing), es: propertyPath("es", listing) }),
    // A sold listing is shown to those who follow a link, but is no offer to index: the sitemap lists only listings on the market (ADR 0127).
    noindex: gone || closed || preview || undefined,
    ...(first ? { image: absoluteUrl(photoUrl(first.mediaKey, 1280, "jpg")), imageAlt: propertyImageAlt(lang, listing, first, visibility !== "live") } : {}),
  };
  return { seo, summary };
}

/**
 * How the page answers, and whether as the agent's preview: the agent sees
 * their own drafts and off-market listings as visitors would see them on the
 * market (or sold), marked and never indexed. `isAgent` is asked only then,
 * so a visitor's page costs no session look-up.
 */
async function answerFor(listing: ListingDetail, isAgent: () => Promise<boolean>, now: Date): Promise<{ visibility: Visibility; preview: boolean }> {
  const visibility = visibilityOf(listing, now);
  if (visibility === "live" || visibility === "sold") return { visibility, preview: false };
  if (listing.originatingSystemName !== OWN_SOURCE || !(await isAgent())) return { visibility, preview: false };
  return { visibility: listing.standardStatus === "Closed" ? "sold" : "live", preview: true };
}

/**
 * A property page's data. Unknown keys and drafts are 404; any other path than
 * the canonical one (a wrong or missing slug) is a 301 to it with the query
 * kept; a listing that has left the market is 410 with similar listings, but
 * for the agent's own sold ones, shown as sold for 90 days (ADR 0110).
 */
export async function loadProperty(db: Database, url: URL, key: string | undefined, isAgent: () => Promise<boolean> = async () => false, now = new Date()) {
  const lang = langFromPath(url.pathname);
  // Read before the listing, so that kept similar listings are never older than the listing they go with.
  const version = listingsVersionOf(db);
  version.catch(() => undefined); // awaited below, unless the listing is not found first
  const listing = await getListing(db, key);
  if (!listing) throw data(null, { status: 404 });
  const { visibility, preview } = await answerFor(listing, isAgent, now);
  if (visibility === "draft") throw data(null, { status: 404 });
  const canonical = propertyPath(lang, listing);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const gone = visibility === "gone";
  const [similar, extras] = await Promise.all([
    // The same for every visitor: kept per listing and listings version (ADR 0503).
    version.then((at) => cachedByVersion(db, at, `similar:${listing.listingKey}`, () => similarListings(db, listing, 4), { maxAgeMs: CARDS_MAX_AGE_MS })),
    // A preview shows no open houses: their calendar files are only for listings on the market.
    gone ? null : visitorExtras(db, lang, listing, { openHouses: visibility === "live" && !preview }, now),
  ]);
  const { seo, summary } = seoFor(lang, listing, visibility, preview);
  const category = listingCategoryPage(listing);
  const t = ui[lang];
  const breadcrumbs = [
    { name: t.pageNav.home, path: pagePath("home", lang) },
    { name: t.pageNav[category], path: pagePath(category, lang) },
    { name: streetText(listing, t.listings.card.addressWithheld), path: canonical },
  ];
  const { publicRemarks, remarksEs, remarksEsMachine: _machine, remarksEsMachineOf: _machineOf, media: _media, features, ...facts } = listing;
  const machine = lang === "es" ? machineRemarks(listing) : null;
  const sold = visibility === "sold" && listing.closePrice !== null && listing.closeDate !== null ? { price: formatPrice(lang, listing.closePrice), date: dayText(lang, listing.closeDate) } : null;
  const openHouses = extras?.openHouses ?? [];
  const agent = { id: absoluteUrl(AGENT_ID_PATH), name: lastKnownSite().agentName, url: absoluteUrl(pagePath("about", lang)) };
  const payload = {
    rentalTerms: gone || visibility === "sold" ? null : rentalTermsView(lang, listing, now),
    gone,
    sold: visibility === "sold",
    soldText: sold ? fmt(listingHistoryTexts[lang].sold, sold) : null,
    preview,
    // Written here, so that the banner's text is not in every page's dictionary.
    previewText: preview ? listingHistoryTexts[lang].preview : null,
    history: extras?.history ?? [],
    daysOnMarket: extras?.daysOnMarket ?? null,
    flood: extras?.flood ?? null,
    // The start stays: an RSVP names it as its time (ADR 0431).
    openHouses: openHouses.map(({ endDate: _end, ...openHouse }) => openHouse),
    listing: {
      ...facts,
      remarks: machine ?? (lang === "es" ? (remarksEs ?? publicRemarks) : (publicRemarks ?? remarksEs)),
      remarksLang: machine ? lang : remarksLang(lang, listing),
      // The English the machine Spanish came from, which the page keeps one tap away (and in its HTML, for search engines).
      remarksOriginal: machine ? publicRemarks : null,
      mlsNumber: mlsNumberOf(listing),
    },
    photos: photos(listing),
    features: featureLists(lang, features),
    similar,
    breadcrumbs,
    seo,
    // A sold listing is no offer any more: only its breadcrumbs; a preview is no page for search engines.
    jsonLd:
      gone || preview
        ? undefined
        : [
            ...(visibility === "live" ? [listingJsonLd(listing, seo.alternates[lang], seo.title, seo.description, { postedDay: extras?.postedDay ?? null, agent })] : []),
            ...openHouseJsonLd(
              listing,
              {
                url: seo.alternates[lang],
                name: fmt(listingHistoryTexts[lang].openHouses.event, { address: streetText(listing, listing.city) }),
                description: fmt(propertyMetaTexts[lang].openHouse, { summary }),
                image: seo.image,
                organizer: openHouseOrganizer(listing, lastKnownSite(), agent),
              },
              openHouses,
            ),
            breadcrumbJsonLd(breadcrumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path) }))),
          ],
  };
  return data(payload, { status: gone ? 410 : 200 });
}

/**
 * The machine's Spanish of an MLS listing's English remarks (ADR 0125), while
 * it is still of that English; never where the agent or the feed wrote Spanish.
 */
function machineRemarks(listing: ListingDetail): string | null {
  if (listing.remarksEs || !listing.publicRemarks || !listing.remarksEsMachine) return null;
  return listing.remarksEsMachineOf === remarksHash(listing.publicRemarks) ? listing.remarksEsMachine : null;
}

/** The "Rental terms" block of a lease listing, its texts written here so they stay out of every page's dictionary. */
function rentalTermsView(lang: Lang, listing: ListingDetail, now: Date): RentalTermsView | null {
  const t = rentalTermsTexts[lang];
  const block = rentalTermsBlock(lang, t, listing, valleyDay(now));
  if (!block) return null;
  const address = streetText(listing, listing.city);
  return { title: t.title, lines: block.lines, apply: block.applyUrl ? { href: block.applyUrl, text: t.apply, label: fmt(t.applyLabel, { address }) } : null, ask: t.askToApply };
}

/** The language the remarks shown are written in: the page's where there is a translation, else the other. */
function remarksLang(lang: Lang, listing: ListingDetail): Lang {
  if (lang === "es") return listing.remarksEs ? "es" : "en";
  return listing.publicRemarks ? "en" : "es";
}
