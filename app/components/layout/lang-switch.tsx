import { useLocation, useNavigate } from "react-router";
import { useLang, useUi } from "~/i18n";
import { LANG_COOKIE, preferenceCookie } from "~/lib/cookies";
import { switchPath } from "~/lib/routes";
import { cn } from "~/lib/utils";
import { RouteLink } from "./route-link";

/** EN/ES: the same page in the other language, query kept; the choice is remembered for the root page. */
export function LangSwitch({ className }: { className?: string }) {
  const lang = useLang();
  const ui = useUi();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const other = lang === "en" ? "es" : "en";
  return (
    <RouteLink
      href={switchPath(pathname, search, other)}
      hrefLang={other}
      lang={other}
      aria-label={ui.language.switchLabel}
      data-testid="lang-switch"
      onClick={(event) => {
        document.cookie = preferenceCookie(LANG_COOKIE, other, location.protocol === "https:");
        // Calculators keep their inputs in the query with replaceState, which the router doesn't see.
        if (window.location.search !== search) {
          event.preventDefault();
          void navigate(switchPath(window.location.pathname, window.location.search, other));
        }
      }}
      className={cn(
        "inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-lg px-2 text-sm font-semibold hover:bg-muted",
        className,
      )}
    >
      <span aria-hidden className={lang === "en" ? "text-foreground" : "text-muted-foreground"}>EN</span>
      <span aria-hidden className="text-muted-foreground">/</span>
      <span aria-hidden className={lang === "es" ? "text-foreground" : "text-muted-foreground"}>ES</span>
    </RouteLink>
  );
}
