import Monitor from "lucide-react/icons/monitor";
import Moon from "lucide-react/icons/moon";
import Sun from "lucide-react/icons/sun";
import { useFetcher, useLocation, useRouteLoaderData } from "react-router";
import { fmt, useUi } from "~/i18n";
import { isTheme, nextTheme, type Theme } from "~/lib/cookies";

const icons = { light: Sun, dark: Moon, system: Monitor } as const;

/**
 * Cycles light → dark → system. A plain form post without JavaScript; with
 * it, a fetcher so the page stays put and the new theme shows at once.
 */
export function ThemeToggle() {
  const ui = useUi();
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const rootData = useRouteLoaderData("root") as { theme?: Theme } | undefined;
  const pending = fetcher.formData?.get("theme");
  const theme: Theme = isTheme(pending) ? pending : (rootData?.theme ?? "system");
  const Icon = icons[theme];
  return (
    <fetcher.Form method="post" action="/api/theme" className="contents">
      <input type="hidden" name="theme" value={nextTheme(theme)} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <button
        type="submit"
        data-testid="theme-toggle"
        aria-label={fmt(ui.theme.label, { theme: ui.theme[theme] })}
        title={fmt(ui.theme.label, { theme: ui.theme[theme] })}
        className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-muted"
        onClick={() => {
          document.documentElement.dataset.theme = nextTheme(theme);
        }}
      >
        <Icon aria-hidden className="size-5" />
      </button>
    </fetcher.Form>
  );
}
