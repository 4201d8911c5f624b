import { island } from "~/components/layout/island";
import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { StagingComparisons } from "~/components/staging/staging-comparisons";
import { useUi } from "~/i18n";
import { pageMeta } from "~/lib/seo";
import { formTokens, leadFormsState } from "~/features/leads/page.server";
import { handleLeadAction } from "~/features/leads/submit.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/staging";
import { getDb } from "~/server/db.server";

// The form posts without JavaScript, so it can hydrate when its code arrives.
const StagingRequestForm = island(() => import("~/features/leads/components/staging-form").then((module) => module.StagingRequestForm));

export const meta: Route.MetaFunction = pageMeta;

/** The staging request form carries a fresh render token: never a shared, cached copy (see docs/decisions/0501). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, url }: Route.LoaderArgs) {
  return { ...loadPage(url), leadTokens: formTokens("staging"), leadForms: await leadFormsState(getDb(), request, url) };
}

export function action({ request, url }: Route.ActionArgs) {
  return handleLeadAction(getDb(), request, { forms: ["staging"], url, page: "staging" });
}

/** Virtual staging: what it is and how it works, with before/after comparisons ahead of the explanation. */
export default function StagingPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <PageIntro text={loaderData.text} lead={<StagingComparisons />}>
      <StagingRequestForm token={loaderData.leadTokens.staging} state={loaderData.leadForms} />
      <RelatedLinks id={loaderData.id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
