import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { useUi } from "~/i18n";
import { pageMeta } from "~/lib/seo";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/content";

export const meta: Route.MetaFunction = pageMeta;

export function loader({ url }: Route.LoaderArgs) {
  return loadPage(url);
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  return (
    <PageIntro text={loaderData.text}>
      <RelatedLinks id={loaderData.id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
