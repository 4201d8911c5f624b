/**
 * The not-found page, in English: bundled with that page (ADR 0010), whose code loads only when
 * a page is not found, rather than with every page's texts.
 */
export const notFoundEn = {
  title: "Page not found",
  heading: "We couldn't find that page",
  message: "The address may be mistyped, or the page may have moved. These links will get you back on track.",
  home: "Go to the home page",
  search: "Search properties",
  sitemap: "See the site map",
};

export type NotFoundText = typeof notFoundEn;
