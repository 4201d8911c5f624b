import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { layoutShifts, pageOnSite, seriousViolations, watchLayoutShift } from "../support/page-quality";

const baseUrl = inject("baseUrl");
const browser = browserForFile();
let context: BrowserContext;
/** A listing on the market, found the way a visitor finds one: its card's link in the search. */
let active: { key: string; path: string };

async function firstCard(search: string): Promise<{ key: string; path: string }> {
  const html = await (await fetch(`${baseUrl}${search}`)).text();
  const match = /<article data-listing-key="([^"]+)"[\s\S]*?<h3[^>]*><a[^>]* href="([^"]+)"/.exec(html);
  if (!match?.[1] || !match[2]) throw new Error(`no listing card on ${search}`);
  return { key: match[1], path: match[2] };
}

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, desktop);
  active = await firstCard("/en/search?type=Residential&minPrice=400000&sort=price-asc");
});

describe("property page addresses", () => {
  it("redirects a wrong or missing slug to the canonical URL with 301, keeping the query", async () => {
    const slug = active.path.split("/").at(-1);
    for (const [from, to] of [
      [`/en/property/${active.key}/wrong-slug?utm_source=x`, `${active.path}?utm_source=x`],
      [`/en/property/${active.key}`, active.path],
      [`/es/propiedad/${active.key}/x`, `/es/propiedad/${active.key}/${slug}`],
    ] as const) {
      const response = await fetch(`${baseUrl}${from}`, { redirect: "manual" });
      expect(response.status, from).toBe(301);
      expect(new URL(response.headers.get("location") ?? "", baseUrl).href).toBe(`${baseUrl}${to}`);
    }
  });

  it("answers 404 for an unknown listing, in the URL's language", async () => {
    for (const path of ["/en/property/NO-SUCH-LISTING/some-street", "/es/propiedad/NO-SUCH-LISTING", "/en/property/%00/x"]) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(`<html lang="${path.slice(1, 3)}"`);
    }
  });

  it("answers 410 with similar listings for a listing that has left the market", async () => {
    const closed = await firstCard("/en/search?status=Closed");
    const response = await fetch(`${baseUrl}/en/property/${closed.key}`);
    expect(response.status).toBe(410);
    const html = await response.text();
    expect(html).toContain('data-testid="gone-listing"');
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(html.match(/<article data-listing-key="/g)?.length).toBeGreaterThan(0);
    expect(html).not.toContain(`data-listing-key="${closed.key}"`);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain(`/property/${closed.key}/`);
  });

  it("is in the sitemap with its alternates", async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    const es = active.path.replace("/en/property/", "/es/propiedad/");
    expect(sitemap).toContain(`<loc>${baseUrl}${active.path}</loc>`);
    expect(sitemap).toContain(`<loc>${baseUrl}${es}</loc>`);
    expect(sitemap).toContain(`<xhtml:link rel="alternate" hreflang="es" href="${baseUrl}${es}"/>`);
  });
});

describe("property page", () => {
  it("renders the listing on the server with its SEO, JSON-LD, facts, actions and attribution", async () => {
    const response = await fetch(`${baseUrl}${active.path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const es = active.path.replace("/en/property/", "/es/propiedad/");
    expect(html).toContain(`<link rel="canonical" href="${baseUrl}${active.path}"/>`);
    expect(html).toContain(`hrefLang="es" href="${baseUrl}${es}"`);
    const script = /<script type="application\/ld\+json">([^<]+)<\/script>/.exec(html)?.[1] ?? "[]";
    const jsonLd = JSON.parse(script) as Array<Record<string, unknown>>;
    const listing = jsonLd.find((item) => item["@type"] === "RealEstateListing") as { offers: { "@type": string; price: number }; url: string };
    expect(listing.offers["@type"]).toBe("Offer");
    expect(listing.offers.price).toBeGreaterThanOrEqual(400_000);
    expect(listing.url).toBe(`${baseUrl}${active.path}`);
    expect(jsonLd.some((item) => item["@type"] === "BreadcrumbList")).toBe(true);
    for (const testId of ["gallery", "facts", "remarks", "valley-map", "payment-estimate", "similar-listings", "idx-attribution"]) {
      expect(html, testId).toContain(`data-testid="${testId}"`);
    }
    // The showing and question buttons lead to the listing's own request forms on the page.
    for (const form of ["showing", "question"]) {
      const anchor = new RegExp(`href="#([^"]+)" data-testid="${form === "showing" ? "schedule-showing" : "ask-question"}"`).exec(html)?.[1];
      expect(anchor, form).toBeTruthy();
      expect(html).toContain(`id="${anchor}"`);
    }
    expect(html).toContain('href="mailto:?subject=');
    expect(html).toContain('href="https://wa.me/?text=');
    // The shared links carry the share's ref, so the agent sees a shared listing's leads (ADR 0426).
    expect(html).toMatch(/href="https:\/\/wa\.me\/\?text=[^"]*%3Fref%3Dshare-whatsapp"/);
    expect(html).toMatch(/href="mailto:\?subject=[^"]*%3Fref%3Dshare-email"/);
    expect(html).toMatch(/Information as of [A-Z][a-z]+ \d{1,2}, \d{4}/);
    expect(html).toContain("Listing courtesy of");
  });

  it("speaks Spanish on the Spanish page", async () => {
    const html = await (await fetch(`${baseUrl}${active.path.replace("/en/property/", "/es/propiedad/")}`)).text();
    expect(html).toContain('<html lang="es"');
    expect(html).toContain("Agendar una visita");
    expect(html).toMatch(/Información al \d{1,2} de [a-z]+ de \d{4}/);
    expect(html).toContain("/mes");
  });

  it("opens the gallery by keyboard, moves with the arrows, traps focus, and returns it on Escape", async () => {
    const page = await context.newPage();
    await page.goto(active.path, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const opener = page.locator('[data-testid="gallery-open"]');
    await opener.focus();
    await page.keyboard.press("Enter");
    const viewer = page.getByRole("dialog");
    await viewer.waitFor();
    const counter = viewer.locator('[data-testid="photo-counter"]');
    const total = Number((await counter.textContent())?.split("/")[1]);
    expect(total).toBeGreaterThan(1);
    expect(await counter.textContent()).toBe(`1 / ${total}`);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => counter.textContent()).toBe(`2 / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => counter.textContent()).toBe(`${total} / ${total}`);
    for (let step = 0; step < 5; step++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    const box = await viewer.locator("[data-current] img").boundingBox();
    if (!box) throw new Error("no photo in the viewer");
    await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height / 2, { steps: 5 });
    await page.mouse.up();
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    // The dialog hands focus back as it unmounts, a moment after it leaves the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("gallery-open");
    await page.close();
  });

  it.each([
    { name: "desktop", device: desktop },
    { name: "phone", device: phone },
  ])("does not shift its layout on the $name", async ({ device }) => {
    const measured = await newContext(browser(), baseUrl, device);
    await watchLayoutShift(measured);
    const page = await pageOnSite(measured);
    await page.goto(active.path);
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.02);
    await measured.close();
  });

  // English on a desktop, Spanish on a phone; property-phone checks the English page on a phone with its photo viewer open.
  it.each([
    { lang: "en", device: desktop },
    { lang: "es", device: phone },
  ] as const)("axe finds nothing serious or critical in $lang at $device.viewport.width px", async ({ lang, device }) => {
    const path = lang === "en" ? active.path : active.path.replace("/en/property/", "/es/propiedad/");
    const checked = await newContext(browser(), baseUrl, device);
    const page = await checked.newPage();
    await page.goto(path, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    expect(await seriousViolations(page)).toEqual([]);
    await checked.close();
  });
});
