import type { ComponentProps } from "react";

/**
 * A link to a page of the site as a plain anchor, for the chrome on every
 * page and for long lists: useFollowLinks (in SiteChrome) follows it with the
 * router, marked by `data-route`. A <Link> does the same with a dozen hooks
 * for each anchor.
 */
export function RouteLink(props: ComponentProps<"a"> & { href: string }) {
  return <a data-route="" {...props} />;
}
