/**
 * npm run bench:size
 * The JavaScript and CSS each page template loads before it is interactive,
 * in bytes after gzip: the route manifest, the entry, the root route and the
 * page's route with everything they import, as React Router preloads them
 * (read from the build's manifest), and the page language's texts. Chunks loaded later on demand (web-vitals) are listed
 * apart. Needs a production build (npm run build, or BUILD_DIR).
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";
import { pageIds, pages, type Template } from "../app/lib/routes";

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
  routes: Record<string, { module: RouteModule }>;
};
const manifest = build.assets;
const BUDGET_KB = 150;

const gzipped = new Map<string, number>();
function gzipSize(asset: string): number {
  let size = gzipped.get(asset);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(buildDir, "client", asset)), { level: 9 }).length;
    gzipped.set(asset, size);
  }
  return size;
}

/** One route per template (the first page using it), plus the routes outside the page table. */
const templateRoutes = new Map<string, string>();
for (const id of pageIds) {
  const template: Template = pages[id].template;
  if (!templateRoutes.has(template)) templateRoutes.set(template, `${id}.en`);
}
templateRoutes.set("article", "article.en");
templateRoutes.set("property", "property.en");
templateRoutes.set("root (language choice)", "routes/root-loading");

/** The page language's texts, which the client entry imports before hydrating (every template here is English). */
const pageTexts = readdirSync(path.join(buildDir, "client/assets")).filter((file) => /^texts\.en-.*\.js$/.test(file)).map((file) => `/assets/${file}`);

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const rows: Array<{ template: string; js: number; css: number; files: number }> = [];
for (const [template, routeId] of templateRoutes) {
  const root = manifest.routes.root;
  const route = manifest.routes[routeId];
  if (!root || !route) throw new Error(`No route ${routeId} in the manifest`);
  const js = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports, root.module, ...(root.imports ?? []), route.module, ...(route.imports ?? []), ...pageTexts]);
  // CSS arrives imported by a module (the manifest's css) or as a stylesheet of a route's links().
  const linked = [build.routes.root, build.routes[routeId]].flatMap((entry) => entry?.module.links?.() ?? []);
  const stylesheets = linked.filter((link) => link.rel === "stylesheet" && link.href?.startsWith("/assets/")).map((link) => link.href ?? "");
  const css = new Set([...(root.css ?? []), ...(route.css ?? []), ...stylesheets]);
  const sum = (files: Set<string>) => [...files].reduce((total, file) => total + gzipSize(file), 0);
  rows.push({ template, js: sum(js), css: sum(css), files: js.size + css.size });
}

console.log(`\nInitial JS and CSS per page template, KB after gzip (budget: JS ≤ ${BUDGET_KB} KB)\n`);
console.log("| template | route | JS | CSS | files | JS within budget |");
console.log("|---|---|---:|---:|---:|---|");
for (const row of rows) {
  console.log(`| ${row.template} | ${templateRoutes.get(row.template)} | ${kb(row.js)} | ${kb(row.css)} | ${row.files} | ${row.js <= BUDGET_KB * 1024 ? "yes" : "NO"} |`);
}
/** The field-reporting chunks load after hydration, not before: shown apart. */
const later = readdirSync(path.join(buildDir, "client/assets")).filter((file) => /^(vitals-client|web-vitals)-.*\.js$/.test(file));
if (later.length) {
  const bytes = later.reduce((total, file) => total + gzipSize(`/assets/${file}`), 0);
  console.log(`\nLoaded after hydration: field performance reporting (${later.join(", ")}) ${kb(bytes)} KB`);
}
