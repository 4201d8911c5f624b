import { RecentlyViewed } from "~/features/recently-viewed/components/recently-viewed";
import { island } from "~/components/layout/island";
import { MobileHero } from "~/components/layout/mobile-hero";
import { RouteLink } from "~/components/layout/route-link";
import { PageIntro } from "~/components/page/page-intro";
import { loadAgentProfile } from "~/features/agent-profile/profile.server";
import { loadHomeRows } from "~/features/home-rows/rows.server";
import { pageMlsNotice } from "~/server/mls-notice.server";
import { QuickSearch } from "~/features/search/components/quick-search";
import { useLang, useUi } from "~/i18n";
import { cityList } from "~/lib/cities";
import { heroImage } from "~/lib/hero";
import { pagePath, type PageId } from "~/lib/routes";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/home";

// Below the fold and plain HTML: its code stays out of the page's first load (ADR 0504).
const AgentSection = island(() => import("~/features/agent-profile/components/agent-section").then((module) => module.AgentSection));
// Server HTML from the first byte; the cards' code hydrates them after the page's own (ADR 0118).
const HomeRows = island(() => import("~/features/home-rows/components/home-rows").then((module) => module.HomeRows));

export const meta: Route.MetaFunction = (args) => [...pageMeta(args), ...(args.loaderData ? [{ "script:ld+json": args.loaderData.agent.jsonLd }] : [])];

export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const [agent, rows, mlsNotice] = await Promise.all([loadAgentProfile(getDb(), page.lang, "home"), loadHomeRows(getDb()), pageMlsNotice(page.lang)]);
  return { ...page, agent, rows, mlsNotice };
}

const featured: PageId[] = [
  "residential-for-sale",
  "residential-for-rent",
  "residential-new-construction",
  "luxury",
  "casitas",
  "commercial-warehouses",
  "commercial-refrigerated",
  "commercial-land",
];

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const ui = useUi();
  const { text } = loaderData;
  const image = heroImage("home", lang);
  return (
    <div className="space-y-12">
      <section
        aria-labelledby="desktop-search-title"
        className="relative hidden overflow-hidden rounded-3xl border bg-card/70 md:grid md:grid-cols-[1.2fr_1fr]"
      >
        <div className="space-y-4 p-8">
          <p className="text-sm font-semibold text-primary">{text.hero.subtitle}</p>
          <h2 id="desktop-search-title" className="text-2xl font-bold">{ui.quickSearch.title}</h2>
          <QuickSearch narrow />
        </div>
        <img src={image.src} alt={image.alt} width={1200} height={675} className="h-full w-full object-cover" />
      </section>
      <MobileHero id="home" text={text} />
      {/* Directly under the quick search: on a phone the hero's, on wider screens the panel's above. */}
      <HomeRows rows={loaderData.rows} notice={loaderData.mlsNotice} />
      <RecentlyViewed />
      <PageIntro text={text}>
        <section aria-labelledby="home-categories" className="space-y-3">
          <h2 id="home-categories" className="text-xl font-semibold">{ui.common.exploreListings}</h2>
          <ul className="grid grid-cols-2 gap-2 md:grid-cols-4">
            {featured.map((id) => (
              <li key={id}>
                <RouteLink
                  href={pagePath(id, lang)}
                  className="flex min-h-14 items-center rounded-xl border bg-card px-4 font-medium text-card-foreground hover:bg-muted"
                >
                  {ui.pageNav[id]}
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="home-cities" className="space-y-3">
          <h2 id="home-cities" className="text-xl font-semibold">{ui.nav.citiesMenu}</h2>
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {cityList.map((city) => (
              <li key={city.slug}>
                <RouteLink
                  href={pagePath(city.page, lang)}
                  className="flex min-h-16 flex-col justify-center rounded-xl border bg-card px-4 py-2 text-card-foreground hover:bg-muted"
                >
                  <span className="font-semibold">{city.name}</span>
                  <span className="text-sm text-muted-foreground">{ui.cityTaglines[city.slug]}</span>
                </RouteLink>
              </li>
            ))}
          </ul>
        </section>
      </PageIntro>
      <AgentSection profile={loaderData.agent.profile} reviews={loaderData.agent.reviews} />
    </div>
  );
}
