import { data } from "react-router";
import { CityPrices } from "~/components/city/city-prices";
import { CategoryListings } from "~/features/search/components/category-listings";
import { island } from "~/components/layout/island";
import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { useUi } from "~/i18n";
import { isCategoryId } from "~/features/search/categories";
import { cityList } from "~/lib/cities";
import { pageMeta } from "~/lib/seo";
import { categoryListings } from "~/features/search/category-listings.server";
import { pageMlsNotice } from "~/features/mls/notice.server";
import { getDb } from "~/server/db.server";
import { marketReport } from "~/features/market/market.server";
import { loadPage } from "~/server/page.server";
import { collectionPageJsonLd } from "~/server/seo/collection-json-ld.server";
import type { Route } from "./+types/city";

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), ...(args.loaderData ? [{ "script:ld+json": args.loaderData.jsonLd }] : [])];

// Below the cards: its code, and the map's, load when it comes near the screen.
const AreaMap = island(() => import("~/features/map/components/area-map").then((module) => module.AreaMap));

/** A city guide: its text, its price levels from the live listings, then its homes for sale. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const city = cityList.find((candidate) => candidate.page === page.id);
  const homes = city?.homesPage;
  if (!city || !isCategoryId(homes)) throw data(null, { status: 404 });
  const [report, listings, mlsNotice] = await Promise.all([marketReport(getDb()), categoryListings(getDb(), homes), pageMlsNotice(getDb(), page.lang)]);
  const market = report.byCity.find((entry) => entry.city === city.slug);
  if (!market) throw data(null, { status: 404 });
  const jsonLd = collectionPageJsonLd({ url: page.seo.alternates[page.lang], name: page.text.h1, description: page.seo.description, lang: page.lang }, listings.listings);
  return { ...page, cityName: city.name, market, asOf: report.asOf, mlsNotice, jsonLd, ...listings };
}

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { text, id, cityName, market, asOf, category, listings, total, mlsNotice } = loaderData;
  return (
    <PageIntro text={text}>
      <CityPrices cityName={cityName} market={market} asOf={asOf} />
      <CategoryListings category={category} listings={listings} total={total} notice={mlsNotice} />
      {total > 0 ? <AreaMap category={category} place={cityName} /> : null}
      <RelatedLinks id={id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
