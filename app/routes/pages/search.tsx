import { redirect } from "react-router";
import { PageIntro } from "~/components/page/page-intro";
import { QuickSearch } from "~/components/search/quick-search";
import { readQuickSearch } from "~/lib/quick-search";
import { pageMeta } from "~/lib/seo";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/search";

export const meta: Route.MetaFunction = pageMeta;

const quickKeys = ["q", "location", "priceRange", "propertyType"] as const;

/**
 * A form sent without JavaScript carries empty text and "all" choices; the
 * search answers with a redirect to the tidy URL the scripted form would
 * have produced, so both land on the same address.
 */
function tidyUrl(url: URL): URL | undefined {
  const quick = readQuickSearch(url.searchParams);
  const tidy = new URL(url);
  let changed = false;
  for (const key of quickKeys) {
    const raw = url.searchParams.get(key);
    if (raw === null) continue;
    const kept = key === "q" ? quick.q : quick[key] === "all" ? "" : quick[key];
    if (kept && kept === raw && url.searchParams.getAll(key).length === 1) continue;
    changed = true;
    tidy.searchParams.delete(key);
    if (kept) tidy.searchParams.set(key, kept);
  }
  return changed ? tidy : undefined;
}

export function loader({ url }: Route.LoaderArgs) {
  const tidy = tidyUrl(url);
  if (tidy) throw redirect(tidy.pathname + tidy.search);
  return { ...loadPage(url), quick: readQuickSearch(url.searchParams) };
}

export default function SearchPage({ loaderData }: Route.ComponentProps) {
  const { quick, text } = loaderData;
  return (
    <PageIntro text={text}>
      <QuickSearch key={JSON.stringify(quick)} initial={quick} className="rounded-2xl border bg-card/80 p-4" />
    </PageIntro>
  );
}
