import ChevronDown from "lucide-react/icons/chevron-down";
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from "react";
import { Link } from "react-router";
import { useLang, useUi } from "~/i18n";
import { cityList } from "~/lib/cities";
import { pagePath } from "~/lib/routes";

type Open = false | "first" | "last";

const menuItems = (menu: HTMLElement | null) => [...(menu?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];

/**
 * The desktop Cities dropdown: eight city guides, each with its tagline. A
 * WAI-ARIA menu button written by hand rather than Radix's DropdownMenu, whose
 * positioning and layers cost every page ~30 KB of script for one menu.
 * Enter, Space or the arrows open it on the first (or last) city; the arrows,
 * Home and End move; Escape closes it back onto the button; Tab and a click
 * outside close it.
 */
export function CitiesMenu() {
  const lang = useLang();
  const ui = useUi();
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
        data-testid="cities-trigger"
        aria-haspopup="menu"
        aria-expanded={open !== false}
        aria-controls={open ? menuId : undefined}
        data-state={open ? "open" : "closed"}
        onClick={() => setOpen((value) => (value ? false : "first"))}
        onKeyDown={onTriggerKey}
        className="inline-flex min-h-11 items-center gap-1 rounded-lg px-3 text-sm font-medium hover:bg-muted data-[state=open]:bg-muted"
      >
        {ui.nav.cities}
        <ChevronDown aria-hidden className="size-4" />
      </button>
      {open ? (
        <div
          ref={menu}
          id={menuId}
          role="menu"
          aria-label={ui.nav.citiesMenu}
          onKeyDown={onMenuKey}
          className="absolute top-full left-0 z-50 mt-1.5 grid w-[min(36rem,calc(100vw-1rem))] grid-cols-2 gap-1 rounded-xl border bg-card p-2 text-card-foreground shadow-xl"
        >
          {cityList.map((city) => (
            <Link
              key={city.slug}
              role="menuitem"
              tabIndex={-1}
              to={pagePath(city.page, lang)}
              onClick={() => setOpen(false)}
              className="flex flex-col rounded-lg px-3 py-2 outline-none hover:bg-muted focus:bg-muted"
            >
              <span className="font-semibold">{city.name}</span>
              <span className="text-sm text-muted-foreground">{ui.cityTaglines[city.slug]}</span>
            </Link>
          ))}
        </div>
      ) : null}
    </div>
  );
}
