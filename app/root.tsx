import type { ReactNode } from "react";
import {
  data,
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import appCss from "./app.css?url";
import { HydrationMarker } from "./components/layout/hydration-marker";
import { island, islandsLoading } from "./components/layout/island";
import { isRequestErrorStatus } from "./components/layout/request-error-status";
import { ScrollRestoration } from "./components/layout/scroll-restoration";
import { ServerError } from "./components/layout/server-error";
import { provideChromeParts } from "./components/layout/chrome-parts";
import { SiteChrome } from "./components/layout/site-chrome";
import { SiteProvider } from "./components/layout/site-context";
import { VitalsReporter } from "./components/vitals/vitals-reporter";
import { loadPageTexts } from "./i18n";
import { preferredTheme, type Theme } from "./lib/cookies";
import { langFromPath } from "./lib/routes";
import { demoSite } from "./lib/site";
import { lastKnownSite } from "~/server/site-identity.server";
import { AuthChrome } from "~/features/accounts/components/auth-chrome";
import { loadAccountState } from "~/features/accounts/root-state.server";
import { heroSearchHref } from "~/features/search/hero-search";
import { PMTILES_PATH } from "~/features/map/config";
import { databaseOutage } from "./server/db/outage.server";
import { freshContent } from "./server/fresh-content.server";
import { getEnv } from "./server/env.server";
import { getDb } from "./server/db.server";

// Pages no visit needs until a request fails: their code and texts load then, not with every page.
// The server renders them in full, so until the code arrives they are its HTML, links included.
const NotFound = island(() => import("./components/layout/not-found").then((module) => module.NotFound));
const RequestError = island(() => import("./components/layout/request-error").then((module) => module.RequestError));

/**
 * The features' parts of the chrome (app/components imports no feature, issue 39). The
 * quick search is a GET form that works before its code arrives: only the home page's hero
 * has it, so its code loads there, not with every page's chrome; the flash texts (which
 * include the agent's notices) load after hydration.
 */
provideChromeParts({
  // Sign in, or the account and Sign out: a link and a dialog's button until its code arrives after the page's,
  // and a press before that is made again once it has (ADR 0511).
  AccountControl: island(() => import("~/features/accounts/components/account-control").then((module) => module.AccountControl), { replay: true }),
  AuthChrome,
  loadFlashText: () =>
    import("~/features/accounts/components/flash").then((module) => module.flashTextOf),
  QuickSearch: island(() => import("~/features/search/components/quick-search").then((module) => module.QuickSearch)),
  heroSearchHref,
});

/**
 * The stylesheet as a React resource (precedence): React then writes it at the
 * top of <head>, before the dozens of script preloads it hoists there, so the
 * one render-blocking request doesn't queue behind them.
 */
export const links: Route.LinksFunction = () => [{ rel: "stylesheet", href: appCss, precedence: "high" }];

/** A client navigation (a language switch) renders only once the texts of the page's language are loaded. */
export const clientMiddleware: Route.ClientMiddlewareFunction[] = [
  async ({ url }, next) => {
    await loadPageTexts(url.pathname);
    const result = await next();
    await islandsLoading();
    return result;
  },
];

/** A page that fails while the database is out of reach answers 503 with the ErrorBoundary's page for it. */
export const middleware: Route.MiddlewareFunction[] = [databaseOutage, freshContent];

export async function loader({ request }: Route.LoaderArgs) {
  const account = await loadAccountState(getDb(), request);
  const { mapStyleUrl, mapPmtiles } = getEnv();
  // The bios are the About page's, not every page's: they stay out of what each page carries.
  // As the middleware (freshContent) read it for this request.
  const { bio: _bio, ...site } = lastKnownSite();
  return data(
    {
      theme: preferredTheme(request.headers.get("Cookie")),
      site,
      // A style (OpenFreeMap's by default) adds nothing to the page: the maps ask the site for it (useMapBasemap reads these).
      ...(mapStyleUrl ? {} : mapPmtiles ? { mapArchive: mapPmtiles.kind === "url" ? mapPmtiles.url : PMTILES_PATH } : { mapOffline: true }),
      ...account.state,
    },
    { headers: account.headers },
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const lang = langFromPath(pathname);
  const theme: Theme = data?.theme ?? "system";
  const site = data?.site ?? demoSite;
  return (
    <html lang={lang} data-theme={theme} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover" />
        <meta name="color-scheme" content="light dark" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh">
        <SiteProvider value={site}>
          {pathname === "/" ? (
            <>
              {children}
              <HydrationMarker />
            </>
          ) : (
            <SiteChrome>{children}</SiteChrome>
          )}
        </SiteProvider>
        <VitalsReporter />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && isRequestErrorStatus(error.status)) {
    const { back, reason } = (error.data ?? {}) as { back?: unknown; reason?: unknown };
    return (
      <RequestError
        status={error.status}
        reason={reason === "cross-origin" ? reason : undefined}
        back={typeof back === "string" ? back : undefined}
      />
    );
  }
  const message = error instanceof Error ? error.message : isRouteErrorResponse(error) ? error.statusText : undefined;
  return <ServerError message={message} />;
}
