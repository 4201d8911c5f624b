import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { showingAcceptPrefix, showingManageBase } from "./lib/showing-routes";
import { agentPrefix, langs, pageIds, pages, propertyPrefix, unsubscribePrefix, type Template } from "./lib/routes";
import { agentUndoPath } from "./lib/undo";
import { agentShowingsPath, agentTodayPath, agentArticlesPath, agentDashboardPath, agentListingsPrefix, newArticlePath, agentPagesPath, agentProfilePath, agentReviewsPath, agentSettingsPath, agentVitalsPath, formerAgentVitalsPathEs, newListingPath, newReviewPath } from "./lib/agent-routes";

/** Which module renders each template. Templates share a module until they need their own. */
const modules: Record<Template, string> = {
  home: "routes/pages/home.tsx",
  content: "routes/pages/content.tsx",
  category: "routes/pages/category.tsx",
  city: "routes/pages/city.tsx",
  community: "routes/pages/category.tsx",
  blog: "routes/blog/index.tsx",
  search: "routes/pages/search.tsx",
  wishlist: "routes/account/wishlist.tsx",
  sitemap: "routes/pages/sitemap.tsx",
  account: "routes/account/account.tsx",
  tools: "routes/pages/tools.tsx",
  market: "routes/pages/market.tsx",
  gallery: "routes/pages/gallery.tsx",
  staging: "routes/pages/staging.tsx",
  contact: "routes/pages/contact.tsx",
  showings: "routes/pages/showings.tsx",
};

const pageRoutes = pageIds.flatMap((id) =>
  langs.map((lang) =>
    route(pages[id][lang].slice(1), modules[pages[id].template], { id: `${id}.${lang}` }),
  ),
);

const articleRoutes = langs.flatMap((lang) => [
  route(`${pages.blog[lang].slice(1)}/feed.xml`, "routes/seo/blog-feed.ts", { id: `blog-feed.${lang}` }),
  route(`${pages.blog[lang].slice(1)}/:slug`, "routes/blog/article.tsx", { id: `article.${lang}` }),
]);

// The slug is optional so that a link without it still lands, by redirect, on the canonical URL.
const propertyRoutes = langs.map((lang) =>
  route(`${propertyPrefix[lang].slice(1)}:key/:slug?`, "routes/listings/property.tsx", { id: `property.${lang}` }),
);


// The agent's area: a gated layout (see routes/agent/layout.tsx) whose sections are its children.
const agentRoutes = langs.map((lang) =>
  route(agentPrefix[lang].slice(1), "routes/agent/layout.tsx", { id: `agent.${lang}` }, [
    index("routes/agent/leads.tsx", { id: `agent-leads.${lang}` }),
    route(agentDashboardPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/dashboard.tsx", { id: `agent-dashboard.${lang}` }),
    route("leads.csv", "routes/agent/leads-csv.ts", { id: `agent-leads-csv.${lang}` }),
    route("leads/:id", "routes/agent/lead.tsx", { id: `agent-lead.${lang}` }),
    route("leads/:id/contact", "routes/agent/lead-contact.ts", { id: `agent-lead-contact.${lang}` }),
    route(agentTodayPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/today.tsx", { id: `agent-today.${lang}` }),
    route(agentShowingsPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/showings.tsx", { id: `agent-showings.${lang}` }),
    route("leads/:id/photos/:index", "routes/agent/lead-photo.ts", { id: `agent-lead-photo.${lang}` }),
    route(agentVitalsPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/vitals.tsx", { id: `agent-vitals.${lang}` }),
    ...(lang === "es" ? [route(formerAgentVitalsPathEs.slice(agentPrefix.es.length + 1), "routes/agent/vitals-moved.ts", { id: "agent-vitals-moved.es" })] : []),
    route(agentListingsPrefix[lang].slice(agentPrefix[lang].length + 1), "routes/agent/listings.tsx", { id: `agent-listings.${lang}` }),
    route(newListingPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/listing-edit.tsx", { id: `agent-listing-new.${lang}` }),
    route(`${agentListingsPrefix[lang].slice(agentPrefix[lang].length + 1)}/:key`, "routes/agent/listing-edit.tsx", { id: `agent-listing.${lang}` }),
    route(agentReviewsPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/reviews.tsx", { id: `agent-reviews.${lang}` }),
    route(agentSettingsPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/settings.tsx", { id: `agent-settings.${lang}` }),
    route(agentProfilePath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/profile.tsx", { id: `agent-profile.${lang}` }),
    route(agentPagesPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/pages.tsx", { id: `agent-pages.${lang}` }),
    route(`${agentPagesPath[lang].slice(agentPrefix[lang].length + 1)}/:page/:textLang`, "routes/agent/page-edit.tsx", { id: `agent-page-edit.${lang}` }),
    route(agentArticlesPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/articles.tsx", { id: `agent-articles.${lang}` }),
    route(newArticlePath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/article-edit.tsx", { id: `agent-article-new.${lang}` }),
    route(`${agentArticlesPath[lang].slice(agentPrefix[lang].length + 1)}/:id`, "routes/agent/article-edit.tsx", { id: `agent-article.${lang}` }),
    route(newReviewPath[lang].slice(agentPrefix[lang].length + 1), "routes/agent/review-edit.tsx", { id: `agent-review-new.${lang}` }),
    route(`${agentReviewsPath[lang].slice(agentPrefix[lang].length + 1)}/:id`, "routes/agent/review-edit.tsx", { id: `agent-review.${lang}` }),
  ]),
);

export default [
  index("routes/root-loading.tsx"),
  ...pageRoutes,
  ...articleRoutes,
  ...propertyRoutes,
  ...agentRoutes,
  route("agent", "routes/agent/redirect.tsx"),
  route("agent/sw.js", "routes/agent/service-worker.ts"),
  route("sitemap", "routes/pages/sitemap.tsx", { id: "sitemap.bare" }),
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("images/articles/:id/:variant", "routes/api/article-image.ts"),
  route("open-houses/:id.ics", "routes/listings/open-house-ics.ts"),
  route("calendar/:token.ics", "routes/agent/calendar-feed.ts"),
  route("sitemaps/:file", "routes/seo/sitemap-listings.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("api/theme", "routes/api/theme.ts"),
  route("api/analytics/vitals", "routes/api/vitals.ts"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/account/welcome", "routes/api/welcome.ts"),
  route("api/favorites", "routes/api/favorites.ts"),
  route("api/saved-searches", "routes/api/saved-searches.ts"),
  route("api/map-pins", "routes/api/map-pins.ts"),
  route("api/map-listing", "routes/api/map-listing.ts"),
  route("api/search-suggestions", "routes/api/search-suggestions.ts"),
  route("api/map-style", "routes/api/map-style.ts"),
  route("api/recently-viewed", "routes/api/recently-viewed.ts"),
  route("api/agent/listings/:key/photos", "routes/api/agent-photos.ts"),
  route("api/agent/geocode", "routes/api/agent-geocode.ts"),
  route(agentUndoPath.slice(1), "routes/api/agent-undo.ts"),
  ...langs.map((lang) => route(`${showingAcceptPrefix[lang].slice(1)}:token`, "routes/showings/accept.tsx", { id: `showing-accept.${lang}` })),
  ...langs.map((lang) => route(`${unsubscribePrefix[lang].slice(1)}:token`, "routes/account/unsubscribe.tsx", { id: `unsubscribe.${lang}` })),
  ...langs.map((lang) => route(`${showingManageBase[lang].slice(1)}:action/:token`, "routes/showings/manage.tsx", { id: `showing-manage.${lang}` })),
  route("photos/:photoId/:variant", "routes/api/photo.ts"),
  route("images/scenes/:name/:variant", "routes/api/content-image.ts"),
  route("images/agent/:version/:variant", "routes/api/agent-photo.ts"),
  route(":lang/_error-check", "routes/api/error-check.ts"),
  route(":lang/_refused/:kind", "routes/refused.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
