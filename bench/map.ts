/**
 * npm run bench:map [-- --runs 5 --count 1500]
 * The search's map view with every demo listing (SEED_COUNT, default 1,500)
 * in clusters: frames per second while the map is dragged across the
 * Valley, on a desktop and on a phone profile with the CPU slowed 4×, and
 * how long a tap on the phone takes to answer while the map moves (the
 * longest gap between frames). Debian's Chromium draws WebGL in software
 * here (SwiftShader), so the desktop figure is a floor for a machine with a
 * GPU. Needs a production build (npm run build, or BUILD_DIR). A benchmark,
 * not a test: it asserts nothing.
 */
import { parseArgs } from "node:util";
import type { Page } from "playwright-core";
import { launchBrowser, phone } from "../tests/support/browser";
import { startServer } from "../tests/support/server";
import { median } from "./pages";

const { values } = parseArgs({ options: { runs: { type: "string", default: "5" }, count: { type: "string", default: "1500" } } });
const runs = Number(values.runs);

const server = await startServer({ SEED_COUNT: values.count });
const browser = await launchBrowser();

interface Run {
  fps: number;
  /** The longest time between two frames while dragging, ms. */
  worstFrame: number;
  markers: number;
}

/** Drags the map in a loop for about two seconds while counting animation frames in the page. */
async function drag(page: Page): Promise<Run> {
  const box = await page.locator('[data-testid="listing-map"]').boundingBox();
  if (!box) throw new Error("no map");
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  // A string, not a function: tsx would wrap a function's inner names in a helper the page lacks.
  await page.evaluate(`{
    const frames = [];
    window.__frames = frames;
    const tick = (time) => {
      frames.push(time);
      if (frames.length < 100000) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }`);
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let step = 0; step < 120; step++) {
    const angle = (step / 120) * Math.PI * 2;
    await page.mouse.move(x + Math.cos(angle) * box.width * 0.3, y + Math.sin(angle) * box.height * 0.3);
  }
  await page.mouse.up();
  const frames = await page.evaluate(() => (window as unknown as { __frames: number[] }).__frames.splice(0));
  const gaps = frames.slice(1).map((time, index) => time - (frames[index] ?? time));
  const span = (frames.at(-1) ?? 0) - (frames[0] ?? 0);
  return { fps: span > 0 ? ((frames.length - 1) * 1000) / span : 0, worstFrame: Math.max(...gaps), markers: await page.locator(".map-cluster, .map-pin").count() };
}

async function measure(profile: "desktop" | "phone"): Promise<Run[]> {
  const results: Run[] = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext(profile === "phone" ? { ...phone, baseURL: server.url } : { viewport: { width: 1366, height: 900 }, baseURL: server.url });
    const page = await context.newPage();
    if (profile === "phone") {
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    }
    await page.goto("/en/search?view=map", { waitUntil: "domcontentloaded" });
    await page.locator('[data-testid="listing-map"][data-state="ready"]').waitFor({ timeout: 60_000 });
    await page.locator(".map-cluster").first().waitFor({ timeout: 60_000 });
    results.push(await drag(page));
    await context.close();
    process.stderr.write(`${profile} run ${run + 1}/${runs}\n`);
  }
  return results;
}

try {
  const pins = (await (await fetch(`${server.url}/api/map-pins`)).json()) as { total: number };
  console.log(`map view of ${pins.total} listings, median of ${runs} runs`);
  for (const profile of ["desktop", "phone"] as const) {
    const results = await measure(profile);
    console.log(
      `${profile.padEnd(8)} ${median(results.map((run) => run.fps)).toFixed(1)} fps while dragging, worst frame ${median(results.map((run) => run.worstFrame)).toFixed(0)} ms, ${median(results.map((run) => run.markers))} markers in view${profile === "phone" ? " (CPU 4× slower)" : ""}`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
