import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = browserForFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, phone);
});

const text = (page: import("playwright-core").Page, testId: string) =>
  page.locator(`[data-testid="${testId}"]`).textContent().then((value) => value?.trim());

describe("tools page", () => {
  it.each([
    { lang: "en", path: "/en/tools", perMonth: "/mo" },
    { lang: "es", path: "/es/herramientas", perMonth: "/mes" },
  ])("updates the mortgage payment as you type and puts it in the address ($lang)", async ({ path, perMonth }) => {
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await page.locator("#mortgage-price").fill("200,000");
    await page.locator("#mortgage-down").fill("0");
    await page.locator("#mortgage-rate").fill("6");
    await expect.poll(() => text(page, "mortgage-principal-interest")).toBe("$1,199.10");
    await page.locator("#mortgage-term").selectOption("15");
    await expect.poll(() => text(page, "mortgage-principal-interest")).toBe("$1,687.71");
    for (const id of ["taxRate", "insurance", "pmiRate"]) await page.locator(`#mortgage-${id}`).fill("");
    await expect.poll(() => text(page, "mortgage-total")).toBe(`$1,687.71${perMonth}`);
    // The address follows the inputs after a short pause, so wait for the last one typed to reach it.
    await page.waitForFunction(() => new URLSearchParams(location.search).get("m.term") === "15" && new URLSearchParams(location.search).has("m.taxRate"));
    const url = new URL(page.url());
    expect(url.pathname).toBe(path);
    expect(url.hash).toBe("#mortgage");
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ "m.price": "200000", "m.down": "0", "m.rate": "6", "m.term": "15", "m.taxRate": "0" });
    await page.close();
  });

  it("converts the down payment when it switches between percent and dollars", async () => {
    const page = await context.newPage();
    await page.goto("/en/tools?m.price=300000&m.down=15");
    await hydrated(page);
    await page.locator("#mortgage-downType").selectOption("amount");
    expect(await page.locator("#mortgage-down").inputValue()).toBe("45000");
    expect(await text(page, "mortgage-loan")).toBe("$255,000");
    await page.locator("#mortgage-county").selectOption("cameron");
    expect(await page.locator("#mortgage-taxRate").inputValue()).toBe("2.4");
    await page.close();
  });

  it("renders a shared link on the server and calculates without JavaScript", async () => {
    const noScript = await newContext(browser(), baseUrl, { ...desktop, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto("/es/herramientas?m.price=250000&m.down=0&m.rate=6.5&m.taxRate=0&m.insurance=0&m.pmiRate=0&a.income=9000#mortgage");
    expect(await text(page, "mortgage-principal-interest")).toBe("$1,580.17");
    expect(await text(page, "mortgage-total")).toBe("$1,580.17/mes");
    expect(await page.locator("#affordability-income").inputValue()).toBe("9000");
    await page.locator("#mortgage-price").fill("200000");
    await page.locator("#mortgage-rate").fill("6");
    await Promise.all([page.waitForURL(/m\.price=200000/), page.locator("#mortgage button[type=submit]").click()]);
    expect(await text(page, "mortgage-principal-interest")).toBe("$1,199.10");
    const url = new URL(page.url());
    expect(url.pathname).toBe("/es/herramientas");
    expect(url.searchParams.get("a.income")).toBe("9000");
    expect(await page.locator("#mortgage button[type=submit]").textContent()).toContain("Calcular");
    await noScript.close();
  });

  it("answers malformed parameters with the defaults, never an error", async () => {
    const response = await fetch(`${baseUrl}/en/tools?m.price=abc&m.term=17&m.rate=%25%25&r.years=-4&c.down=1e999&a.income[]=x`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="mortgage-price"');
    expect(html).toMatch(/data-testid="mortgage-principal-interest">\$1,422\.15</);
  });
});
