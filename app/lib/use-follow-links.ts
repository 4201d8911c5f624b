import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Follows the site's plain page links (`<a data-route>`, see RouteLink)
 * with the router, from click listeners on the document, as a <Link>
 * would: the header, the footer and a page of cards need no Link, with its
 * dozen hooks, per anchor. A click something else already handled, or one
 * the browser should handle itself (another tab or window, a download,
 * another site), is left alone.
 */
/** A link this page opens in its own tab, on this site: not another window or frame, a download or another origin. */
export function opensHere(link: HTMLAnchorElement): boolean {
  return !(link.target && link.target !== "_self") && !link.hasAttribute("download") && link.origin === window.location.origin;
}

export function useFollowLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-route][href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if (!opensHere(link)) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      // As a Link does, following a link to the page already shown replaces its history entry.
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, { replace: to === here });
    };
    // A link inside an island still waiting for its code (ADR 0511): React stops the click at the document, where it
    // listens, and the bubble phase never comes, so it is followed on the way down. Elsewhere on the way up, after
    // the page's own handlers (the language switch's) have had their say.
    const followWaiting = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("[data-waiting]")) follow(event);
    };
    document.addEventListener("click", followWaiting, true);
    document.addEventListener("click", follow);
    return () => {
      document.removeEventListener("click", followWaiting, true);
      document.removeEventListener("click", follow);
    };
  }, [navigate]);
}
