import { PageIntro, PageSections } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { AffordabilityCalculator } from "~/components/tools/affordability-calculator";
import { ClosingCostsCalculator } from "~/components/tools/closing-costs-calculator";
import { MortgageCalculator } from "~/components/tools/mortgage-calculator";
import { RentVsBuyCalculator } from "~/components/tools/rent-vs-buy-calculator";
import { ToolsNav } from "~/components/tools/tools-nav";
import { useUi } from "~/i18n";
import { readTools } from "~/lib/calculators/schemas";
import { pageMeta } from "~/lib/seo";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/tools";

export const meta: Route.MetaFunction = pageMeta;

/** The query holds each calculator's inputs, so the first HTML already shows the results a shared link describes. */
export function loader({ url }: Route.LoaderArgs) {
  return { ...loadPage(url), initial: readTools(url.searchParams) };
}

export default function ToolsPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { id, text, initial } = loaderData;
  // The calculators come right after the introduction; the longer explanations follow them.
  return (
    <PageIntro text={{ ...text, sections: undefined }}>
      <ToolsNav />
      {/* A new query from a link starts the calculator over from it. */}
      <MortgageCalculator key={JSON.stringify(initial.mortgage)} initial={initial.mortgage} />
      <AffordabilityCalculator key={JSON.stringify(initial.affordability)} initial={initial.affordability} />
      <ClosingCostsCalculator key={JSON.stringify(initial.closingCosts)} initial={initial.closingCosts} />
      <RentVsBuyCalculator key={JSON.stringify(initial.rentVsBuy)} initial={initial.rentVsBuy} />
      <PageSections sections={text.sections} perRow={3} />
      <RelatedLinks id={id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
