import { useEffect } from "react";
import { useNavigate } from "react-router";

/**
 * Follows the site's plain page links (`<a data-route>`, see RouteLink)
 * with the router, from one click listener on the document, as a <Link>
 * would: the header, the footer and a page of cards need no Link, with its
 * dozen hooks, per anchor. A click something else already handled, or one
 * the browser should handle itself (another tab or window, a download,
 * another site), is left alone.
 */
export function useFollowLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
      const link = event.target instanceof Element ? event.target.closest("a[data-route][href]") : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
      event.preventDefault();
      const to = `${link.pathname}${link.search}${link.hash}`;
      // As a Link does, following a link to the page already shown replaces its history entry.
      const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
      void navigate(to, { replace: to === here });
    };
    // In the capture phase: React stops a click inside a part of the page it has not hydrated yet (an island
    // waiting for its code) at the document, and the bubble phase would never see it (ADR 0511).
    document.addEventListener("click", follow, true);
    return () => document.removeEventListener("click", follow, true);
  }, [navigate]);
}
