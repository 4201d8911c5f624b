import { data } from "react-router";
import { ValuationCallout } from "~/features/leads/components/valuation-callout";
import { CategoryListings } from "~/features/search/components/category-listings";
import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { useUi } from "~/i18n";
import { isCategoryId } from "~/features/search/categories";
import { pageMeta } from "~/lib/seo";
import { categoryListings } from "~/features/search/category-listings.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/category";
import { getDb } from "~/server/db.server";

export const meta: Route.MetaFunction = pageMeta;

/** Category, city "homes for sale" and community pages: the introduction, then the live listings of the page's saved query. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  if (!isCategoryId(page.id)) throw data(null, { status: 404 });
  return { ...page, ...(await categoryListings(getDb(), page.id)) };
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { text, id, category, listings, total } = loaderData;
  return (
    <PageIntro text={text} lead={<CategoryListings category={category} listings={listings} total={total} />}>
      {id === "residential-for-sale" ? <ValuationCallout /> : null}
      <RelatedLinks id={id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
