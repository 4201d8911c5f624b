import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });
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
    // The calculators hydrate on their own once their code is in (ADR 0511): a choice made before is applied then.
    await page.locator("#mortgage-downType").selectOption("amount");
    await expect.poll(() => page.locator("#mortgage-down").inputValue()).toBe("45000");
    await expect.poll(() => text(page, "mortgage-loan")).toBe("$255,000");
    await page.locator("#mortgage-county").selectOption("cameron");
    await expect.poll(() => page.locator("#mortgage-taxRate").inputValue()).toBe("2.4");
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

  it("answers malformed parameters with translated field errors and no result, never a server error", async () => {
    const response = await fetch(`${baseUrl}/en/tools?m.price=abc&m.term=17&m.rate=%25%25&r.years=-4&c.down=1e999&a.income[]=x`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('id="mortgage-price"');
    expect(html).toMatch(/id="mortgage-price-error"[^>]*>Enter a number, like 250,000 or 6\.5</);
    expect(html).toMatch(/id="rent-vs-buy-years-error"[^>]*>Enter a number greater than 0</);
    expect(html).toMatch(/id="closing-costs-down-error"[^>]*>Enter a number, like 250,000 or 6\.5</);
    expect(html).not.toContain('data-testid="mortgage-principal-interest"');
    expect(html).toContain('data-testid="mortgage-fix-errors"');
    // A parameter no calculator has is ignored: affordability still answers.
    expect(html).toContain('data-testid="affordability-price"');
  });

  it("refuses text, zero and negative numbers where they make no sense, without JavaScript, in Spanish", async () => {
    const noScript = await newContext(browser(), baseUrl, { ...desktop, javaScriptEnabled: false });
    const page = await noScript.newPage();
    await page.goto("/es/herramientas#mortgage");
    await page.locator("#mortgage-price").fill("0");
    await page.locator("#mortgage-rate").fill("-5");
    await page.locator("#mortgage-down").fill("0");
    await page.locator("#mortgage-hoa").fill("0");
    await Promise.all([page.waitForURL(/m\.price=0/), page.locator("#mortgage button[type=submit]").click()]);
    expect(await page.locator("#mortgage-price-error").textContent()).toBe("Escribe un número mayor que 0");
    expect(await page.locator("#mortgage-rate-error").textContent()).toBe("Escribe un número mayor que 0");
    expect(await page.locator("#mortgage-price").getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("#mortgage-price").getAttribute("aria-describedby")).toContain("mortgage-price-error");
    expect(await page.locator("#mortgage-rate").inputValue()).toBe("-5");
    // A down payment and HOA dues of zero are answers, not mistakes.
    expect(await page.locator("#mortgage-down-error").count()).toBe(0);
    expect(await page.locator("#mortgage-hoa-error").count()).toBe(0);
    expect(await page.locator('[data-testid="mortgage-principal-interest"]').count()).toBe(0);
    expect(await text(page, "mortgage-fix-errors")).toBe("Corrige los campos que muestran un error para ver el resultado.");
    await page.locator("#affordability-income").fill("abc");
    await Promise.all([page.waitForURL(/a\.income=abc/), page.locator("#affordability button[type=submit]").click()]);
    expect(await page.locator("#affordability-income-error").textContent()).toBe("Escribe un número, como 250,000 o 6.5");
    expect(await page.locator('[data-testid="affordability-price"]').count()).toBe(0);
    await page.locator("#mortgage-price").fill("200000");
    await page.locator("#mortgage-rate").fill("6");
    await Promise.all([page.waitForURL(/m\.price=200000/), page.locator("#mortgage button[type=submit]").click()]);
    expect(await page.locator("#mortgage-price-error").count()).toBe(0);
    expect(await text(page, "mortgage-principal-interest")).toBe("$1,199.10");
    await noScript.close();
  });

  it("shows the error as you type and the result again once the field holds (English, with JavaScript)", async () => {
    const page = await context.newPage();
    await page.goto("/en/tools");
    await hydrated(page);
    for (const [typed, error] of [["abc", "Enter a number, like 250,000 or 6.5"], ["0", "Enter a number greater than 0"], ["-5", "Enter a number greater than 0"]] as const) {
      await page.locator("#rent-vs-buy-rent").fill(typed);
      await expect.poll(() => page.locator("#rent-vs-buy-rent-error").textContent()).toBe(error);
      expect(await page.locator('[data-testid="rent-cost"]').count()).toBe(0);
    }
    await page.locator("#closing-costs-appraisal").fill("-5");
    await expect.poll(() => page.locator("#closing-costs-appraisal-error").textContent()).toBe("Enter 0 or a number greater than 0");
    await page.locator("#closing-costs-appraisal").fill("0");
    await expect.poll(() => page.locator('[data-testid="closing-cash"]').count()).toBe(1);
    await page.locator("#rent-vs-buy-rent").fill("1,800");
    await expect.poll(() => page.locator('[data-testid="rent-cost"]').count()).toBe(1);
    expect(await page.locator("#rent-vs-buy-rent-error").count()).toBe(0);
    await page.close();
  });
});
