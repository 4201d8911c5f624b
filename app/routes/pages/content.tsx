import { island } from "~/components/layout/island";
import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { loadAgentProfile } from "~/features/agent-profile/profile.server";
import { useUi } from "~/i18n";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/content";

// Plain HTML, on the About page only: the other content pages never load its code (ADR 0504).
const AgentProfileCard = island(() => import("~/features/agent-profile/components/agent-section").then((module) => module.AgentProfileCard));
const AgentReviews = island(() => import("~/features/agent-profile/components/agent-section").then((module) => module.AgentReviews));

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), ...(args.loaderData?.agent ? [{ "script:ld+json": args.loaderData.agent.jsonLd }] : [])];

/** A content page's texts; the About page also has the agent's profile and the client reviews. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  if (page.id !== "about") return { ...page, agent: null };
  const agent = await loadAgentProfile(getDb(), page.lang, "about");
  // Search engines place a local business by its coordinates, which the profile's JSON-LD leaves out.
  return { ...page, agent };
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { agent } = loaderData;
  return (
    <PageIntro text={loaderData.text} lead={agent ? <AgentProfileCard profile={agent.profile} /> : undefined}>
      {agent ? <AgentReviews reviews={agent.reviews} /> : null}
      <RelatedLinks id={loaderData.id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
