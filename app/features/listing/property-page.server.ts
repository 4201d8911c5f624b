import { data, redirect } from "react-router";
import { keyFacts, priceText, typeLabel } from "./listing-text";
import { fmt, ui } from "~/i18n";
import { listingCategoryPage } from "~/lib/listing-kind";
import { photoUrl } from "~/lib/photos";
import { propertyPath } from "~/lib/property-path";
import { isOnMarket } from "~/lib/reso";
import { langFromPath, pagePath, type Lang } from "~/lib/routes";
import type { Seo } from "~/lib/seo";
import { absoluteUrl, alternatesFor } from "~/server/page.server";
import { getListing, similarListings, type ListingDetail } from "./listing.server";
import { breadcrumbJsonLd, listingJsonLd } from "./json-ld.server";
import type { Database } from "~/server/db/connect.server";

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

function seoFor(lang: Lang, listing: ListingDetail, gone: boolean): Seo {
  const t = ui[lang];
  const place = { address: listing.unparsedAddress, city: listing.city, state: listing.stateOrProvince, zip: listing.postalCode };
  const summary = `${[
    fmt(t.property.meta.description, { ...place, type: typeLabel(t.listings, listing), price: priceText(lang, t.listings, listing) }),
    ...keyFacts(lang, t.listings, listing),
  ].join(" · ")}.`;
  const first = listing.media[0];
  return {
    title: fmt(gone ? t.property.meta.goneTitle : t.property.meta.title, place),
    description: description(summary, lang === "es" ? (listing.remarksEs ?? listing.publicRemarks) : listing.publicRemarks),
    lang,
    alternates: alternatesFor({ en: propertyPath("en", listing), es: propertyPath("es", listing) }),
    noindex: gone || undefined,
    image: first ? absoluteUrl(photoUrl(first.mediaKey, 1280, "jpg")) : undefined,
  };
}

/**
 * A property page's data. Unknown keys are 404; any other path than the
 * canonical one (a wrong or missing slug) is a 301 to it with the query kept;
 * a listing that has left the market is 410 with similar listings.
 */
export async function loadProperty(db: Database, url: URL, key: string | undefined) {
  const lang = langFromPath(url.pathname);
  const listing = await getListing(db, key);
  if (!listing) throw data(null, { status: 404 });
  const canonical = propertyPath(lang, listing);
  if (url.pathname !== canonical) throw redirect(canonical + url.search, 301);
  const gone = !isOnMarket(listing.standardStatus);
  const similar = await similarListings(db, listing, 4);
  const seo = seoFor(lang, listing, gone);
  const category = listingCategoryPage(listing);
  const t = ui[lang];
  const breadcrumbs = [
    { name: t.pageNav.home, path: pagePath("home", lang) },
    { name: t.pageNav[category], path: pagePath(category, lang) },
    { name: listing.unparsedAddress, path: canonical },
  ];
  const { publicRemarks, remarksEs, media: _media, ...facts } = listing;
  const payload = {
    gone,
    listing: { ...facts, remarks: lang === "es" ? (remarksEs ?? publicRemarks) : (publicRemarks ?? remarksEs), remarksLang: remarksLang(lang, listing) },
    photos: photos(listing),
    similar,
    breadcrumbs,
    seo,
    jsonLd: gone
      ? undefined
      : [
          listingJsonLd(listing, seo.alternates[lang], seo.title, seo.description),
          breadcrumbJsonLd(breadcrumbs.map((crumb) => ({ name: crumb.name, url: absoluteUrl(crumb.path) }))),
        ],
  };
  return data(payload, { status: gone ? 410 : 200 });
}

/** The language the remarks shown are written in: the page's where there is a translation, else the other. */
function remarksLang(lang: Lang, listing: ListingDetail): Lang {
  if (lang === "es") return listing.remarksEs ? "es" : "en";
  return listing.publicRemarks ? "en" : "es";
}
