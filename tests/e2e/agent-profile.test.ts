import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { agentProfileEn } from "../../app/i18n/agent-profile.en";
import { agentProfileEs } from "../../app/i18n/agent-profile.es";
import { agentEn } from "../../app/i18n/agent.en";
import { undoEs } from "../../app/i18n/undo.es";
import { pageEditorEn } from "../../app/i18n/page-editor.en";
import { pageEditorEs } from "../../app/i18n/page-editor.es";
import { profileEditorEn } from "../../app/i18n/profile-editor.en";
import { profileEditorEs } from "../../app/i18n/profile-editor.es";
import { pagePath } from "../../app/lib/routes";
import { demoSite } from "../../app/lib/site";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { agentSession, createAgent, signedInContext, startServerWithMail, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const AGENT = "agent-profile@example.com";
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile();

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-profile-"));
  // A portrait-shaped photo, so the profile's square crop is visible in its sizes.
  const photo = path.join(dataDir, "agent.jpg");
  writeFileSync(photo, await sharp({ create: { width: 600, height: 800, channels: 3, background: "#6a4" } }).jpeg().toBuffer());
  const token = await createAgent(dataDir, AGENT);
  lead = await startServerWithMail({ SITE_AGENT_PHOTO: photo }, dataDir);
  agentCookie = await agentSession(lead.url, token, AGENT);
});
afterAll(async () => {
  await lead?.stop();
});

const text = (pathname: string) => fetch(`${lead.url}${pathname}`).then((response) => response.text());

/** The page's RealEstateAgent JSON-LD, parsed. */
function agentLd(html: string): Record<string, unknown> | undefined {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? "null") as Record<string, unknown>);
  return blocks.find((block) => block["@type"] === "RealEstateAgent");
}

/** How long a look after a change waits for the visitor's page to follow it. */
const followsChange = { timeout: 10_000, interval: 300 };

/** The review with these words on a visitor's page, as the server has it now: its lang attribute and note, or null. */
async function reviewOnPage(page: Page, pathname: string, words: string): Promise<{ lang: string | null; figure: string } | null> {
  await page.goto(pathname, { waitUntil: "domcontentloaded" });
  // Browsers may reuse a public page for a minute (ADR 0501); a reload asks the server, whose kept page follows the reviews.
  await page.reload({ waitUntil: "domcontentloaded" });
  const quote = page.getByTestId("agent-reviews").locator("blockquote", { hasText: words });
  if ((await quote.count()) === 0) return null;
  return { lang: await quote.getAttribute("lang"), figure: (await quote.locator("xpath=..").textContent()) ?? "" };
}

describe("the agent as a person", () => {
  it("keeps the reviews area the site's 404 for anyone but the agent", async () => {
    for (const target of ["/en/agent/reviews", "/es/agente/resenas", "/es/agente/resenas/nueva", "/en/agent/reviews/1"]) {
      expect((await fetch(`${lead.url}${target}`, { redirect: "manual" })).status).toBe(404);
      const post = await fetch(`${lead.url}${target}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: lead.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=save&name=Spam&city=X&text=Y&reviewDate=2026-01-01&lang=en",
      });
      expect(post.status).toBe(404);
    }
  });

  it("answers a bad form without script with its errors, translated, and a good one with a redirect", async () => {
    const post = (pathname: string, body: Record<string, string>) =>
      fetch(`${lead.url}${pathname}`, { method: "POST", redirect: "manual", headers: { Cookie: agentCookie, Origin: lead.url, "Content-Type": "application/x-www-form-urlencoded" }, body: new URLSearchParams(body) });
    const refused = await post("/es/agente/resenas/nueva", { intent: "save", name: "", city: "Pharr", text: "<b>hola</b>", reviewDate: "2999-01-01", lang: "fr" });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    for (const message of [agentProfileEs.admin.errors.required, agentProfileEs.admin.errors.markup, agentProfileEs.admin.errors.date, agentProfileEs.admin.errors.choice]) expect(html).toContain(message);
    expect(html).toContain('value="Pharr"');
    expect((await post("/en/agent/reviews/new", { intent: "bogus" })).status).toBe(400);
    expect((await post("/en/agent/reviews/99999999999", { intent: "save" })).status).toBe(404);
    const saved = await post("/en/agent/reviews/new", { intent: "save", name: "Hidden H.", city: "Alamo", text: "Not for the site yet.", reviewDate: "2026-01-05", lang: "en" });
    expect(saved.status).toBe(303);
    expect(saved.headers.get("Location")).toBe("/en/agent/reviews");
    expect(await text("/en/about")).not.toContain("Not for the site yet.");
  });

  it("the agent adds a review in Spanish, visitors see it in Spanish on both languages' pages, then it is edited and deleted", async () => {
    const t = agentProfileEs.admin;
    const words = `Marisa nos ayudó a vender nuestra casa en Edinburg en tres semanas ${process.pid}.`;
    const visitor = await newContext(browser(), lead.url, desktop);
    const visit = await visitor.newPage();
    // Kept by the page cache first: adding a review must retire the kept page.
    expect(await reviewOnPage(visit, "/es", words)).toBeNull();

    const context = await signedInContext(browser(), lead.url, agentCookie, desktop);
    const page = await context.newPage();
    await page.goto("/es/agente");
    await hydrated(page);
    await page.getByRole("link", { name: t.nav, exact: true }).click();
    await page.waitForURL("**/es/agente/resenas");
    await page.getByRole("link", { name: t.add }).click();
    await page.waitForURL("**/es/agente/resenas/nueva");
    // "Reseña" is also in the date's and the language's labels: each field by its label's target.
    const field = (name: "name" | "city" | "text" | "date" | "lang") => page.locator(`#review-${name}`);
    expect(await page.locator('label[for="review-text"]').textContent()).toContain(t.fields.text);
    await field("name").fill("Rosa M.");
    await field("city").fill("Edinburg");
    await field("text").fill(words);
    await field("date").fill("2026-10-15");
    await field("lang").selectOption("es");
    await page.getByRole("button", { name: t.create }).click();
    await page.waitForURL("**/es/agente/resenas");
    await page.locator("[data-sonner-toast]", { hasText: t.toasts.added }).waitFor();
    await expect.poll(() => page.getByTestId("agent-review").filter({ hasText: "Rosa M." }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);

    // A kept page may lag a change by up to a second (the server reuses its read of the content version that long),
    // so each look after a change waits for the page to follow it.
    await expect.poll(() => reviewOnPage(visit, "/es", words), followsChange).toEqual({ lang: null, figure: expect.stringContaining("Rosa M., Edinburg") });
    await expect.poll(() => reviewOnPage(visit, "/es/sobre-mi", words), followsChange).toMatchObject({ lang: null });
    for (const pathname of ["/en", "/en/about"]) {
      await expect.poll(() => reviewOnPage(visit, pathname, words), followsChange).toEqual({ lang: "es", figure: expect.stringContaining(agentProfileEn.reviews.writtenIn.es) });
    }

    const editLink = () => page.getByRole("link", { name: t.editLabel.replace("{name}", "Rosa M."), exact: true });
    await editLink().click();
    await page.waitForURL(/\/es\/agente\/resenas\/\d+$/);
    const edited = `${words} ¡Muy recomendada!`;
    await field("text").fill(edited);
    await page.getByRole("button", { name: t.save }).click();
    await page.locator("[data-sonner-toast]", { hasText: t.toasts.saved }).waitFor();
    await expect.poll(async () => (await reviewOnPage(visit, "/en/about", "¡Muy recomendada!"))?.lang, followsChange).toBe("es");

    await editLink().click();
    await page.waitForURL(/\/es\/agente\/resenas\/\d+$/);
    await page.getByRole("button", { name: t.delete }).click();
    await expect.poll(() => page.getByText(t.errors.confirm).count()).toBe(1);
    await page.getByLabel(t.deleteConfirm.replace("{name}", "Rosa M.")).check();
    await page.getByRole("button", { name: t.delete }).click();
    await page.waitForURL("**/es/agente/resenas");
    await page.locator("[data-sonner-toast]", { hasText: undoEs.deleted.review }).waitFor();
    await expect.poll(() => reviewOnPage(visit, "/es", words), followsChange).toBeNull();
    await expect.poll(() => reviewOnPage(visit, "/en/about", words), followsChange).toBeNull();
    await context.close();
    await visitor.close();
  });

  it("puts RealEstateAgent JSON-LD with the required fields on the home and About pages in both languages", async () => {
    for (const pathname of ["/en", "/es", "/en/about", "/es/sobre-mi"]) {
      const ld = agentLd(await text(pathname));
      expect(ld, pathname).toMatchObject({
        "@context": "https://schema.org",
        name: demoSite.agentName,
        telephone: demoSite.phone,
        address: { "@type": "PostalAddress", addressLocality: demoSite.office.city, postalCode: demoSite.office.zip },
        knowsLanguage: ["en", "es"],
        parentOrganization: { "@type": "Organization", name: demoSite.brokerage },
      });
      expect(ld?.areaServed, pathname).toHaveLength(8);
      expect(String(ld?.url)).toMatch(pathname.startsWith("/es") ? /\/es\/sobre-mi$/ : /\/en\/about$/);
      const image = await fetch(String(ld?.image));
      expect(image.headers.get("Content-Type")).toBe("image/jpeg");
      expect(await sharp(Buffer.from(await image.arrayBuffer())).metadata()).toMatchObject({ width: 480, height: 480 });
    }
    expect(agentLd(await text("/en/first-time-buyers-guide"))).toBeUndefined();
  });

  it("shows the demo agent's initials, never a stranger's face, where no photo is set", async () => {
    // The suite's shared server runs on the demo identity, without SITE_AGENT_PHOTO.
    const html = await (await fetch(`${inject("baseUrl")}/es/sobre-mi`)).text();
    expect(html).toMatch(/data-testid="agent-monogram"[^>]*>MV</);
    expect(html).not.toContain("/images/agent/");
    // The entity keeps an image (ADR 0127): the site's own picture, the same as its logo, never a face.
    const ld = agentLd(html);
    expect(ld?.image).toBe(ld?.logo);
    expect(String(ld?.image)).toMatch(/og-home/);
  });

  it("fits a phone and passes axe on the home and About pages, with the photo in a modern format", async () => {
    const context = await newContext(browser(), lead.url, phone);
    const page = await context.newPage();
    for (const [pathname, t] of [["/es", agentProfileEs], ["/en/about", agentProfileEn]] as const) {
      await page.goto(pathname);
      await hydrated(page);
      const section = page.getByTestId("agent-profile");
      await section.scrollIntoViewIfNeeded();
      await expect.poll(() => section.locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await section.locator("img").evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/images\/agent\/[0-9a-f]{16}\/w(320|480)\.avif$/);
      expect(await section.getByRole("heading", { name: demoSite.agentName }).count()).toBe(1);
      expect(await section.textContent()).toContain(t.profile.languages);
      const box = await section.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= phone.viewport.width).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(phone.viewport.width);
      const shot = await sharp(await section.screenshot()).metadata();
      expect(shot.width).toBeLessThanOrEqual(phone.viewport.width * phone.deviceScaleFactor);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await context.close();
  });
});

describe("the agent's profile editor", () => {
  it("on a 360 px phone without JavaScript, in Spanish: a new bio, phone and photo show to visitors at once, kept pages included", async () => {
    const before = await text("/es/sobre-mi");
    expect(before).not.toContain("Trabajo en todo el Valle desde 2011.");
    const context = await signedInContext(browser(), lead.url, agentCookie, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es/agente/perfil");
    await page.getByLabel(profileEditorEs.fields.bioEs).fill("Trabajo en todo el Valle desde 2011.");
    await page.locator("#profile-phone").fill("956 555 0177");
    await page.getByLabel(profileEditorEs.fields.photo).setInputFiles({ name: "yo.jpg", mimeType: "image/jpeg", buffer: await sharp({ create: { width: 900, height: 600, channels: 3, background: "#a46" } }).jpeg().toBuffer() });
    expect(await page.evaluate(() => document.documentElement.scrollWidth).catch(() => 0)).toBeLessThanOrEqual(360);
    await page.getByTestId("save-profile").click();
    await page.getByTestId("profile-history-list").waitFor();
    expect(await page.getByTestId("profile-history-list").textContent()).toMatch(/Biografía en español.*Teléfono.*foto|Teléfono.*Biografía en español.*foto/);

    // A kept page follows within the page cache's version read (a second).
    await expect.poll(() => text("/es/sobre-mi"), followsChange).toContain("Trabajo en todo el Valle desde 2011.");
    const after = await text("/es/sobre-mi");
    expect(after).toContain("(956) 555-0177");
    expect(agentLd(after)).toMatchObject({ telephone: "+19565550177" });
    const photoOf = (html: string) => /\/images\/agent\/([0-9a-f]{16})\/w320\.jpg/.exec(html)?.[1];
    expect(photoOf(after)).toBeTruthy();
    expect(photoOf(after)).not.toBe(photoOf(before));
    const served = await fetch(`${lead.url}/images/agent/${photoOf(after)}/w320.jpg`);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(320);
    // Every page's footer and phone links follow: the home page is a kept page too.
    expect(await text("/en")).toContain("(956) 555-0177");
    await context.close();
  });

  it("on a desktop with JavaScript, in English: a refused save names the fields in English, keeps what was typed, and passes axe", async () => {
    const context = await signedInContext(browser(), lead.url, agentCookie, desktop);
    const page = await context.newPage();
    await page.goto("/en/agent/profile");
    await hydrated(page);
    await page.getByLabel(profileEditorEn.fields.officeZip).fill("785");
    await page.getByLabel(profileEditorEn.fields.bioEn).fill("Kept while the ZIP is fixed.");
    await page.getByTestId("save-profile").click();
    await page.getByTestId("profile-errors").waitFor();
    expect(await page.getByTestId("profile-errors").textContent()).toBe("Please correct 1 field.");
    expect(await page.getByText(profileEditorEn.errors.zip).count()).toBe(1);
    expect(await page.getByLabel(profileEditorEn.fields.bioEn).inputValue()).toBe("Kept while the ZIP is fixed.");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe("the page text editor", () => {
  it("on a 360 px phone without JavaScript, in Spanish: a city guide's introduction previewed, saved, and read by visitors", async () => {
    const context = await signedInContext(browser(), lead.url, agentCookie, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es/agente/paginas");
    await page.getByRole("link", { name: `${pageEditorEs.editIn.es}: McAllen` }).click();
    const body = page.getByRole("textbox", { name: pageEditorEs.fields.body });
    const intro = "McAllen es donde vivo y trabajo desde hace {years} años. Revisa [nuestras herramientas](tools).";
    const rest = (await body.inputValue()).split(/\n\n/).slice(1).join("\n\n");
    await body.fill(`${intro}\n\n${rest}`);
    await page.getByTestId("preview-page-text").click();
    expect(await page.getByTestId("page-preview").textContent()).toContain("desde hace 12 años");
    expect(await page.evaluate(() => document.documentElement.scrollWidth).catch(() => 0)).toBeLessThanOrEqual(360);
    await page.getByTestId("save-page-text").click();
    await page.waitForURL(/\/es\/agente\/paginas\/mcallen\/es$/);
    await expect.poll(() => text(pagePath("mcallen", "es")), followsChange).toContain("McAllen es donde vivo y trabajo desde hace 12 años.");
    expect(await text(pagePath("mcallen", "es"))).toMatch(/href="\/es\/herramientas"[^>]*>nuestras herramientas</);
    await context.close();
  });

  it("on a desktop with JavaScript, in English: text typed survives a reload, and a save from a stale tab shows both versions instead of overwriting", async () => {
    const context = await signedInContext(browser(), lead.url, agentCookie, desktop);
    const [first, second] = [await context.newPage(), await context.newPage()];
    for (const tab of [first, second]) {
      await tab.goto("/en/agent/pages/weslaco/en");
      await hydrated(tab);
    }
    await first.getByLabel(pageEditorEn.fields.h1).fill("Weslaco, saved first");
    await first.getByTestId("save-page-text").click();
    await first.getByText(agentEn.toasts.pageTextSaved).waitFor();

    await second.getByLabel(pageEditorEn.fields.h1).fill("Weslaco, typed in the stale tab");
    // The draft is kept every two seconds as it is typed.
    await expect.poll(() => second.evaluate(() => localStorage.getItem("page-text-draft:weslaco:en") ?? "")).toContain("typed in the stale tab");
    await second.reload();
    await hydrated(second);
    await second.getByTestId("draft-restored").waitFor();
    expect(await second.locator("#page-h1").inputValue()).toBe("Weslaco, typed in the stale tab");
    await second.getByTestId("save-page-text").click();
    await second.getByTestId("page-conflict").waitFor();
    expect(await second.getByTestId("conflict-theirs").textContent()).toContain("Weslaco, saved first");
    expect(await second.locator("#page-h1").inputValue()).toBe("Weslaco, typed in the stale tab");
    expect(await text(pagePath("weslaco", "en"))).toContain("Weslaco, saved first");
    expect(await seriousViolations(second)).toEqual([]);
    await context.close();
  });
});
