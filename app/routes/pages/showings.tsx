import { island } from "~/components/layout/island";
import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { useUi } from "~/i18n";
import { pageMeta } from "~/lib/seo";
import { formTokens, leadFormsState, showingListing } from "~/features/leads/page.server";
import { handleLeadAction } from "~/features/leads/submit.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/showings";
import { getDb } from "~/server/db.server";

// The form posts without JavaScript, so it can hydrate when its code arrives.
const ShowingForm = island(() => import("~/features/leads/components/showing-form").then((module) => module.ShowingForm));

export const meta: Route.MetaFunction = pageMeta;

/** The forms carry a fresh render token (time trap, idempotency): never a shared, cached copy (see docs/decisions/0501). */
export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export async function loader({ request, url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const listing = await showingListing(getDb(), url.searchParams.get("listing"), page.lang);
  return { ...page, listing, tokens: formTokens("showing"), leadForms: await leadFormsState(getDb(), request, url) };
}

export function action({ request, url }: Route.ActionArgs) {
  return handleLeadAction(getDb(), request, { forms: ["showing"], url, page: "showing" });
}

/** Private showings: the request form (its listing prefilled from ?listing=) right under the introduction, then how they work. */
export default function ShowingsPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <PageIntro text={loaderData.text} lead={<ShowingForm token={loaderData.tokens.showing} state={loaderData.leadForms} listing={loaderData.listing} />}>
      <RelatedLinks id={loaderData.id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
