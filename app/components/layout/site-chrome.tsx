import { Suspense, type ReactNode } from "react";
import { useMatches } from "react-router";
import { useUi } from "~/i18n";
import { useRouteWarmup } from "~/lib/route-warmup";
import { useFollowLinks } from "~/lib/use-follow-links";
import type { PageData } from "~/lib/page-data";
import { chromeParts } from "./chrome-parts";
import { HydrationMarker } from "./hydration-marker";
import { HeroProvider } from "./mobile-hero";
import { PendingIndicator } from "./pending-indicator";
import { island } from "./island";
import { SiteHeader } from "./site-header";
import { Toaster } from "./toaster";

// Static and below the fold on every page: it need not hold up hydration.
const SiteFooter = island(() => import("./site-footer").then((module) => module.SiteFooter));
// The phone's bar: its page links work before its code arrives, and a press on Cities or Menu before that opens
// the sheet once it has (ADR 0511).
const BottomBar = island(() => import("./bottom-bar").then((module) => module.BottomBar), { replay: true });

/**
 * Header, phone bar and footer around every page but the root loading screen; the page's introduction places the phone hero.
 */
export function SiteChrome({ children }: { children: ReactNode }) {
  const { AuthChrome } = chromeParts();
  const ui = useUi();
  useFollowLinks();
  useRouteWarmup();
  const matches = useMatches();
  const leaf = matches.at(-1)?.loaderData as Partial<PageData> | undefined;
  // A page with a phone bar of its own (the property page's call and showing buttons) puts it in this one's place;
  // an area whose route says `handle.phoneBar: false` (the agent's, which has its own menu) has none.
  const ownPhoneBar = (leaf !== undefined && "ownPhoneBar" in leaf && leaf.ownPhoneBar === true) || matches.some((match) => (match.handle as { phoneBar?: unknown } | undefined)?.phoneBar === false);
  return (
    <>
      <div className="aurora" aria-hidden />
      <div className="noise" aria-hidden />
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {ui.skipToContent}
      </a>
      <PendingIndicator />
      <SiteHeader />
      {/* Fixed to the window's foot, but next after the header in the tab order: on a phone its Menu was
          the last stop, 77 Tabs down a page of listings (issue 58). Hidden from 768 px, where the header has it all. */}
      {ownPhoneBar ? null : <BottomBar />}
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl px-4 py-6 outline-none md:py-10">
        {/* The page hydrates after the chrome, in its own render and commit (React hydrates a
            server-rendered boundary later, and at once if it is clicked first): two shorter tasks
            instead of one long one. The marker inside says the page itself is live. */}
        <Suspense fallback={null}>
          <HeroProvider page={leaf?.text ? leaf.id : undefined}>{children}</HeroProvider>
          <HydrationMarker />
        </Suspense>
      </main>
      <SiteFooter />
      <Toaster />
      <AuthChrome />
    </>
  );
}
