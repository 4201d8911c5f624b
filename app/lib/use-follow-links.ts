import type { MouseEvent } from "react";
import { useNavigate } from "react-router";

/**
 * One click handler for the plain links inside an element, following them
 * with the router as a <Link> would: a list of cards needs no Link, with its
 * half-dozen hooks, per card. Clicks a browser should handle itself (another
 * tab or window, a download, another site) are left alone. The links carry
 * `data-discover`, so the router still learns their routes ahead of a click.
 */
export function useFollowLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
    if (!(link instanceof HTMLAnchorElement) || !event.currentTarget.contains(link)) return;
    if ((link.target && link.target !== "_self") || link.hasAttribute("download") || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(`${link.pathname}${link.search}${link.hash}`);
  };
}
