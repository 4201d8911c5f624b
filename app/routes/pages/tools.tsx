import { PageIntro, PageSections } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { ToolsNav } from "~/components/tools/tools-nav";
import { island } from "~/components/layout/island";
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

// The calculators are the server's HTML (its first results included) until their code arrives after the page's;
// digits typed before that are replayed once it has (ADR 0511).
const calculator = { replay: true, box: "" };
const MortgageCalculator = island(() => import("~/components/tools/mortgage-calculator").then((module) => module.MortgageCalculator), calculator);
const AffordabilityCalculator = island(() => import("~/components/tools/affordability-calculator").then((module) => module.AffordabilityCalculator), calculator);
const ClosingCostsCalculator = island(() => import("~/components/tools/closing-costs-calculator").then((module) => module.ClosingCostsCalculator), calculator);
const RentVsBuyCalculator = island(() => import("~/components/tools/rent-vs-buy-calculator").then((module) => module.RentVsBuyCalculator), calculator);

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
