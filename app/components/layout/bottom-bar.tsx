import Building2 from "lucide-react/icons/building-complex";
import House from "lucide-react/icons/house";
import MapIcon from "lucide-react/icons/map";
import Menu from "lucide-react/icons/menu";
import Search from "lucide-react/icons/search";
import Warehouse from "lucide-react/icons/warehouse";
import { type ComponentProps, type ComponentType, lazy } from "react";
import { useLocation } from "react-router";
import { useLang, useUi } from "~/i18n";
import { isCurrentPage } from "~/lib/navigation";
import { pagePath, type PageId } from "~/lib/routes";
import { cn } from "~/lib/utils";
import { RouteLink } from "./route-link";
import { SheetLink } from "./sheet-link";

// The sheets' bodies load with the sheets, on first use.
const loadCities = () => import("./cities-sheet");
const loadMenu = () => import("./menu-sheet");
const CitiesSheetBody = lazy(() => loadCities().then((module) => ({ default: module.CitiesSheetBody })));
const MenuSheetBody = lazy(() => loadMenu().then((module) => ({ default: module.MenuSheetBody })));

/**
 * Each item as wide as its label plus an equal share of what is left: equal slots put "Residential" and
 * "Commercial" edge to edge from 390 px down, where the labels are wider than a sixth of the bar.
 */
const item =
  "flex min-h-14 flex-auto flex-col items-center justify-center gap-0.5 whitespace-nowrap rounded-lg px-0.5 text-[0.7rem] font-medium leading-none";

function BarLink({ id, label, Icon }: { id: PageId; label: string; Icon: Icon }) {
  const lang = useLang();
  const { pathname } = useLocation();
  const href = pagePath(id, lang);
  const current = isCurrentPage(pathname, href, id === "home");
  return (
    <RouteLink href={href} aria-current={current ? "page" : undefined} className={cn(item, current ? "text-primary" : "text-foreground")}>
      <Icon aria-hidden className="size-5" />
      {label}
    </RouteLink>
  );
}

type Icon = ComponentType<{ className?: string }>;

/** A bar item that opens a sheet (a link to `fallback` until the page's script runs), with the bar's look and close label. */
function BarSheet({ label, Icon, ...sheet }: Omit<ComponentProps<typeof SheetLink>, "label" | "className" | "closeLabel"> & { label: string; Icon: Icon }) {
  const ui = useUi();
  return (
    <SheetLink
      {...sheet}
      closeLabel={ui.nav.closeMenu}
      className={item}
      label={
        <>
          <Icon aria-hidden className="size-5" />
          {label}
        </>
      }
    />
  );
}

/** The phone navigation below 768 px: Home, Residential, Commercial, Cities, Search, Menu. */
export function BottomBar() {
  const lang = useLang();
  const ui = useUi();
  const sitemap = pagePath("sitemap", lang);
  return (
    <nav
      aria-label={ui.nav.mobile}
      data-testid="bottom-bar"
      className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden"
    >
      <div className="mx-auto flex max-w-lg items-stretch px-1">
        <BarLink id="home" label={ui.nav.home} Icon={House} />
        <BarLink id="residential" label={ui.nav.residential} Icon={Building2} />
        <BarLink id="commercial" label={ui.nav.commercial} Icon={Warehouse} />
        <BarSheet
          fallback={`${sitemap}#cities`}
          testId="cities-button"
          side="bottom"
          title={ui.nav.citiesTitle}
          description={ui.nav.citiesDescription}
          preload={loadCities}
          label={ui.nav.cities}
          Icon={MapIcon}
        >
          <CitiesSheetBody />
        </BarSheet>
        <BarLink id="search" label={ui.nav.search} Icon={Search} />
        <BarSheet fallback={sitemap} testId="menu-button" side="right" title={ui.nav.menuTitle} description={ui.nav.menuDescription} preload={loadMenu} label={ui.nav.menu} Icon={Menu}>
          <MenuSheetBody />
        </BarSheet>
      </div>
    </nav>
  );
}
