import type { ComponentProps } from "react";

/**
 * A link to a page of the site as a plain anchor, for the chrome on every
 * page and for long lists: useFollowLinks (in SiteChrome) follows it with the
 * router, and `data-discover` lets React Router learn its route ahead of the
 * click. A <Link> does the same with a dozen hooks for each anchor.
 */
export function RouteLink(props: ComponentProps<"a"> & { href: string }) {
  return <a data-discover="true" {...props} />;
}
