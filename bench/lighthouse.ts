/**
 * npm run bench:lighthouse [-- --runs 3 --langs en,es --pages home,search --entry same-site --cpu 4]
 * Lighthouse (mobile, simulated throttling) against the production build on
 * one page of each kind in both languages; prints the median of each score
 * and of LCP, TBT and CLS per page. Uses the system Chromium (CHROME_PATH,
 * default /usr/bin/chromium); nothing is downloaded. Needs a production build
 * (npm run build, or BUILD_DIR). A benchmark, not a test: it asserts nothing.
 *
 * Each run starts from a page of the site (its robots.txt), as a visitor moving
 * between pages does: the pages carry Cross-Origin-Opener-Policy: same-origin, so
 * a run from about:blank (`--entry cross-site`) also times Chromium starting a
 * fresh renderer for the new browsing context group, which it counts in the
 * page's blocking time (ADR 0503, session 14). Each page has one uncounted
 * warm-up run before its measured ones, so that no run times the server drawing
 * photo variants for the first time.
 *
 * `--cpu N` sets Lighthouse's simulated CPU slowdown (4 by default, its mobile
 * preset); 6 stands for a slower phone than the one Lighthouse assumes.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Lang } from "../app/lib/routes";
import { startServer } from "../tests/support/server";
import { benchPages, median } from "./pages";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    langs: { type: "string", default: "en,es" },
    pages: { type: "string" },
    /** A folder to write each run's full report (JSON) into, to see why a page misses. */
    save: { type: "string" },
    entry: { type: "string", default: "same-site" },
    cpu: { type: "string", default: "4" },
  },
});
const runs = Number(values.runs);
const langList = values.langs.split(",") as Lang[];
const pageFilter = values.pages?.split(",");
if (values.entry !== "same-site" && values.entry !== "cross-site") throw new Error(`--entry is same-site or cross-site, not ${values.entry}`);
const crossSite = values.entry === "cross-site";
const cpuSlowdown = Number(values.cpu);
if (!(cpuSlowdown >= 1)) throw new Error(`--cpu is a slowdown of 1 or more, not ${values.cpu}`);

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;
const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100, lcp: 1800, tbt: 100, cls: 0.02 };

interface Run {
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  /** Lighthouse's measure of the host's CPU at the time of the run (see the note under the table). */
  benchmarkIndex: number;
  /** Audits below full marks in any category but performance, to see what to fix. */
  failing: string[];
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

const rows: Array<{ lang: Lang; label: string; path: string; runs: Run[] }> = [];
try {
  for (const lang of langList) {
    for (const page of await benchPages(server.url, lang)) {
      if (pageFilter && !pageFilter.includes(page.label.replace(" ", "-"))) continue;
      const pageRuns: Run[] = [];
      // One run first that counts for nothing: a new server draws each photo variant the first time it is asked for,
      // and that run's page shared the two cores with the drawing (LCP ~2.4 s, TBT ~1 s). A server in use has them.
      for (let run = -1; run < runs; run += 1) {
        process.stderr.write(run < 0 ? `${page.path} warm-up…\n` : `${page.path} run ${run + 1}/${runs}…\n`);
        const result = await lighthouse(`${server.url}${page.path}`, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: [...categories],
          blankPage: crossSite ? "about:blank" : `${server.url}/robots.txt`,
          throttling: { cpuSlowdownMultiplier: cpuSlowdown },
        });
        if (run < 0) continue;
        const lhr = result?.lhr;
        if (!lhr) throw new Error(`Lighthouse gave no result for ${page.path}`);
        if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
        if (values.save) {
          mkdirSync(values.save, { recursive: true });
          writeFileSync(path.join(values.save, `${lang}-${page.label.replace(" ", "-")}-${run + 1}.json`), JSON.stringify(lhr));
        }
        const score = (id: (typeof categories)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const failing = categories
          .filter((id) => id !== "performance")
          .flatMap((id) => lhr.categories[id]?.auditRefs ?? [])
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        pageRuns.push({
          scores: { performance: score("performance"), accessibility: score("accessibility"), "best-practices": score("best-practices"), seo: score("seo") },
          lcp: numeric("largest-contentful-paint"),
          tbt: numeric("total-blocking-time"),
          cls: numeric("cumulative-layout-shift"),
          benchmarkIndex: lhr.environment.benchmarkIndex,
          failing,
        });
      }
      rows.push({ lang, label: page.label, path: page.path, runs: pageRuns });
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}

const mark = (ok: boolean) => (ok ? "" : " ✗");
console.log(`\nLighthouse ${runs}× per page, mobile, ${cpuSlowdown}× CPU slowdown, ${values.entry} entry, medians (targets: Performance ≥ ${targets.performance}, others 100, LCP ≤ 1.8 s, TBT ≤ 100 ms, CLS ≤ 0.02)\n`);
// Each run's TBT too: on a small machine it moves a lot from run to run, and a median alone hides that.
console.log("| page | path | Perf | A11y | BP | SEO | LCP s | TBT ms | TBT runs ms | CLS |");
console.log("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|");
const misses: string[] = [];
for (const { lang, label, path, runs: pageRuns } of rows) {
  const med = (pick: (run: Run) => number) => median(pageRuns.map(pick));
  const perf = med((r) => r.scores.performance);
  const a11y = med((r) => r.scores.accessibility);
  const bp = med((r) => r.scores["best-practices"]);
  const seo = med((r) => r.scores.seo);
  const lcp = med((r) => r.lcp);
  const tbt = med((r) => r.tbt);
  const cls = med((r) => r.cls);
  console.log(
    `| ${label} (${lang}) | ${path} | ${perf}${mark(perf >= targets.performance)} | ${a11y}${mark(a11y >= targets.accessibility)} | ${bp}${mark(bp >= targets["best-practices"])} | ${seo}${mark(seo >= targets.seo)} | ${(lcp / 1000).toFixed(2)}${mark(lcp <= targets.lcp)} | ${tbt.toFixed(0)}${mark(tbt <= targets.tbt)} | ${pageRuns
      .map((r) => r.tbt)
      .sort((a, b) => a - b)
      .map((value) => value.toFixed(0))
      .join(" / ")} | ${cls.toFixed(3)}${mark(cls <= targets.cls)} |`,
  );
  const failing = [...new Set(pageRuns.flatMap((r) => r.failing))];
  if (failing.length) misses.push(`${path}: ${failing.join(", ")}`);
}
const indexes = rows.flatMap((row) => row.runs.map((r) => r.benchmarkIndex)).sort((a, b) => a - b);
// Simulated blocking time is the host's observed task time times four; the index, taken at each run, shows how much
// the host's speed moved during the bench (it does not see other processes competing with the page while it loads).
console.log(
  `\nHost benchmark index: median ${median(indexes).toFixed(0)}, range ${indexes[0]?.toFixed(0)}–${indexes.at(-1)?.toFixed(0)} (Lighthouse calibrates its CPU slowdown for 1,500–2,000; a wide range means a noisy host).`,
);
if (misses.length) console.log(`\nAudits short of full marks (accessibility, best practices, SEO):\n  ${misses.join("\n  ")}`);
