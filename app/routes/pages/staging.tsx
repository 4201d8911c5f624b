import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { StagingComparisons } from "~/components/staging/staging-comparisons";
import { useUi } from "~/i18n";
import { pageMeta } from "~/lib/seo";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/staging";

export const meta: Route.MetaFunction = pageMeta;

export function loader({ url }: Route.LoaderArgs) {
  return loadPage(url);
}

/** Virtual staging: what it is and how it works, with before/after comparisons ahead of the explanation. */
export default function StagingPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <PageIntro text={loaderData.text} lead={<StagingComparisons />}>
      <RelatedLinks id={loaderData.id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
