import { island } from "~/components/layout/island";

/**
 * The related pages' links at the foot of a page, as an island (ADR 0504): the
 * last thing on the page and plain links, so its code loads after the page's own
 * instead of holding up its hydration.
 */
export const RelatedLinks = island(() => import("./related-links-list").then((module) => module.RelatedLinksList));
