import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingEditorEn } from "../../app/i18n/listing-editor.en";
import { listingPhotosEn } from "../../app/i18n/listing-photos.en";
import { listingPhotosEs } from "../../app/i18n/listing-photos.es";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { signedInContext, startLeadServerWithAgent, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const AGENT = "listing-photos@example.com";
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile();

beforeAll(async () => {
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT));
});
afterAll(async () => {
  await lead?.stop();
});

async function signedIn(device: typeof desktop | typeof phone): Promise<BrowserContext> {
  const context = await signedInContext(browser(), lead.url, agentCookie, device);
  // A step that can't happen fails with its own message, not the test's timeout.
  context.setDefaultTimeout(15_000);
  return context;
}

/** A camera-like photo: noise compresses badly, so a few hundred kilobytes take a moment on a slow uplink. */
async function photo(name: string, tint: string): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const noise = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 40 } } }).png().toBuffer();
  const buffer = await sharp(noise).tint(tint).jpeg({ quality: 95 }).toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** A new draft of the agent's own through the editor: its key. */
async function newDraft(page: Page, address: string): Promise<string> {
  const t = listingEditorEn.editor;
  await page.goto("/en/agent/listings/new");
  await hydrated(page);
  await page.getByLabel(t.fields.address).fill(address);
  await page.getByLabel(t.fields.city).selectOption({ label: "McAllen" });
  await page.getByLabel(t.fields.zip).fill("78504");
  await page.getByLabel(t.fields.price, { exact: false }).first().fill("289000");
  await page.getByRole("button", { name: t.saveDraft }).click();
  await page.waitForURL(/\/en\/agent\/listings\/A[0-9A-Z]{8}$/);
  await hydrated(page);
  return page.url().split("/").at(-1) ?? "";
}

const shownKeys = (page: Page) => page.getByTestId("editor-photo").evaluateAll((items) => items.map((item) => item.getAttribute("data-media-key")));

describe("the listing editor's photos", () => {
  it("are the site's 404 for anyone but the agent", async () => {
    const body = new FormData();
    body.append("photos", new Blob([new Uint8Array((await photo("a.jpg", "#888")).buffer)], { type: "image/jpeg" }), "a.jpg");
    const anonymous = await fetch(`${lead.url}/api/agent/listings/A23456789/photos`, { method: "POST", body, headers: { Origin: lead.url }, redirect: "manual" });
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get("x-content-type-options")).toBe("nosniff");
    // The agent too, for a listing that is not their own.
    const agent = await fetch(`${lead.url}/api/agent/listings/A23456789/photos`, { method: "POST", body, headers: { Origin: lead.url, Cookie: agentCookie }, redirect: "manual" });
    expect(agent.status).toBe(404);
  });

  it("an agent uploads three at once, reorders by keyboard, describes and deletes one, and a bad file says why (desktop)", async () => {
    const t = listingPhotosEn;
    const context = await signedIn(desktop);
    const page = await context.newPage();
    const key = await newDraft(page, "401 Photo Ln");

    // A slow uplink, so each file's own progress bar is there to see.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 400_000 });
    const files = await Promise.all([photo("kitchen.jpg", "#c84"), photo("pool.jpg", "#48c"), photo("yard.jpg", "#4a4")]);
    await page.getByLabel(t.choose).setInputFiles(files);
    await expect.poll(() => page.getByRole("progressbar", { name: /kitchen\.jpg|pool\.jpg|yard\.jpg/ }).count()).toBeGreaterThan(0);
    await cdp.send("Network.emulateNetworkConditions", { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
    await expect.poll(() => page.getByTestId("photo-uploads").locator('[data-state="done"]').count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(() => page.getByTestId("editor-photo").count()).toBe(3);
    expect(await page.getByTestId("photo-upload-error").count()).toBe(0);
    const thumbnail = page.getByTestId("editor-photo").first().locator("img");
    await thumbnail.scrollIntoViewIfNeeded();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth), { timeout: 10_000 }).toBe(320);

    // Moving the third photo up with the keyboard: the focus stays with it.
    const [first, second, third] = (await shownKeys(page)) as [string, string, string];
    await page.locator(`[data-move="${third}-up"]`).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => shownKeys(page)).toEqual([first, third, second]);
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-move"))).toMatch(new RegExp(`^${third}-`));

    const moved = page.locator(`[data-media-key="${third}"]`);
    await moved.getByLabel(t.captionEn).fill("Pool with a covered patio");
    await moved.getByLabel(t.captionEs).fill("Alberca con patio techado");
    await moved.getByRole("button", { name: t.saveCaption }).click();
    await expect.poll(() => page.getByRole("img", { name: "Pool with a covered patio" }).count()).toBe(1);
    await page.reload();
    await hydrated(page);
    expect(await page.locator(`[data-media-key="${third}"]`).getByLabel(t.captionEs).inputValue()).toBe("Alberca con patio techado");

    await page.locator(`[data-media-key="${first}"]`).getByText(t.remove).click();
    await page.locator(`[data-media-key="${first}"]`).getByRole("button", { name: t.confirmRemove }).click();
    await expect.poll(() => shownKeys(page)).toEqual([third, second]);
    expect((await fetch(`${lead.url}/photos/${first}/w640.avif`)).status).toBe(404);
    expect((await fetch(`${lead.url}/photos/${third}/w640.avif`)).headers.get("content-type")).toBe("image/avif");

    // A text file named .jpg next to a real photo: the text is refused with its reason, the photo is stored.
    await page.getByLabel(t.choose).setInputFiles([
      { name: "notes.jpg", mimeType: "image/jpeg", buffer: Buffer.from("Not a photo at all, just notes.") },
      await photo("porch.jpg", "#a6a"),
    ]);
    await expect.poll(() => page.getByTestId("photo-upload-error").textContent(), { timeout: 30_000 }).toContain(t.errors.notImage);
    expect(await page.getByTestId("photo-upload-error").textContent()).toContain("notes.jpg");
    await expect.poll(() => page.getByTestId("editor-photo").count()).toBe(3);
    // Dragging the last photo by its grip to the top with the mouse sends the whole new order.
    const dragged = (await shownKeys(page)) as [string, string, string];
    const grip = page.locator(`[data-media-key="${dragged[2]}"] [data-grip]`);
    await grip.scrollIntoViewIfNeeded();
    const from = await grip.boundingBox();
    const top = await page.locator(`[data-media-key="${dragged[0]}"]`).boundingBox();
    if (!from || !top) throw new Error("the photos are not laid out");
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, top.y + 10, { steps: 12 });
    await page.mouse.up();
    await expect.poll(() => shownKeys(page), { timeout: 10_000 }).toEqual([dragged[2], dragged[0], dragged[1]]);
    // Saved once the notice the answer carries shows; a reload then reads the stored order.
    await expect.poll(() => page.getByText(t.toasts.moved).count(), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.reload();
    expect(await shownKeys(page)).toEqual([dragged[2], dragged[0], dragged[1]]);

    // The delete's notice floats over the page until it times out; axe would count its close button as a crowding target.
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    // Nor may the sticky header cover the upload button where the steps above left the scroll.
    await page.getByTestId("photo-drop-zone").evaluate((zone) => zone.scrollIntoView({ block: "center" }));
    expect(await seriousViolations(page)).toEqual([]);
    expect(key).toMatch(/^A/);
    await context.close();
  });

  it("works at a phone's width in Spanish, and without script one form sends several photos and the move buttons still work", async () => {
    const t = listingPhotosEs;
    const context = await signedIn(phone);
    const page = await context.newPage();
    const key = await newDraft(page, "402 Photo Ln");
    await page.goto(`/es/agente/propiedades/${key}`);
    await hydrated(page);
    await page.getByLabel(t.choose).setInputFiles([await photo("frente.jpg", "#c84")]);
    await expect.poll(() => page.getByTestId("editor-photo").count(), { timeout: 30_000 }).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const noScript = await newContext(browser(), lead.url, { ...phone, javaScriptEnabled: false });
    const [name = "", value = ""] = agentCookie.split("=");
    await noScript.addCookies([{ name, value, url: lead.url }]);
    const plain = await noScript.newPage();
    await plain.goto(`/es/agente/propiedades/${key}`);
    await plain.getByLabel(t.choose).setInputFiles([await photo("patio.jpg", "#48c"), await photo("sala.jpg", "#4a4")]);
    await plain.getByRole("button", { name: t.upload }).click();
    await plain.waitForURL(`**/es/agente/propiedades/${key}`);
    await expect.poll(() => plain.getByTestId("editor-photo").count()).toBe(3);
    // The notice waits in its cookie for the toaster, which needs script; the form's own redirect is what counts here.
    const before = await shownKeys(plain);
    await plain.locator(`[data-media-key="${before[2]}"]`).getByRole("button", { name: t.moveUp }).click();
    await plain.waitForURL(`**/es/agente/propiedades/${key}`);
    expect(await shownKeys(plain)).toEqual([before[0], before[2], before[1]]);
    await noScript.close();
  });

  it.each([
    ["en", desktop],
    ["es", phone],
  ] as const)("keeps the order she picked photos in when the first upload is the slowest, and any photo can be made the cover (%s)", async (lang, device) => {
    const t = lang === "en" ? listingPhotosEn : listingPhotosEs;
    const context = await signedIn(device);
    const page = await context.newPage();
    const key = await newDraft(page, `40${lang === "en" ? 3 : 4} Order Ln`);
    if (lang === "es") {
      await page.goto(`/es/agente/propiedades/${key}`);
      await hydrated(page);
    }
    // Each upload's answer names its photo; the front's request waits three seconds before it even leaves.
    const keyOf = new Map<string, string>();
    await page.route(`**/api/agent/listings/${key}/photos`, async (route) => {
      const name = /filename="([^"]+)"/.exec(route.request().postDataBuffer()?.toString("latin1") ?? "")?.[1] ?? "";
      if (name === "front.jpg") await new Promise((resolve) => setTimeout(resolve, 3_000));
      const response = await route.fetch();
      const answer = (await response.json()) as { photos?: { mediaKey: string }[] };
      keyOf.set(name, answer.photos?.[0]?.mediaKey ?? "");
      await route.fulfill({ response, json: answer });
    });
    await page.getByLabel(t.choose).setInputFiles(await Promise.all([photo("front.jpg", "#c84"), photo("kitchen.jpg", "#48c"), photo("backyard.jpg", "#4a4")]));
    await expect.poll(() => page.getByTestId("photo-uploads").locator('[data-state="done"]').count(), { timeout: 30_000 }).toBe(3);
    await expect.poll(() => page.getByTestId("editor-photo").count()).toBe(3);
    const [front, kitchen, backyard] = ["front.jpg", "kitchen.jpg", "backyard.jpg"].map((name) => keyOf.get(name) ?? "");
    expect(await shownKeys(page)).toEqual([front, kitchen, backyard]);
    expect(await page.getByTestId("editor-photo").first().textContent()).toContain(t.cover);
    // The first photo has no "Make cover"; the others have one each, named after their photo.
    expect(await page.locator(`[data-media-key="${front}"]`).getByRole("button", { name: t.makeCover }).count()).toBe(0);
    const makeCover = page.locator(`[data-media-key="${backyard}"]`).getByRole("button", { name: t.makeCover });
    expect(await makeCover.getAttribute("aria-describedby")).toBe(`photo-${backyard}-name`);
    await makeCover.click();
    await expect.poll(() => shownKeys(page)).toEqual([backyard, front, kitchen]);
    await page.reload();
    expect(await shownKeys(page)).toEqual([backyard, front, kitchen]);
    expect(await page.getByTestId("editor-photo").first().textContent()).toContain(t.cover);
    if (device === phone) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();
  }, 90_000);
});
