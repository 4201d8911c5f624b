import { useEffect, useRef, type RefObject } from "react";
import { Link, Outlet, useLocation } from "react-router";
import { agentPath, useAgentText } from "~/features/agent/components/texts";
import { useLang } from "~/i18n";
import { agentProfileTexts } from "~/i18n/agent-profile";
import { vitalsTexts } from "~/i18n/vitals";
import { leadWorkTexts } from "~/i18n/lead-work";
import { agentSwitchPath, agentArticlesPath, agentListingsPrefix, agentPagesPath, agentProfilePath, agentReviewsPath, agentSettingsPath, agentVitalsPath } from "~/lib/agent-routes";
import { pageEditorTexts } from "~/i18n/page-editor";
import { articleEditorTexts } from "~/i18n/article-editor";
import { profileEditorTexts } from "~/i18n/profile-editor";
import { cn } from "~/lib/utils";
import { requireAgent } from "~/features/agent/agents.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The language switch's way to a section's page in the other language (the header's switch reads it): the section paths live with the agent's code, not in every visitor's page. */
export const handle = { switchPath: agentSwitchPath };

export const middleware: Route.MiddlewareFunction[] = [requireAgent];

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

/**
 * The agent area's sections. Each is a page under the area's prefix; a new
 * section (such as a dashboard) adds its entry here and its route in app/routes.ts.
 */
function useAgentNav(): Array<{ to: string; label: string; current: boolean }> {
  const lang = useLang();
  const t = useAgentText();
  const { pathname } = useLocation();
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const vitals = agentVitalsPath[lang];
  const listings = agentListingsPrefix[lang];
  const reviews = agentReviewsPath[lang];
  const settings = agentSettingsPath[lang];
  const profile = agentProfilePath[lang];
  const texts = agentPagesPath[lang];
  const articles = agentArticlesPath[lang];
  // Leads owns every page of the area (the inbox and each lead) but the other sections.
  return [
    { to: agentPath(lang), label: t.nav.leads, current: !within(vitals) && !within(listings) && !within(reviews) && !within(settings) && !within(profile) && !within(texts) && !within(articles) },
    { to: listings, label: t.nav.listings, current: within(listings) },
    { to: profile, label: profileEditorTexts[lang].nav, current: within(profile) },
    { to: texts, label: pageEditorTexts[lang].nav, current: within(texts) },
    { to: articles, label: articleEditorTexts[lang].nav, current: within(articles) },
    { to: reviews, label: agentProfileTexts[lang].admin.nav, current: within(reviews) },
    { to: vitals, label: vitalsTexts[lang].title, current: within(vitals) },
    { to: settings, label: leadWorkTexts[lang].nav, current: within(settings) },
  ];
}

/** The agent area: only for signed-in agents (see the middleware), with its own navigation above each section. */
/** On a phone the sections' row scrolls sideways: the current one is brought into it, so the agent sees where she is. */
function useCurrentInView(list: RefObject<HTMLUListElement | null>, current: string | undefined) {
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (row && link && row.scrollWidth > row.clientWidth) row.scrollTo({ left: link.offsetLeft - row.offsetLeft - 16 });
  }, [list, current]);
}

export default function AgentLayout() {
  const t = useAgentText();
  const nav = useAgentNav();
  const list = useRef<HTMLUListElement>(null);
  useCurrentInView(list, nav.find((item) => item.current)?.to);
  return (
    <div className="space-y-6">
      <nav aria-label={t.nav.label} className="flex flex-wrap items-center gap-3 border-b pb-3">
        <p className="font-semibold text-muted-foreground">{t.area}</p>
        {/* Eight sections: one row on a phone, scrolled sideways, rather than four rows above every page. */}
        <ul ref={list} className="-mx-4 flex w-[calc(100%+2rem)] gap-2 overflow-x-auto px-4 whitespace-nowrap sm:mx-0 sm:w-auto sm:flex-wrap sm:overflow-visible sm:px-0">
          {nav.map((item) => (
            <li key={item.to}>
              <Link
                to={item.to}
                aria-current={item.current ? "page" : undefined}
                className={cn("inline-flex min-h-11 items-center rounded-lg px-3 font-semibold hover:bg-muted", item.current && "bg-muted underline underline-offset-4")}
              >
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </div>
  );
}
