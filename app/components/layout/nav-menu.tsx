import ChevronDown from "lucide-react/icons/chevron-down";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "~/components/ui/link";
import { useLang, useUi } from "~/i18n";
import { cityList } from "~/lib/cities";
import { pagePath, type PageId } from "~/lib/routes";
import { residentialMenu } from "~/lib/navigation";

type Open = false | "first" | "last";

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

interface MenuEntry {
  readonly key: string;
  readonly href: string;
  readonly label: string;
  readonly note?: string;
}

interface NavMenuProps {
  readonly label: string;
  readonly menuLabel: string;
  readonly testId: string;
  readonly entries: readonly MenuEntry[];
  /** Two columns, for entries with a note (the cities' taglines). */
  readonly wide?: boolean;
}

/** The desktop Cities dropdown: eight city guides, each with its tagline. */
export function CitiesMenu() {
  const lang = useLang();
  const ui = useUi();
  const entries = cityList.map((city) => ({ key: city.slug, href: pagePath(city.page, lang), label: city.name, note: ui.cityTaglines[city.slug] }));
  return <NavMenu label={ui.nav.cities} menuLabel={ui.nav.citiesMenu} testId="cities-trigger" entries={entries} wide />;
}

/** The desktop Residential dropdown: the residential pages, the guides and private showings, the same in both languages (issue 44, item 8). */
export function ResidentialMenu() {
  const lang = useLang();
  const ui = useUi();
  // The hub page under its own button would read "Residential" twice.
  const entries = residentialMenu.map((id: PageId) => ({ key: id, href: pagePath(id, lang), label: id === "residential" ? ui.nav.allResidential : ui.pageNav[id] }));
  return <NavMenu label={ui.pageNav.residential} menuLabel={ui.pageNav.residential} testId="residential-trigger" entries={entries} />;
}

/**
 * A desktop header dropdown. A WAI-ARIA menu button written by hand rather
 * than Radix's DropdownMenu, whose positioning and layers cost every page
 * ~30 KB of script. Enter, Space or the arrows open it on the first (or last)
 * entry; the arrows, Home and End move; Escape closes it back onto the
 * button; Tab and a click outside close it. The focused entry wears the focus ring: the muted
 * background alone is 1.04:1 against the menu.
 */
function NavMenu({ label, menuLabel, testId, entries, wide = false }: NavMenuProps) {
  const menuId = useId();
  const [open, setOpen] = useState<Open>(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const focusItem = (index: number) => {
    const list = menuItems(menu.current);
    list[(index + list.length) % list.length]?.focus();
  };

  // Opens below its button, moved left as far as it takes to stay inside the window; then focuses a
  // city. Placed again on the next frame and on resize, in case the header's layout moved meanwhile.
  useLayoutEffect(() => {
    const element = menu.current;
    if (!open || !element) return;
    const place = () => {
      element.style.left = "";
      const overflow = element.getBoundingClientRect().right - (document.documentElement.clientWidth - 8);
      if (overflow > 0) element.style.left = `${-overflow}px`;
    };
    place();
    focusItem(open === "first" ? 0 : -1);
    const frame = requestAnimationFrame(place);
    window.addEventListener("resize", place);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("resize", place);
    };
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !trigger.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", closeOutside);
    return () => document.removeEventListener("pointerdown", closeOutside);
  }, [open]);

  const onTriggerKey = (event: KeyboardEvent) => {
    if (["Enter", " ", "ArrowDown"].includes(event.key)) setOpen("first");
    else if (event.key === "ArrowUp") setOpen("last");
    else return;
    event.preventDefault();
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const list = menuItems(menu.current);
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === "Escape") {
      event.preventDefault();
      setOpen(false);
      trigger.current?.focus();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  return (
    <div className="relative">
      <button
        ref={trigger}
        type="button"
        data-testid={testId}
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen((value) => (value ? false : "first"))}
        onKeyDown={onTriggerKey}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted"
      >
        {label}
        <ChevronDown aria-hidden className="size-4" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={menuLabel}
          onKeyDown={onMenuKey}
          className={`absolute top-full left-0 z-50 mt-1.5 grid gap-1 rounded-xl border bg-card p-2 text-card-foreground shadow-xl ${wide ? "w-[min(36rem,calc(100vw-1rem))] grid-cols-2" : "w-[min(18rem,calc(100vw-1rem))]"}`}
        >
          {entries.map((entry) => (
            <Link
              key={entry.key}
              role="menuitem"
              tabIndex={-1}
              to={entry.href}
              onClick={() => setOpen(false)}
              className="flex flex-col rounded-lg px-3 py-2 hover:bg-muted focus:bg-muted focus:outline-2 focus:-outline-offset-2 focus:outline-ring"
            >
              <span className="font-semibold">{entry.label}</span>
              {entry.note ? <span className="text-sm text-muted-foreground">{entry.note}</span> : null}
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
