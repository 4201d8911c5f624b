import { existsSync } from "node:fs";
import path from "node:path";
import type { Page } from "playwright-core";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { blankValues } from "../../app/features/agent-listings/listing-form";
import { agentProfileEs } from "../../app/i18n/agent-profile.es";
import { listingEditorEn } from "../../app/i18n/listing-editor.en";
import { listingEditorEs } from "../../app/i18n/listing-editor.es";
import { listingPhotosEn } from "../../app/i18n/listing-photos.en";
import { undoEn } from "../../app/i18n/undo.en";
import { undoEs } from "../../app/i18n/undo.es";
import { browserForFile, desktop, hydrated, phone } from "../support/browser";
import { agentServerForFile, signedInContext, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const started = agentServerForFile("undo@example.com");
const browser = browserForFile();
let lead: ServerWithMail;
let agentCookie: string;
beforeAll(() => {
  ({ lead, agentCookie } = started());
});

const headers = () => ({ Origin: lead.url, Cookie: agentCookie });

/** A draft of the agent's, made as the editor's form would: its key. */
async function draft(address: string): Promise<string> {
  const fields = Object.entries({ ...blankValues("mission"), address, zip: "78572", price: "289000" }).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  const answer = await fetch(`${lead.url}/en/agent/listings/new`, { method: "POST", body: new URLSearchParams({ ...Object.fromEntries(fields), intent: "draft" }), headers: headers(), redirect: "manual" });
  expect(answer.status).toBe(303);
  return answer.headers.get("location")?.split("/").at(-1) ?? "";
}

/** A photo on the listing, sent as the photo manager sends one: its key. */
async function photo(key: string): Promise<string> {
  const body = new FormData();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#c84" } }).jpeg().toBuffer();
  body.append("photos", new Blob([new Uint8Array(jpeg)], { type: "image/jpeg" }), "front.jpg");
  body.append("via", "script");
  const answer = await fetch(`${lead.url}/api/agent/listings/${key}/photos`, { method: "POST", body, headers: { ...headers(), Accept: "application/json" } });
  return ((await answer.json()) as { photos: { mediaKey: string }[] }).photos[0]?.mediaKey ?? "";
}

const shownKeys = (page: Page) => page.getByTestId("editor-photo").evaluateAll((items) => items.map((item) => item.getAttribute("data-media-key")));
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]", { hasText: text });

describe("deleting with an Undo", () => {
  it("brings back a photo (after a reload too) and a draft, and after ten seconds the deletion is final (English, desktop)", async () => {
    const t = listingPhotosEn;
    const key = await draft("501 Undo Way");
    const mediaKey = await photo(key);
    const context = await signedInContext(browser(), lead.url, agentCookie, desktop);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    await page.goto(`/en/agent/listings/${key}`);
    await hydrated(page);

    const remove = async () => {
      await page.locator(`[data-media-key="${mediaKey}"]`).getByText(t.remove).click();
      await page.locator(`[data-media-key="${mediaKey}"]`).getByRole("button", { name: t.confirmRemove }).click();
      await expect.poll(() => shownKeys(page)).toEqual([]);
    };
    await remove();
    await toast(page, undoEn.deleted.photo).getByRole("button", { name: undoEn.undo }).click();
    await expect.poll(() => shownKeys(page)).toEqual([mediaKey]);
    await toast(page, undoEn.restored).waitFor();
    expect((await fetch(`${lead.url}/photos/${mediaKey}/w640.avif`)).headers.get("content-type")).toBe("image/avif");

    // A reload within the seconds still offers it: the deletion waits in the database, not in the page.
    await remove();
    await page.reload();
    await hydrated(page);
    expect(await shownKeys(page)).toEqual([]);
    await toast(page, undoEn.deleted.photo).getByRole("button", { name: undoEn.undo }).click();
    await expect.poll(() => shownKeys(page)).toEqual([mediaKey]);
    // sonner holds its toasts while the pointer rests on them, as it does after the click on Undo.
    await page.mouse.move(0, 0);
    await expect.poll(() => page.locator("[data-sonner-toast]").count(), { timeout: 15_000 }).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: listingEditorEn.editor.deleteDraft }).click();
    await page.waitForURL("**/en/agent/listings");
    await toast(page, undoEn.deleted.draft).getByRole("button", { name: undoEn.undo }).click();
    await expect.poll(() => page.getByTestId("own-listings").textContent()).toContain("501 Undo Way");
    await page.goto(`/en/agent/listings/${key}`);
    expect(await shownKeys(page)).toEqual([mediaKey]);

    // Left alone, the deletion is final: the draft and its photo's files are gone, and an Undo is too late.
    await page.getByRole("button", { name: listingEditorEn.editor.deleteDraft }).click();
    await page.waitForURL("**/en/agent/listings");
    const pending = (await context.cookies()).find((cookie) => cookie.name === "undo")?.value ?? "";
    expect(pending).toMatch(/^\d+$/);
    // Its photo's file stays through the seconds of the Undo, then the purge takes it.
    const original = path.join(lead.dataDir, "storage", "listings", key, `${mediaKey}.jpg`);
    expect(existsSync(original)).toBe(true);
    await expect.poll(() => existsSync(original), { timeout: 30_000, interval: 1_000 }).toBe(false);
    const late = await fetch(`${lead.url}/api/agent/undo`, { method: "POST", body: new URLSearchParams({ id: pending, via: "script" }), headers: headers() });
    expect(late.status).toBe(409);
    expect((await fetch(`${lead.url}/en/agent/listings/${key}`, { headers: headers() })).status).toBe(404);
    await context.close();
  }, 120_000);

  it("brings back a review and a draft at a phone's width in Spanish, with script and without", async () => {
    const t = agentProfileEs.admin;
    const context = await signedInContext(browser(), lead.url, agentCookie, phone);
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    const review = { name: "Rosa Undo", city: "Pharr", text: "Nos ayudó a encontrar casa en dos semanas.", reviewDate: "2026-05-01", lang: "es", published: "on", intent: "save" };
    expect((await fetch(`${lead.url}/es/agente/resenas/nueva`, { method: "POST", body: new URLSearchParams(review), headers: headers(), redirect: "manual" })).status).toBe(303);
    await page.goto("/es/agente/resenas");
    await hydrated(page);
    await page.getByRole("link", { name: t.editLabel.replace("{name}", "Rosa Undo"), exact: true }).click();
    await page.waitForURL(/\/es\/agente\/resenas\/\d+$/);
    await page.getByLabel(t.deleteConfirm.replace("{name}", "Rosa Undo")).check();
    await page.getByRole("button", { name: t.delete }).click();
    await page.waitForURL("**/es/agente/resenas");
    // The URL moves before React commits the list (a transition), so the old page can still be on screen.
    await expect.poll(() => page.getByText("Rosa Undo").count()).toBe(0);
    await toast(page, undoEs.deleted.review).getByRole("button", { name: undoEs.undo }).click();
    await expect.poll(() => page.getByText("Rosa Undo").count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await context.close();

    // Without script the notice is a plain form on the next page.
    const key = await draft("502 Deshacer Ct");
    const plain = await signedInContext(browser(), lead.url, agentCookie, { ...phone, javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(`/es/agente/propiedades/${key}`);
    await noScript.getByRole("button", { name: listingEditorEs.editor.deleteDraft }).click();
    await noScript.waitForURL("**/es/agente/propiedades");
    const notice = noScript.getByTestId("undo-notice");
    expect(await notice.textContent()).toContain(undoEs.deleted.draft);
    expect(await noScript.locator("main").textContent()).not.toContain("502 Deshacer Ct");
    await notice.getByRole("button", { name: undoEs.undo }).click();
    await noScript.waitForURL("**/es/agente/propiedades");
    expect(await noScript.locator("main").textContent()).toContain("502 Deshacer Ct");
    expect(await noScript.getByTestId("undo-notice").count()).toBe(0);
    await plain.close();
  }, 120_000);
});
