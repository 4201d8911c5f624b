/**
 * npm run bench:size
 * The JavaScript and CSS each page template loads before it hydrates, in
 * bytes after gzip, in each language: the entry, the root route and the
 * page's route with everything they import, as React Router preloads them
 * (read from the build's manifest); the route manifest, or under lazy route
 * discovery the part of it the page inlines (the routes its path and the
 * path's ancestors match, ADR 0512); and the texts the
 * client entry loads first (the page language's, and the parts its page
 * needs). Islands, which load after and hydrate on their own, and field
 * reporting, which loads after hydration, are not counted. Needs a
 * production build (npm run build, or BUILD_DIR).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { pageParts } from "../app/i18n";
import { type Lang, type PageId } from "../app/lib/routes";
import { type PageTemplate, templatePages } from "./pages";

interface ManifestRoute {
  module: string;
  imports?: string[];
  css?: string[];
}
interface Manifest {
  /** The route manifest, a module every page loads first. */
  url: string;
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
}

const buildDir = path.resolve(process.env.BUILD_DIR || "build");
interface RouteModule {
  links?: () => Array<{ rel?: string; href?: string }>;
}
const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as {
  assets: Manifest;
  routes: Record<string, { module: RouteModule; path?: string }>;
  routeDiscovery?: { mode: string };
};
const manifest = build.assets;
const BUDGET_KB = 135;

const gzipped = new Map<string, number>();
function gzipSize(asset: string): number {
  let size = gzipped.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(buildDir, "client", asset)), { level: 9 }).length;
    gzipped.set(asset, size);
  }
  return size;
}

const routeIdOf = (template: PageTemplate, lang: Lang) => `${templatePages.get(template) ?? template}.${lang}`;

const assets = readdirSync(path.join(buildDir, "client/assets"));
/** The texts the client entry loads before hydrating: the page language's, and the parts its page needs. */
function textFiles(lang: Lang, page: PageId | undefined, template?: string): string[] {
  // A listing's page is no entry of the page table: its part (i18n/index.ts loadPageTexts) is named here.
  const names = ["texts", ...((page && pageParts[page]) ?? []), ...(template === "property" ? ["property-page"] : [])];
  return assets.filter((file) => names.some((name) => file.startsWith(`${name}.${lang}-`) && file.endsWith(".js"))).map((file) => `/assets/${file}`);
}

const lazyDiscovery = build.routeDiscovery?.mode === "lazy";
const routeManifest = lazyDiscovery ? [] : [manifest.url];

/** Under lazy discovery, the routes the page's inline script carries: root, the page's and those of its path's ancestors (react-router's getPartialManifest). */
function inlineManifest(routeId: string): number {
  if (!lazyDiscovery) return 0;
  const pagePath = build.routes[routeId]?.path ?? "";
  const ids = Object.keys(build.routes).filter((id) => {
    const routePath = build.routes[id]?.path;
    return id === "root" || id === routeId || (routePath !== undefined && routePath !== "" && !routePath.includes(":") && pagePath.startsWith(`${routePath}/`));
  });
  const routes = Object.fromEntries(ids.map((id) => [id, manifest.routes[id]]));
  return gzipSync(JSON.stringify({ entry: manifest.entry, routes }, null, 2), { level: 9 }).length;
}
const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);

function measure(routeId: string, texts: string[]) {
  const root = manifest.routes.root;
  const route = manifest.routes[routeId];
  if (!root || !route) throw new Error(`No route ${routeId} in the manifest`);
  const js = new Set([...routeManifest, manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? []), ...texts]);
  // CSS arrives imported by a module (the manifest's css) or as a stylesheet of a route's links().
  const linked = [build.routes.root, build.routes[routeId]].flatMap((entry) => entry?.module.links?.() ?? []);
  const stylesheets = linked.filter((link) => link.rel === "stylesheet" && link.href?.startsWith("/assets/")).map((link) => link.href ?? "");
  const css = new Set([...(root.css ?? []), ...(route.css ?? []), ...stylesheets]);
  return { js: sum(js) + inlineManifest(routeId), css: sum(css), files: js.size + css.size };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const within = (bytes: number) => (bytes <= BUDGET_KB * 1024 ? "yes" : "NO");
console.log(`\nInitial JS and CSS per page template, KB after gzip (budget: JS ≤ ${BUDGET_KB} KB)\n`);
console.log("| template | route | JS en | JS es | CSS | files | JS within budget |");
console.log("|---|---|---:|---:|---:|---:|---|");
for (const [template, page] of templatePages) {
  const en = measure(routeIdOf(template, "en"), textFiles("en", page, template));
  const es = measure(routeIdOf(template, "es"), textFiles("es", page, template));
  console.log(`| ${template} | ${routeIdOf(template, "en")} | ${kb(en.js)} | ${kb(es.js)} | ${kb(en.css)} | ${en.files} | ${within(Math.max(en.js, es.js))} |`);
}
// The root loading screen has no language of its own: it loads the remembered one's texts, English by default.
const rootScreen = measure("routes/root-loading", textFiles("en", undefined));
console.log(`| root (language choice) | routes/root-loading | ${kb(rootScreen.js)} | | ${kb(rootScreen.css)} | ${rootScreen.files} | ${within(rootScreen.js)} |`);
/** Islands (app/components/layout/island.tsx) and the chunks they bring load after the page's own code and are not counted. */
/** The field-reporting chunks load after hydration, not before: shown apart. */
const later = readdirSync(path.join(buildDir, "client/assets")).filter((file) => /^(vitals-client|web-vitals)-.*\.js$/.test(file));
if (later.length) {
  const bytes = later.reduce((total, file) => total + gzipSize(`/assets/${file}`), 0);
  console.log(`\nLoaded after hydration: field performance reporting (${later.join(", ")}) ${kb(bytes)} KB`);
}
