import { useSyncExternalStore } from "react";
import { useLocation, useMatches, useNavigate } from "react-router";
import { useLang, useUi } from "~/i18n";
import { LANG_COOKIE, preferenceCookie } from "~/lib/cookies";
import { switchPath } from "~/lib/routes";
import { cn } from "~/lib/utils";
import { RouteLink } from "./route-link";

function subscribeToHash(onChange: () => void): () => void {
  window.addEventListener("hashchange", onChange);
  return () => window.removeEventListener("hashchange", onChange);
}

/**
 * The address's #hash: the server never receives it, so it is empty while
 * hydrating (the markup matches the server's) and the browser's after.
 */
function useHash(): string {
  return useSyncExternalStore(subscribeToHash, () => window.location.hash, () => "");
}

/**
 * The other language's page a route names itself, when the route table can't
 * know it: an article's twin in its loader data (`switchTo`, ADR 0414), or a
 * layout's own mapping of its paths in its `handle` (the agent area's).
 */
function useSwitchTo(pathname: string, to: "en" | "es"): string | undefined {
  const matches = useMatches();
  for (const match of [...matches].reverse()) {
    const named = (match.loaderData as { switchTo?: unknown } | undefined)?.switchTo;
    if (typeof named === "string") return named;
    const mapping = (match.handle as { switchPath?: unknown } | undefined)?.switchPath;
    if (typeof mapping === "function") {
      const mapped: unknown = mapping(pathname, to);
      if (typeof mapped === "string") return mapped;
    }
  }
  return undefined;
}

/** EN/ES: the same page in the other language, query and #hash kept; the choice is remembered for the root page. */
export function LangSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const ui = useUi();
  const { pathname, search } = useLocation();
  const hash = useHash();
  const navigate = useNavigate();
  const other = lang === "en" ? "es" : "en";
  const named = useSwitchTo(pathname, other);
  const href = switchPath(pathname, search, other, hash, named);
  return (
    <RouteLink
      href={href}
      hrefLang={other}
      lang={other}
      data-testid="lang-switch"
      onClick={(event) => {
        document.cookie = preferenceCookie(LANG_COOKIE, other, location.protocol === "https:");
        // Calculators keep their inputs in the query with replaceState, which neither the router nor hashchange sees.
        const current = switchPath(window.location.pathname, window.location.search, other, window.location.hash, named);
        if (current !== href) {
          event.preventDefault();
          void navigate(current);
        }
      }}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold hover:bg-muted",
        className,
      )}
    >
      {/* The name starts with what the link shows, so a voice user saying "EN ES" reaches it (WCAG 2.5.3). */}
      <span className={lang === "en" ? "text-foreground" : "text-muted-foreground"}>EN</span>
      <span className="text-muted-foreground">/</span>
      <span className={lang === "es" ? "text-foreground" : "text-muted-foreground"}>ES</span>
      <span className="sr-only">{`: ${ui.language.switchLabel}`}</span>
    </RouteLink>
  );
}
