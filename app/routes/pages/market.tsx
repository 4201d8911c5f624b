import { MarketReportView } from "~/components/market/market-report";
import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { useUi } from "~/i18n";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { marketReport } from "~/features/market/market.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/market";

export const meta: Route.MetaFunction = pageMeta;

/** The market page: figures computed from the listings in the database at request time (briefly cached). */
export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  return { ...page, report: await marketReport(getDb()) };
}

export default function MarketPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <PageIntro text={loaderData.text} lead={<MarketReportView report={loaderData.report} />}>
      <RelatedLinks id={loaderData.id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
