import { RecentlyViewed } from "~/features/recently-viewed/components/recently-viewed";
import { island } from "~/components/layout/island";
import { MobileHero } from "~/components/layout/mobile-hero";
import { RouteLink } from "~/components/layout/route-link";
import { Prose } from "~/components/page/prose";
import { loadAgentProfile } from "~/features/agent-profile/profile.server";
import { loadHomeRows } from "~/features/home-rows/rows.server";
import { pageMlsNotice } from "~/features/mls/notice.server";
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
  const [agent, rows, mlsNotice] = await Promise.all([loadAgentProfile(getDb(), page.lang, "home"), loadHomeRows(getDb()), pageMlsNotice(getDb(), page.lang)]);
  // Search engines place a local business by its coordinates, which the profile's JSON-LD leaves out.
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
  const image = heroImage("home", ui.heroAlt);
  return (
    <div className="space-y-6 md:space-y-12">
      {/* The H1 heads the quick search, so it is the page's first heading at every width, before the rows' (issue 25). */}
      <div className="md:grid md:grid-cols-[1.2fr_1fr] md:overflow-hidden md:rounded-3xl md:border md:bg-card/70">
        <div className="md:p-8">
          <MobileHero id="home" text={text}>
            <h1 className="text-2xl/tight font-bold tracking-tight md:text-3xl lg:text-4xl" data-editable="h1">
              {text.h1}
            </h1>
          </MobileHero>
        </div>
        <img src={image.src} alt={image.alt} width={1200} height={675} className="hidden h-full w-full object-cover md:block" />
      </div>
      <HomeRows rows={loaderData.rows} notice={loaderData.mlsNotice} />
      <RecentlyViewed />
      <section aria-labelledby="home-categories" className="space-y-3">
        <h2 id="home-categories" className="text-xl font-semibold">{ui.common.exploreListings}</h2>
        <div className="max-w-3xl space-y-3 leading-relaxed text-muted-foreground md:text-lg" data-testid="page-intro" data-editable="intro">
          <Prose text={text.intro} />
        </div>
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
      <AgentSection profile={loaderData.agent.profile} reviews={loaderData.agent.reviews} />
    </div>
  );
}
