import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { langs, pageIds, pages, propertyPrefix, type Template } from "./lib/routes";

/** Which module renders each template. Templates share a module until they need their own. */
const modules: Record<Template, string> = {
  home: "routes/pages/home.tsx",
  content: "routes/pages/content.tsx",
  category: "routes/pages/category.tsx",
  city: "routes/pages/city.tsx",
  community: "routes/pages/category.tsx",
  blog: "routes/blog/index.tsx",
  search: "routes/pages/search.tsx",
  wishlist: "routes/pages/content.tsx",
  sitemap: "routes/pages/sitemap.tsx",
  account: "routes/pages/content.tsx",
  tools: "routes/pages/tools.tsx",
  market: "routes/pages/market.tsx",
  gallery: "routes/pages/gallery.tsx",
  staging: "routes/pages/staging.tsx",
  contact: "routes/pages/content.tsx",
  showings: "routes/pages/content.tsx",
};

const pageRoutes = pageIds.flatMap((id) =>
  langs.map((lang) =>
    route(pages[id][lang].slice(1), modules[pages[id].template], { id: `${id}.${lang}` }),
  ),
);

const articleRoutes = langs.map((lang) =>
  route(`${pages.blog[lang].slice(1)}/:slug`, "routes/blog/article.tsx", { id: `article.${lang}` }),
);

// The slug is optional so that a link without it still lands, by redirect, on the canonical URL.
const propertyRoutes = langs.map((lang) =>
  route(`${propertyPrefix[lang].slice(1)}:key/:slug?`, "routes/listings/property.tsx", { id: `property.${lang}` }),
);


export default [
  index("routes/root-loading.tsx"),
  ...pageRoutes,
  ...articleRoutes,
  ...propertyRoutes,
  route("sitemap", "routes/pages/sitemap.tsx", { id: "sitemap.bare" }),
  route("sitemap.xml", "routes/seo/sitemap-xml.ts"),
  route("sitemaps/:file", "routes/seo/sitemap-listings.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("api/theme", "routes/api/theme.ts"),
  route("photos/:photoId/:variant", "routes/api/photo.ts"),
  route("images/scenes/:name/:variant", "routes/api/content-image.ts"),
  route(":lang/_error-check", "routes/api/error-check.ts"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
