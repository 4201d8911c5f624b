/**
 * The one route table. React Router's route config, the language switch, the
 * menus, the human site map and /sitemap.xml are all derived from it.
 */
export const langs = ["en", "es"] as const;
export type Lang = (typeof langs)[number];
export const defaultLang: Lang = "en";

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "es";
}

/** Which route module renders a page. */
export type Template =
  | "home"
  | "content"
  | "category"
  | "city"
  | "community"
  | "blog"
  | "search"
  | "wishlist"
  | "sitemap"
  | "account"
  | "tools"
  | "market"
  | "gallery"
  | "staging"
  | "contact"
  | "showings";

/** Where a page is listed in the human site map. */
export type Section =
  | "main"
  | "residential"
  | "commercial"
  | "cities"
  | "communities"
  | "resources"
  | "account";

interface PageDef {
  readonly en: string;
  readonly es: string;
  readonly template: Template;
  readonly section: Section;
  /** Pages that are private to a visitor stay out of /sitemap.xml. */
  readonly indexable?: false;
}

export const pages = {
  home: { en: "/en", es: "/es", template: "home", section: "main" },
  about: { en: "/en/about", es: "/es/sobre-mi", template: "content", section: "main" },
  residential: { en: "/en/residential", es: "/es/residencial", template: "category", section: "residential" },
  "residential-for-sale": { en: "/en/residential/for-sale", es: "/es/residencial/en-venta", template: "category", section: "residential" },
  "residential-for-rent": { en: "/en/residential/for-rent", es: "/es/residencial/en-renta", template: "category", section: "residential" },
  "residential-new-construction": { en: "/en/residential/new-construction", es: "/es/residencial/nueva-construccion", template: "category", section: "residential" },
  commercial: { en: "/en/commercial", es: "/es/comercial", template: "category", section: "commercial" },
  "commercial-for-sale": { en: "/en/commercial/for-sale", es: "/es/comercial/en-venta", template: "category", section: "commercial" },
  "commercial-for-lease": { en: "/en/commercial/for-lease", es: "/es/comercial/en-renta", template: "category", section: "commercial" },
  "commercial-warehouses": { en: "/en/commercial/warehouses", es: "/es/comercial/almacenes", template: "category", section: "commercial" },
  "commercial-land": { en: "/en/commercial/land-for-sale", es: "/es/comercial/terreno-en-venta", template: "category", section: "commercial" },
  "commercial-refrigerated": { en: "/en/commercial/refrigerated-warehouses-mcallen", es: "/es/comercial/almacenes-refrigerados-mcallen", template: "category", section: "commercial" },
  luxury: { en: "/en/luxury-homes", es: "/es/casas-de-lujo", template: "category", section: "residential" },
  "private-showings": { en: "/en/private-showings", es: "/es/visitas-privadas", template: "showings", section: "resources" },
  casitas: { en: "/en/homes-with-casitas", es: "/es/casas-con-casitas", template: "category", section: "residential" },
  "first-time-buyers": { en: "/en/first-time-buyers-guide", es: "/es/guia-compradores-primerizos", template: "content", section: "resources" },
  communities: { en: "/en/rgv-communities", es: "/es/comunidades-del-rgv", template: "content", section: "communities" },
  market: { en: "/en/rgv-real-estate-market", es: "/es/mercado-inmobiliario-rgv", template: "market", section: "resources" },
  mcallen: { en: "/en/mcallen", es: "/es/mcallen", template: "city", section: "cities" },
  "mcallen-homes": { en: "/en/mcallen/homes-for-sale", es: "/es/mcallen/casas-en-venta", template: "category", section: "cities" },
  "mcallen-tres-lagos": { en: "/en/mcallen/tres-lagos", es: "/es/mcallen/tres-lagos", template: "community", section: "communities" },
  "mcallen-north-luxury": { en: "/en/mcallen/north-mcallen-luxury", es: "/es/mcallen/north-mcallen-lujo", template: "community", section: "communities" },
  mission: { en: "/en/mission", es: "/es/mission", template: "city", section: "cities" },
  "mission-homes": { en: "/en/mission/homes-for-sale", es: "/es/mission/casas-en-venta", template: "category", section: "cities" },
  "mission-sharyland": { en: "/en/mission/sharyland-plantation", es: "/es/mission/sharyland-plantation", template: "community", section: "communities" },
  "mission-meadow-creek": { en: "/en/mission/meadow-creek-in-the-valley", es: "/es/mission/meadow-creek-in-the-valley", template: "community", section: "communities" },
  pharr: { en: "/en/pharr", es: "/es/pharr", template: "city", section: "cities" },
  edinburg: { en: "/en/edinburg", es: "/es/edinburg", template: "city", section: "cities" },
  weslaco: { en: "/en/weslaco", es: "/es/weslaco", template: "city", section: "cities" },
  "san-juan": { en: "/en/san-juan", es: "/es/san-juan", template: "city", section: "cities" },
  alamo: { en: "/en/alamo", es: "/es/alamo", template: "city", section: "cities" },
  donna: { en: "/en/donna", es: "/es/donna", template: "city", section: "cities" },
  "pharr-homes": { en: "/en/pharr/homes-for-sale", es: "/es/pharr/casas-en-venta", template: "category", section: "cities" },
  "edinburg-homes": { en: "/en/edinburg/homes-for-sale", es: "/es/edinburg/casas-en-venta", template: "category", section: "cities" },
  "weslaco-homes": { en: "/en/weslaco/homes-for-sale", es: "/es/weslaco/casas-en-venta", template: "category", section: "cities" },
  "san-juan-homes": { en: "/en/san-juan/homes-for-sale", es: "/es/san-juan/casas-en-venta", template: "category", section: "cities" },
  "alamo-homes": { en: "/en/alamo/homes-for-sale", es: "/es/alamo/casas-en-venta", template: "category", section: "cities" },
  "donna-homes": { en: "/en/donna/homes-for-sale", es: "/es/donna/casas-en-venta", template: "category", section: "cities" },
  blog: { en: "/en/blog", es: "/es/blog", template: "blog", section: "resources" },
  wishlist: { en: "/en/wishlist", es: "/es/lista-deseos", template: "wishlist", section: "account", indexable: false },
  search: { en: "/en/search", es: "/es/buscar", template: "search", section: "main" },
  contact: { en: "/en/contact", es: "/es/contacto", template: "contact", section: "main" },
  tools: { en: "/en/tools", es: "/es/herramientas", template: "tools", section: "resources" },
  gallery: { en: "/en/gallery", es: "/es/galeria", template: "gallery", section: "resources" },
  staging: { en: "/en/staging", es: "/es/decoracion-virtual", template: "staging", section: "resources" },
  sitemap: { en: "/en/sitemap", es: "/es/mapa-del-sitio", template: "sitemap", section: "main" },
  account: { en: "/en/account", es: "/es/cuenta", template: "account", section: "account", indexable: false },
} as const satisfies Record<string, PageDef>;

export type PageId = keyof typeof pages;
export const pageIds = Object.keys(pages) as PageId[];

export function pagePath(id: PageId, lang: Lang): string {
  return pages[id][lang];
}

export function isIndexable(id: PageId): boolean {
  return (pages[id] as PageDef).indexable !== false;
}

function trimSlash(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith("/") ? pathname.replace(/\/+$/, "") : pathname;
}

/** The language a path belongs to: its first segment, English when it has none. */
export function langFromPath(pathname: string): Lang {
  const first = pathname.split("/")[1];
  return isLang(first) ? first : defaultLang;
}

const pageByPath = new Map<string, { id: PageId; lang: Lang }>(
  pageIds.flatMap((id) => langs.map((lang) => [pages[id][lang], { id, lang }] as const)),
);

export function findPage(pathname: string): { id: PageId; lang: Lang } | undefined {
  return pageByPath.get(trimSlash(pathname));
}

/** Where property pages live: `{prefix}{ListingKey}/{address-slug}` (see ~/lib/property-path). */
export const propertyPrefix = { en: "/en/property/", es: "/es/propiedad/" } as const satisfies Record<Lang, string>;

/** The one-click unsubscribe page of a saved search's alerts: the prefix, then its token. */

export const unsubscribePrefix = { en: "/en/alerts/unsubscribe/", es: "/es/alertas/cancelar/" } as const satisfies Record<Lang, string>;

/** Where a language's blog feed (Atom) is, beside its index. */
export function feedPath(lang: Lang): string {
  return `${pages.blog[lang]}/feed.xml`;
}

/** The agent's private area (noindex, never in a site map); its pages live under this prefix. */
export const agentPrefix = { en: "/en/agent", es: "/es/agente" } as const satisfies Record<Lang, string>;

/**
 * Pattern pairs for pages whose paths carry parameters, such as property
 * pages; the first pair a path starts with wins, so a longer prefix goes
 * before a shorter one. The agent area's sections switch through its layout's
 * `handle` (lib/agent-routes.ts), so their paths stay out of every visitor's
 * page; here its prefix alone.
 */
const patternPairs: ReadonlyArray<Record<Lang, string>> = [propertyPrefix, agentPrefix];

/**
 * The same page in the other language, with the query string and the #hash
 * kept. A page that knows its twin better (an article) names it in its loader
 * data (`switchTo`), which the language switch passes as `named`. Unknown paths fall back to the home page of the target language,
 * where neither means anything.
 */
export function switchPath(pathname: string, search: string, to: Lang, hash = "", named?: string): string {
  const path = trimSlash(pathname);
  const from = langFromPath(path);
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  const fragment = hash && hash !== "#" ? (hash.startsWith("#") ? hash : `#${hash}`) : "";
  if (named) return named + query + fragment;
  const page = findPage(path);
  if (page) return pages[page.id][to] + query + fragment;
  // An article's twin is the database's (ADR 0414): its page names it (`switchTo`); any other blog path goes to the blog.
  if (path.startsWith(`${pages.blog[from]}/`)) return pages.blog[to];
  for (const pair of patternPairs) {
    if (path.startsWith(pair[from])) return pair[to] + path.slice(pair[from].length) + query + fragment;
  }
  return pages.home[to];
}
