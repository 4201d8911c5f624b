import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useState } from "react";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { fmt, useUi } from "~/i18n";
import { nextTheme, type Theme } from "~/lib/cookies";

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Cycles light → dark → system. A plain form post without JavaScript; with
 * it, a fetcher so the page stays put and the new theme shows at once. The
 * choice is kept here too: between the fetcher settling and the root loader
 * revalidating, the loader data still holds the old theme, and a quick second
 * click would cycle from it.
 */
export function ThemeToggle() {
  const ui = useUi();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const rootData = useRouteLoaderData("root") as { theme?: Theme } | undefined;
  const [chosen, setChosen] = useState<Theme | null>(null);
  const theme: Theme = chosen ?? rootData?.theme ?? "system";
  const Icon = icons[theme];
  return (
    <form
      method="post"
      action="/api/theme"
      className="contents"
      onSubmit={(event) => {
        event.preventDefault();
        const next = nextTheme(theme);
        setChosen(next);
        document.documentElement.dataset.theme = next;
        void fetcher.submit(event.currentTarget);
      }}
    >
      <input type="hidden" name="theme" value={nextTheme(theme)} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        data-testid="theme-toggle"
        aria-label={fmt(ui.theme.label, { theme: ui.theme[theme] })}
        title={fmt(ui.theme.label, { theme: ui.theme[theme] })}
        className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-muted"
      >
        <Icon aria-hidden className="size-5" />
      </button>
    </form>
  );
}
