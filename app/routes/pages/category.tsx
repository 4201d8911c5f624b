import { data } from "react-router";
import { CategoryListings } from "~/features/search/components/category-listings";
import { island } from "~/components/layout/island";
import { cityList, communityList } from "~/lib/cities";
import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { useUi } from "~/i18n";
import { isCategoryId } from "~/features/search/categories";
import { pageMeta } from "~/lib/seo";
import { categoryListings } from "~/features/search/category-listings.server";
import { pageMlsNotice } from "~/features/mls/notice.server";
import { loadPage } from "~/server/page.server";
import { collectionPageJsonLd } from "~/server/seo/collection-json-ld.server";
import type { Route } from "./+types/category";
import { getDb } from "~/server/db.server";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), ...(args.loaderData ? [{ "script:ld+json": args.loaderData.jsonLd }] : [])];

// Community and city homes pages map their listings below the cards; the code loads when the map comes near the screen.
const AreaMap = island(() => import("~/features/map/components/area-map").then((module) => module.AreaMap));
// Below the listings and a plain link: its code stays out of the page's first load (ADR 0504).
const ValuationCallout = island(() => import("~/features/leads/components/valuation-callout").then((module) => module.ValuationCallout));

/** Category, city "homes for sale" and community pages: the introduction, then the live listings of the page's saved query. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  if (!isCategoryId(page.id)) throw data(null, { status: 404 });
  const mapPlace = communityList.find((community) => community.page === page.id)?.name ?? cityList.find((city) => city.homesPage === page.id)?.name;
  const [listings, mlsNotice] = await Promise.all([categoryListings(getDb(), page.id), pageMlsNotice(getDb(), page.lang)]);
  const jsonLd = collectionPageJsonLd({ url: page.seo.alternates[page.lang], name: page.text.h1, description: page.seo.description, lang: page.lang }, listings.listings);
  return { ...page, mapPlace, mlsNotice, jsonLd, ...listings };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { text, id, category, listings, total, mapPlace, mlsNotice } = loaderData;
  return (
    <PageIntro text={text} lead={<CategoryListings category={category} listings={listings} total={total} notice={mlsNotice} />}>
      {mapPlace && total > 0 ? <AreaMap category={category} place={mapPlace} /> : null}
      {id === "residential-for-sale" ? <ValuationCallout /> : null}
      <RelatedLinks id={id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
