import Phone from "lucide-react/icons/phone";
import { useLocation } from "react-router";
import { useLang, useUi } from "~/i18n";
import { headerNav, isCurrentPage } from "~/lib/navigation";
import { pagePath } from "~/lib/routes";
import { displayPhone } from "~/lib/site";
import { cn } from "~/lib/utils";
import { chromeParts } from "./chrome-parts";
import { island } from "./island";
import { LangSwitch } from "./lang-switch";
import { RouteLink } from "./route-link";
import { useSite } from "./site-context";

// The header's menus and theme button are the server's HTML until their code arrives after the page's; a press
// before that is made again once it has (ADR 0511). What every page loads first stays small.
const chrome = { replay: true } as const;
const loadMenus = () => import("./nav-menu");
const CitiesMenu = island(() => loadMenus().then((module) => module.CitiesMenu), chrome);
const ResidentialMenu = island(() => loadMenus().then((module) => module.ResidentialMenu), chrome);
const ThemeToggle = island(() => import("./theme-toggle").then((module) => module.ThemeToggle), chrome);

/** The header on every page; its page links are RouteLinks, the current one marked as NavLink would. */
export function SiteHeader() {
  const lang = useLang();
  const ui = useUi();
  const site = useSite();
  const { pathname } = useLocation();
  const { AccountControl } = chromeParts();
  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex max-w-7xl items-center gap-1 px-4 py-2 sm:gap-2">
        <RouteLink href={pagePath("home", lang)} className="mr-auto flex min-h-11 min-w-0 flex-col justify-center leading-tight">
          <span className="text-sm font-bold sm:text-base">{site.agentName}</span>
          <span className="text-xs text-muted-foreground">{site.brokerage}</span>
        </RouteLink>
        <a
          href={`tel:${site.phone}`}
          className="hidden min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-muted md:inline-flex"
        >
          <Phone aria-hidden className="size-4" />
          {displayPhone(site.phone)}
        </a>
        <AccountControl compact />
        <LangSwitch />
        <ThemeToggle />
      </div>
      <nav aria-label={ui.nav.main} className="mx-auto hidden max-w-7xl px-2 pb-1 md:block">
        <ul className="flex flex-wrap items-center gap-x-1">
          {headerNav.map((id) => {
            if (id === "residential-menu" || id === "cities-menu") {
              return <li key={id}>{id === "residential-menu" ? <ResidentialMenu /> : <CitiesMenu />}</li>;
            }
            const href = pagePath(id, lang);
            const current = isCurrentPage(pathname, href, id === "home");
            return (
              <li key={id}>
                <RouteLink
                  href={href}
                  aria-current={current ? "page" : undefined}
                  className={cn(
                    "inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-medium hover:bg-muted",
                    current && "text-primary underline decoration-2 underline-offset-8",
                  )}
                >
                  {ui.pageNav[id]}
                </RouteLink>
              </li>
            );
          })}
        </ul>
      </nav>
    </header>
  );
}
