import { agentDashboardPath } from "~/lib/agent-routes";
import { agentPrefix, pagePath, type Lang } from "~/lib/routes";

/**
 * Where a sign-in ends. The agent's day starts at the top of her area, on her dashboard (issue 55, item 7), unless
 * she asked for a page: a path inside her area always, or the page the account page was opened for
 * (its `?redirectTo=`, put there by a page that needed her signed in). The page the dialog was
 * opened on, or the account page itself, is only where she happened to be.
 */
export function signInLanding({ lang, role, returnTo, dialog }: { lang: Lang; role: string | undefined; returnTo: string; dialog: boolean }): string {
  if (role !== "agent") return returnTo;
  const area = agentPrefix[lang];
  const inArea = returnTo === area || returnTo.startsWith(`${area}/`) || returnTo.startsWith(`${area}?`);
  if (inArea) return returnTo;
  const incidental = dialog || [pagePath("account", lang), pagePath("home", lang)].some((path) => returnTo === path || returnTo.startsWith(`${path}?`) || returnTo.startsWith(`${path}#`));
  return incidental ? agentDashboardPath[lang] : returnTo;
}
