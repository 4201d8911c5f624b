import { useEffect } from "react";
import { useSite } from "~/components/layout/site-context";
import { ui } from "~/i18n";
import { langFromAcceptLanguage } from "~/lib/accept-language";
import { preferredLang } from "~/lib/cookies";
import { pagePath } from "~/lib/routes";
import type { Route } from "./+types/root-loading";

export function meta({ loaderData }: Route.MetaArgs) {
  const text = ui[loaderData?.lang ?? "en"].root;
  return [
    { title: text.title },
    { name: "description", content: text.description },
    { name: "robots", content: "noindex" },
  ];
}

/** It differs by the cookie and the browser's languages, so no cache keeps one for all (the page cache leaves it alone). */
export function headers() {
  return { "Cache-Control": "private, no-cache", Vary: "Cookie, Accept-Language" };
}

export function loader({ request }: Route.LoaderArgs) {
  // A language chosen with the switch wins over the browser's.
  const lang = preferredLang(request.headers.get("Cookie")) ?? langFromAcceptLanguage(request.headers.get("Accept-Language")) ?? "en";
  return { lang, target: pagePath("home", lang) };
}

/** The root: a loading screen that replaces itself with /en, or /es for a visitor who chose Spanish or whose browser prefers it. */
export default function RootLoading({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  const text = ui[loaderData.lang];
  useEffect(() => {
    window.location.replace(loaderData.target);
  }, [loaderData.target]);
  return (
    <main lang={loaderData.lang} className="grid min-h-dvh place-items-center p-6 text-center" data-testid="root-loading">
      <div className="aurora" aria-hidden />
      {/* Replaces the root while the page is still parsing, so it leaves no history entry. */}
      <script dangerouslySetInnerHTML={{ __html: `location.replace(${JSON.stringify(loaderData.target)})` }} />
      {/* Only browsers without JavaScript read this; a refresh beside the script could add a second entry. */}
      <noscript dangerouslySetInnerHTML={{ __html: `<meta http-equiv="refresh" content="0;url=${loaderData.target}">` }} />
      <div className="space-y-3" role="status">
        <h1 className="text-3xl font-bold">{site.agentName}</h1>
        <p className="text-lg text-muted-foreground">{site.brokerage}</p>
        <p className="animate-pulse font-medium">{text.loading.experience}</p>
        <p className="text-sm">
          <a href="/en" hrefLang="en" className="underline">{text.root.continue}</a> ·{" "}
          <a href="/es" hrefLang="es" lang="es" className="underline">{text.root.continueEs}</a>
        </p>
      </div>
    </main>
  );
}
