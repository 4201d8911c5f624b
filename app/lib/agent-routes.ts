import type { Lang } from "./routes";

/*
 * The agent area's paths (its prefix is in lib/routes). Apart from the route
 * table every page loads, so that no visitor's page carries them (issue 43,
 * item 6): the agent's pages, the route config and the server import them.
 */

/** Her dashboard, the top of her area and where a sign-in lands her (issue 55, item 7; ADR 0430). */
export const agentDashboardPath = { en: "/en/agent/dashboard", es: "/es/agente/panel" } as const satisfies Record<Lang, string>;

/** The agent's listings (list, editor) inside the agent area, and the editor of a new one. */
export const agentListingsPrefix = { en: "/en/agent/listings", es: "/es/agente/propiedades" } as const satisfies Record<Lang, string>;
export const newListingPath = { en: "/en/agent/listings/new", es: "/es/agente/propiedades/nueva" } as const satisfies Record<Lang, string>;

/** The agent's site-speed report inside the agent area. */
export const agentVitalsPath = { en: "/en/agent/vitals", es: "/es/agente/velocidad" } as const satisfies Record<Lang, string>;
/** Where the Spanish report used to live, with an English word; it answers a permanent redirect to agentVitalsPath.es. */
export const formerAgentVitalsPathEs = "/es/agente/vitals";

/** The agent's profile: her photo, name, bio and how to reach her, as the whole site shows them. */
export const agentProfilePath = { en: "/en/agent/profile", es: "/es/agente/perfil" } as const satisfies Record<Lang, string>;

/** The prose of the pages the agent edits (home, About, city and community guides), and each one's editor below it. */
export const agentPagesPath = { en: "/en/agent/pages", es: "/es/agente/paginas" } as const satisfies Record<Lang, string>;

/** The agent's articles (list, editor) inside the agent area, and the editor of a new one (`?lang=` names its language). */
export const agentArticlesPath = { en: "/en/agent/articles", es: "/es/agente/articulos" } as const satisfies Record<Lang, string>;
export const newArticlePath = { en: "/en/agent/articles/new", es: "/es/agente/articulos/nuevo" } as const satisfies Record<Lang, string>;

/** The agent's reply templates and the devices her lead alerts go to. */
export const agentSettingsPath = { en: "/en/agent/settings", es: "/es/agente/ajustes" } as const satisfies Record<Lang, string>;

/** The client reviews the agent enters (list, editor) inside the agent area, and the editor of a new one. */
export const agentReviewsPath = { en: "/en/agent/reviews", es: "/es/agente/resenas" } as const satisfies Record<Lang, string>;
export const newReviewPath = { en: "/en/agent/reviews/new", es: "/es/agente/resenas/nueva" } as const satisfies Record<Lang, string>;

/** Her tasks due today and overdue, across her leads (ADR 0427). */
export const agentTodayPath = { en: "/en/agent/today", es: "/es/agente/hoy" } as const satisfies Record<Lang, string>;

/** Her showing hours, days off, calendar feed and upcoming showings (issue 56, item 2; ADR 0432). */
export const agentShowingsPath = { en: "/en/agent/showings", es: "/es/agente/visitas" } as const satisfies Record<Lang, string>;

/** Her calendar feed: a secret in the path, no sign-in (a phone's calendar can't sign in); ADR 0432. */
export const showingFeedPath = (token: string) => `/calendar/${token}.ics`;

/** Section pairs, the first a path starts with wins: a longer prefix before a shorter one. */
const sectionPairs: ReadonlyArray<Record<Lang, string>> = [agentDashboardPath, agentTodayPath, agentShowingsPath, newArticlePath, agentArticlesPath, newListingPath, agentListingsPrefix, agentVitalsPath, newReviewPath, agentReviewsPath, agentSettingsPath, agentProfilePath, agentPagesPath];

/** An agent page in the other language, what follows the section's prefix (an id, a key) kept; undefined outside the sections. */
export function agentSwitchPath(pathname: string, to: Lang): string | undefined {
  const from: Lang = to === "en" ? "es" : "en";
  const pair = sectionPairs.find((candidate) => pathname === candidate[from] || pathname.startsWith(`${candidate[from]}/`) || pathname.startsWith(`${candidate[from]}?`));
  return pair ? pair[to] + pathname.slice(pair[from].length) : undefined;
}
