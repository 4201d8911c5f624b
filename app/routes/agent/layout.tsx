import { Outlet, useLocation } from "react-router";
import { agentPath, useAgentText } from "~/features/agent/components/texts";
import { useLang } from "~/i18n";
import { agentProfileTexts } from "~/i18n/agent-profile";
import { vitalsTexts } from "~/i18n/vitals";
import { dashboardTexts } from "~/i18n/dashboard";
import { leadTasksTexts } from "~/i18n/lead-tasks";
import { leadWorkTexts } from "~/i18n/lead-work";
import { showingAgentTexts } from "~/i18n/showing-agent";
import { agentSwitchPath, agentShowingsPath, agentArticlesPath, agentDashboardPath, agentTodayPath, agentListingsPrefix, agentPagesPath, agentProfilePath, agentReviewsPath, agentSettingsPath, agentVitalsPath } from "~/lib/agent-routes";
import { pageEditorTexts } from "~/i18n/page-editor";
import { articleEditorTexts } from "~/i18n/article-editor";
import { profileEditorTexts } from "~/i18n/profile-editor";
import { AgentPhoneMenu, AgentTabs, type AgentSection } from "~/features/agent/components/agent-menu";
import { agentContext, requireAgent } from "~/features/agent/agents.server";
import { UndoNotice } from "~/features/agent/components/undo-notice";
import { undoOffer } from "~/features/agent/undo-offer.server";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * The language switch's way to a section's page in the other language (the header's switch reads it): the section paths live with the agent's code, not in every visitor's page.
 * No visitors' phone bar here: the area has its own menu in its place (SiteChrome reads `phoneBar`).
 */
export const handle = { switchPath: agentSwitchPath, phoneBar: false };

export const middleware: Route.MiddlewareFunction[] = [requireAgent];

/** The Undo of her last deletion, on whichever of her pages comes next (ADR 0420). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return { undo: await undoOffer(getDb(), request, context.get(agentContext)?.id) };
}

export function headers() {
  return { "X-Robots-Tag": "noindex, nofollow", "Cache-Control": "private, no-store" };
}

/**
 * The agent area's sections. Each is a page under the area's prefix; a new
 * section adds its entry here and its route in app/routes.ts.
 */
function useAgentNav(): AgentSection[] {
  const lang = useLang();
  const t = useAgentText();
  const { pathname } = useLocation();
  const within = (path: string) => pathname === path || pathname.startsWith(`${path}/`);
  const dashboard = agentDashboardPath[lang];
  const vitals = agentVitalsPath[lang];
  const listings = agentListingsPrefix[lang];
  const reviews = agentReviewsPath[lang];
  const settings = agentSettingsPath[lang];
  const profile = agentProfilePath[lang];
  const texts = agentPagesPath[lang];
  const articles = agentArticlesPath[lang];
  const today = agentTodayPath[lang];
  const showings = agentShowingsPath[lang];
  // Leads owns every page of the area (the inbox and each lead) but the other sections.
  return [
    { to: dashboard, label: dashboardTexts[lang].nav, current: within(dashboard) },
    { to: agentPath(lang), label: t.nav.leads, current: !within(dashboard) && !within(today) && !within(showings) && !within(vitals) && !within(listings) && !within(reviews) && !within(settings) && !within(profile) && !within(texts) && !within(articles) },
    { to: today, label: leadTasksTexts[lang].today.nav, current: within(today) },
    { to: showings, label: showingAgentTexts[lang].nav, current: within(showings) },
    { to: listings, label: t.nav.listings, current: within(listings) },
    { to: profile, label: profileEditorTexts[lang].nav, current: within(profile) },
    { to: texts, label: pageEditorTexts[lang].nav, current: within(texts) },
    { to: articles, label: articleEditorTexts[lang].nav, current: within(articles) },
    { to: reviews, label: agentProfileTexts[lang].admin.nav, current: within(reviews) },
    { to: vitals, label: vitalsTexts[lang].title, current: within(vitals) },
    { to: settings, label: leadWorkTexts[lang].nav, current: within(settings) },
  ];
}

/** The agent area: only for signed-in agents (see the middleware), with its sections as tabs on a wide screen and a menu at the foot of a phone's. */
export default function AgentLayout({ loaderData }: Route.ComponentProps) {
  const sections = useAgentNav();
  return (
    <div className="space-y-6">
      <AgentTabs sections={sections} />
      <UndoNotice offer={loaderData.undo} />
      <Outlet />
      <AgentPhoneMenu sections={sections} />
    </div>
  );
}
