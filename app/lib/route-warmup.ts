import { useEffect } from "react";
import { opensHere } from "./use-follow-links";

/**
 * The address React Router fetches a path's routes from when it first
 * navigates there under lazy route discovery: the path with each of its
 * ancestors, sorted, and the build's version (react-router's
 * fetchAndApplyManifestPatches). The answer is cached for good, so a request
 * made earlier for the same address answers the router's from the cache.
 */
export function manifestUrl(pathname: string, version: string, origin: string): string {
  const paths = new Set<string>();
  for (let index = 1; index < pathname.length; index++) if (pathname[index] === "/") paths.add(pathname.slice(0, index));
  paths.add(pathname);
  const params = new URLSearchParams();
  params.set("paths", [...paths].sort().join(","));
  params.set("version", version);
  const url = new URL("/__manifest", origin);
  url.search = params.toString();
  return url.toString();
}

/** Where a link or form under `target` leads on this site, if it is a page the router could follow to. */
function targetPath(target: EventTarget | null): string | undefined {
  if (!(target instanceof Element)) return undefined;
  const link = target.closest("a[href]");
  if (link instanceof HTMLAnchorElement) return opensHere(link) ? link.pathname : undefined;
  const form = target.closest("form");
  if (!form) return undefined;
  const action = new URL(form.getAttribute("action") ?? "", window.location.href);
  return action.origin === window.location.origin ? action.pathname : undefined;
}

/**
 * When a pointer or the focus reaches a link or a form, fetches the routes of
 * its target the way React Router will when it is followed (ADR 0512): pages
 * carry only the routes they match, and the router asks for the next page's
 * when a visitor goes there. Asked ahead, the answer is in the browser's cache
 * by the click, and nothing renders again: the router is told nothing until
 * it navigates. Skipped when the visitor asked to save data, as the router's
 * own discovery is.
 */
export function useRouteWarmup(): void {
  useEffect(() => {
    const version = (window as { __reactRouterManifest?: { version?: string } }).__reactRouterManifest?.version;
    if (!version || (navigator as { connection?: { saveData?: boolean } }).connection?.saveData === true) return;
    const asked = new Set<string>([window.location.pathname]);
    const warm = (event: Event) => {
      const path = targetPath(event.target);
      if (path === undefined || asked.has(path)) return;
      asked.add(path);
      fetch(manifestUrl(path, version, window.location.origin), { priority: "low" }).catch(() => {
        // The router asks again when the visitor follows the link.
        asked.delete(path);
      });
    };
    const options = { capture: true, passive: true };
    document.addEventListener("pointerover", warm, options);
    document.addEventListener("focusin", warm, options);
    return () => {
      document.removeEventListener("pointerover", warm, options);
      document.removeEventListener("focusin", warm, options);
    };
  }, []);
}
