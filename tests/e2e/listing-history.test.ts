import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openHouseSlot } from "../../app/features/listings/open-houses";
import { listingHistoryEn } from "../../app/i18n/listing-history.en";
import { listingHistoryEs } from "../../app/i18n/listing-history.es";
import { listingsEn } from "../../app/i18n/listings.en";
import { listingsEs } from "../../app/i18n/listings.es";
import { propertyEn } from "../../app/i18n/property.en";
import { propertyEs } from "../../app/i18n/property.es";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { agentSession, createAgent } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { repoRoot, type RunningServer, startServer } from "../support/server";
import { migratedDataDir } from "../support/pglite-template";
import { pageFacts, structuredDataProblems, typedNodes } from "../support/structured-data";

const browser = browserForFile({ images: false });
let server: RunningServer;
let seeded: { openHouseId: number; startsAt: string; endsAt: string };
let agentCookie: string;
const AGENT = "history-agent@example.com";

const texts = { en: { listings: listingsEn, property: propertyEn, history: listingHistoryEn }, es: { listings: listingsEs, property: propertyEs, history: listingHistoryEs } };
const reduced = { en: "/en/property/AHIST0001/1208-quetzalcoatl-dr-mcallen-tx-78501", es: "/es/propiedad/AHIST0001/1208-quetzalcoatl-dr-mcallen-tx-78501" };
const search = { en: "/en/search?q=Quetzalcoatl", es: "/es/buscar?q=Quetzalcoatl" };

beforeAll(async () => {
  const dataDir = await migratedDataDir("rgv-history-");
  const output = await new Promise<string>((resolve, reject) =>
    execFile(process.execPath, ["node_modules/tsx/dist/cli.mjs", "tests/support/listing-history-seed.ts"], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout),
    ),
  );
  seeded = JSON.parse(output.trim().split("\n").at(-1) ?? "{}") as typeof seeded;
  const token = await createAgent(dataDir, AGENT);
  server = await startServer({ DATA_DIR: dataDir, SEED_COUNT: "40" });
  agentCookie = await agentSession(server.url, token, AGENT);
});

afterAll(async () => {
  await server?.stop();
});

describe.each(["en", "es"] as const)("price history and open houses in %s", (lang) => {
  const t = texts[lang];
  const openHouseText = () => {
    const slot = openHouseSlot(new Date(seeded.startsAt), new Date(seeded.endsAt));
    return t.listings.card.openHouse.replace("{day}", t.listings.card.days[slot.weekday] ?? "").replace("{time}", slot.time);
  };

  // English on a desktop, Spanish on a phone: the cards and the page lay out alike in both languages.
  const [size, device] = lang === "en" ? (["desktop", desktop] as const) : (["phone", phone] as const);
  it(`shows the reduced listing's card and page at ${size} size`, async () => {
    const context = await newContext(browser(), server.url, device);
    const page = await context.newPage();
    await page.goto(search[lang]);
    await hydrated(page);
    const card = page.locator('article[data-listing-key="AHIST0001"]');
    await expect.poll(() => card.textContent()).toContain(t.listings.badge.priceReduced);
    expect(await card.getByTestId("card-open-house").textContent()).toBe(openHouseText());
    expect(await card.textContent()).toContain("Marisa Villarreal");
    expect(await seriousViolations(page)).toEqual([]);

    await card.getByRole("link").click();
    await page.waitForURL(`${server.url}${reduced[lang]}`);
    await hydrated(page);
    const history = page.getByTestId("price-history");
    await expect.poll(() => history.locator("h2").textContent()).toBe(t.history.history.title);
    expect(await page.getByTestId("days-on-market").textContent()).toBe(t.history.history.days.other.replace("{count}", "40"));
    const rows = await history.locator("tbody tr").allTextContents();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain(t.history.history.priceChange);
    expect(rows[0]).toContain("$10,000");
    expect(rows[0]).toContain("2.9%");
    expect(rows[0]).toContain("$329,000");
    expect(rows[1]).toContain(t.history.history.listed);
    expect(rows[1]).toContain("$339,000");
    const facts = await page.getByTestId("facts").textContent();
    expect(facts).toContain(`$85${t.listings.card.perMonth}`);
    expect(facts).toContain("$6,400");
    expect(facts).toContain(t.history.facts.pool);
    // The one open house sits beside the price and facts (issue 44, item 7), above the photos, not after the forms.
    const next = page.getByTestId("next-open-house");
    expect(await next.textContent()).toContain(t.history.openHouses.add);
    const [nextBox, priceBox, galleryBox] = await Promise.all([next.boundingBox(), page.getByTestId("price").boundingBox(), page.getByTestId("gallery").boundingBox()]);
    expect((nextBox?.y ?? Infinity) > (priceBox?.y ?? 0) && (nextBox?.y ?? Infinity) < (galleryBox?.y ?? 0)).toBe(true);
    expect(await page.getByTestId("open-houses").count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("describes the open house as a free Event held by the agent's one entity, as Google's docs ask", async () => {
    const page = pageFacts(await (await fetch(`${server.url}${reduced[lang]}`)).text());
    expect(structuredDataProblems(reduced[lang], page.blocks, Date.now() + 60_000)).toEqual([]);
    const agent = { "@type": "RealEstateAgent", "@id": `${server.url}/#agent` };
    const nodes = typedNodes(page.blocks);
    expect(nodes.find((node) => node["@type"] === "Event")).toMatchObject({
      offers: { "@type": "Offer", price: 0, priceCurrency: "USD" },
      organizer: agent,
      performer: agent,
    });
    expect(nodes.find((node) => node["@type"] === "RealEstateListing")).toMatchObject({ offers: { offeredBy: agent } });
  });

  it("downloads the open house's calendar file with its times in UTC", async () => {
    const context = await newContext(browser(), server.url, desktop);
    const page = await context.newPage();
    await page.goto(reduced[lang]);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: t.history.openHouses.add }).click()]);
    expect(download.suggestedFilename()).toBe(`open-house-${seeded.openHouseId}.ics`);
    const response = await fetch(`${server.url}/open-houses/${seeded.openHouseId}.ics?lang=${lang}`);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const ics = await response.text();
    const utc = (iso: string) => iso.replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    expect(ics).toContain(`\r\nDTSTART:${utc(seeded.startsAt)}\r\nDTEND:${utc(seeded.endsAt)}\r\n`);
    expect(ics.replace(/\r\n /g, "")).toContain(`URL:${server.url}${reduced[lang]}`);
    await context.close();
  });
});

describe("what visitors see of sold, closed and draft listings", () => {
  it("shows the agent's own sale of 20 days ago as sold with its close price, without a showing form", async () => {
    for (const [lang, prefix] of [["en", "/en/property"], ["es", "/es/propiedad"]] as const) {
      const response = await fetch(`${server.url}${prefix}/AHIST0003/415-sold-mesquite-ln-mcallen-tx-78501`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(texts[lang].listings.badge.sold);
      expect(html).toMatch(/data-testid="sold-price">[^<]*\$318,000/);
      expect(html).not.toContain('data-testid="lead-form-showing"');
      // Out of the sitemap, which lists listings on the market, and out of the index alike (ADR 0127).
      expect(html).toContain('<meta name="robots" content="noindex"');
    }
    expect(await (await fetch(`${server.url}/sitemap.xml`)).text()).not.toContain("AHIST0003");
  });

  it("answers 410 for a closed demo listing, 404 for a draft and for a past or unknown open house", async () => {
    expect((await fetch(`${server.url}/en/property/DHIST0004/9-demo-closed-way-mcallen-tx-78501`)).status).toBe(410);
    expect((await fetch(`${server.url}/en/property/AHIST0002/77-draft-palm-ct-mcallen-tx-78501`)).status).toBe(404);
    expect((await fetch(`${server.url}/es/propiedad/AHIST0002`)).status).toBe(404);
    expect((await fetch(`${server.url}/open-houses/999999.ics`)).status).toBe(404);
    expect((await fetch(`${server.url}/open-houses/x.ics`)).status).toBe(404);
  });

  it("shows the signed-in agent their own draft as visitors would see it, marked as a preview and not indexed", async () => {
    for (const [lang, path] of [["en", "/en/property/AHIST0002/77-draft-palm-ct-mcallen-tx-78501"], ["es", "/es/propiedad/AHIST0002/77-draft-palm-ct-mcallen-tx-78501"]] as const) {
      const response = await fetch(`${server.url}${path}`, { headers: { Cookie: agentCookie } });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`data-testid="preview-banner">${texts[lang].history.preview}<`);
      expect(html).toContain('<meta name="robots" content="noindex"');
    }
    const context = await newContext(browser(), server.url, phone);
    const [name = "", value = ""] = agentCookie.split("=");
    await context.addCookies([{ name, value, url: server.url }]);
    const page = await context.newPage();
    await page.goto("/en/property/AHIST0002/77-draft-palm-ct-mcallen-tx-78501");
    await hydrated(page);
    expect(await page.getByTestId("preview-banner").textContent()).toBe(texts.en.history.preview);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
