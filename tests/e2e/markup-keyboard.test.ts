import { execFile } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { blankValues } from "../../app/features/agent-listings/listing-form";
import { agentArticlesPath, agentDashboardPath, agentListingsPrefix, agentPagesPath, agentProfilePath, agentReviewsPath, agentSettingsPath, agentShowingsPath, agentTodayPath, agentVitalsPath, newArticlePath, newListingPath, newReviewPath } from "../../app/lib/agent-routes";
import { agentPrefix, type Lang, langs } from "../../app/lib/routes";
import { templatePaths } from "../../bench/pages";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { agentWithAuthenticator, createAgent, sendLeadForm, type ServerWithMail, startServerWithMail, uniqueName, unusedTotpCode } from "../support/leads";
import { axeViolations } from "../support/page-quality";
import { repoRoot } from "../support/server";

// Issue 58, items 1 and 2 and their "done when": the Nu Html Checker finds no error on any template, the agent's
// included; the header menus, the filters, the map, the gallery and the second step of signing in work by keyboard alone.
const AGENT = "markup-agent@example.com";
const PASSWORD = "valley-agent-password-2031";
const browser = browserForFile({ images: false });
let lead: ServerWithMail;
let agentCookie = "";
/** The agent's authenticator, for a code at the keyboard's sign-in. */
let authenticator = "";

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-markup-"));
  const token = await createAgent(dataDir, AGENT);
  lead = await startServerWithMail({}, dataDir);
  ({ cookie: agentCookie, uri: authenticator } = await agentWithAuthenticator(lead.url, token, AGENT, PASSWORD));
});

afterAll(async () => {
  await lead?.stop();
});

const vnuJar = path.join(repoRoot, "node_modules/vnu-jar/build/dist/vnu.jar");

const get = (pathname: string) => fetch(`${lead.url}${pathname}`, { headers: { cookie: agentCookie } });

let madeAgentPages: Promise<Record<Lang, string[]>> | undefined;
/** The agent's pages in each language, with a lead and a draft listing of hers made for them on first use. */
function agentPages(): Promise<Record<Lang, string[]>> {
  madeAgentPages ??= (async () => {
    const name = uniqueName("Markup Lead");
    const sent = await sendLeadForm(lead, "/en/contact", "contact", { name, email: "markup.lead@example.com", phone: "956-555-0142", lang: "en", consent: "on", topic: "buy", message: "Looking in McAllen." });
    expect(sent.status).toBe(303);
    const leadPath = /href="(\/en\/agent\/leads\/[^"/?#]+)"/.exec(await (await get(agentPrefix.en)).text())?.[1];
    const articlePath = new RegExp(`href="(${agentArticlesPath.en}/(?!new[?"])[^"/?#]+)"`).exec(await (await get(agentArticlesPath.en)).text())?.[1];
    const fields = Object.entries({ ...blankValues("mission"), address: "1201 Markup Ave", zip: "78572", price: "345000", bedrooms: "3", fullBaths: "2", intent: "draft" });
    const draft = await fetch(`${lead.url}${newListingPath.en}`, { method: "POST", body: new URLSearchParams(fields.filter((entry): entry is [string, string] => typeof entry[1] === "string")), headers: { origin: lead.url, cookie: agentCookie }, redirect: "manual" });
    const key = draft.headers.get("location")?.split("/").at(-1);
    expect(leadPath && articlePath && key).toBeTruthy();
    return { en: agentPaths("en", leadPath ?? "", key ?? "", articlePath ?? ""), es: agentPaths("es", leadPath ?? "", key ?? "", articlePath ?? "") };
  })();
  return madeAgentPages;
}

/** The agent's pages in one language: each section, a lead, a listing, an article and a page text in their editors. */
function agentPaths(lang: Lang, leadPath: string, listingKey: string, articlePath: string): string[] {
  return [agentPrefix[lang], leadPath.replace(agentPrefix.en, agentPrefix[lang]), agentDashboardPath[lang], agentTodayPath[lang], agentShowingsPath[lang], agentVitalsPath[lang], agentListingsPrefix[lang], newListingPath[lang], `${agentListingsPrefix[lang]}/${listingKey}`, agentReviewsPath[lang], newReviewPath[lang], agentSettingsPath[lang], agentProfilePath[lang], agentPagesPath[lang], `${agentPagesPath[lang]}/home/${lang}`, agentArticlesPath[lang], newArticlePath[lang], articlePath.replace(agentArticlesPath.en, agentArticlesPath[lang])];
}

interface VnuMessage {
  type: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

/**
 * Each page in one language, the languages taking turns down the list: a template's pages are one route
 * module and one markup in both, and both languages' texts and paths are checked across the pages.
 */
function inTurn(byLang: Record<Lang, readonly string[]>, start = 0): Array<{ lang: Lang; path: string }> {
  return byLang.en.map((_, index) => {
    const lang = langs[(index + start) % 2] ?? "en";
    return { lang, path: byLang[lang][index] ?? "" };
  });
}

describe("valid markup", () => {
  it("every template, the visitors' and the agent's, each in one language, both languages across them: no error from the Nu Html Checker", async () => {
    const [en, es] = await Promise.all(langs.map(async (lang) => (await templatePaths(lead.url, lang)).map((page) => page.path)));
    // The agent's pages start with the language the visitors' pages ended without.
    const visitors = inTurn({ en: en ?? [], es: es ?? [] });
    const paths = [...visitors, ...inTurn(await agentPages(), visitors.length)].map((page) => page.path);
    const folder = mkdtempSync(path.join(tmpdir(), "rgv-markup-"));
    const files = new Map<string, string>();
    for (const [index, pathname] of paths.entries()) {
      const response = await get(pathname);
      expect(response.status, pathname).toBe(200);
      const file = path.join(folder, `${index}.html`);
      writeFileSync(file, await response.text());
      files.set(`file:${file}`, pathname);
    }
    // One JVM for every page: each start costs seconds.
    const run = await promisify(execFile)("/usr/bin/java", ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...[...files.keys()].map((url) => url.slice("file:".length))], { maxBuffer: 64 * 1024 * 1024 });
    const { messages } = JSON.parse(run.stderr) as { messages: VnuMessage[] };
    const errors = messages.filter((message) => message.type === "error").map((message) => `${files.get(message.url ?? "") ?? message.url}:${message.lastLine}: ${message.message} «${message.extract?.trim() ?? ""}»`);
    expect(errors).toEqual([]);
  });
});

/** Presses Tab until the focused element matches `selector`; how many presses that took. Fails after `most`. */
async function tabTo(page: Page, selector: string, most = 250): Promise<number> {
  for (let presses = 1; presses <= most; presses++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector)) return presses;
  }
  throw new Error(`${selector} not reached in ${most} Tabs`);
}

/** Waits for the map's markers to stop changing: the zoom into a cluster has ended. */
async function markersSettled(page: Page): Promise<void> {
  const drawn = () => page.locator(".map-cluster, .map-pin").evaluateAll((elements) => elements.map((element) => element.outerHTML).join());
  let last = "";
  for (let now = await drawn(); now !== last; now = await drawn()) {
    last = now;
    await page.waitForTimeout(300);
  }
}

const focused = (page: Page, selector: string) => page.evaluate((wanted) => document.activeElement?.matches(wanted) ?? false, selector);

describe("the agent's pages", () => {
  it("axe finds nothing, of any impact, on each in one language, theme and size, every pairing of them across the pages", { timeout: 240_000 }, async () => {
    const found: string[] = [];
    // Page by page in turn: English light on a desktop, Spanish dark on a desktop, English dark on a phone,
    // Spanish light on a phone. Each language meets both themes at both sizes, and each theme both languages.
    const setups = [
      ["en", { ...desktop, colorScheme: "light" }],
      ["es", { ...desktop, colorScheme: "dark" }],
      ["en", { ...phone, colorScheme: "dark" }],
      ["es", { ...phone, colorScheme: "light" }],
    ] as const;
    const [name = "", value = ""] = agentCookie.split("=");
    const tabs = await Promise.all(
      setups.map(async ([, options]) => {
        const context = await newContext(browser(), lead.url, options);
        await context.addCookies([{ name, value, url: lead.url }]);
        return context.newPage();
      }),
    );
    const pages = await agentPages();
    for (const number of pages.en.keys()) {
      const [lang, options] = setups[number % setups.length] ?? setups[0];
      const page = tabs[number % setups.length];
      const target = pages[lang][number];
      if (!page || !target) continue;
      await page.goto(target);
      await hydrated(page);
      found.push(...(await axeViolations(page)).map((line) => `${target} (${options.colorScheme}, ${page.viewportSize()?.width ?? 0} px): ${line}`));
    }
    await Promise.all(tabs.map((tab) => tab.context().close()));
    expect(found).toEqual([]);
  });
});

describe("by keyboard alone", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser(), lead.url, { ...desktop, extraHTTPHeaders: { "X-Forwarded-For": "198.51.100.58" } });
  });
  afterAll(async () => {
    await context.close();
  });
  const opened = async (pathname: string) => {
    const page = await context.newPage();
    await page.goto(pathname);
    await hydrated(page);
    return page;
  };

  it("opens a header menu, moves through it with its focused entry ringed, closes it, and follows an entry", async () => {
    const page = await opened("/en");
    await tabTo(page, '[data-testid="cities-trigger"]');
    await page.keyboard.press("Enter");
    expect(await focused(page, '[role="menu"] [role="menuitem"]:first-child')).toBe(true);
    await page.keyboard.press("ArrowDown");
    expect(await focused(page, '[role="menuitem"]:nth-child(2)')).toBe(true);
    // The focused entry is ringed: its muted background alone hardly differs from the menu's.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineStyle)).toBe("solid");
    await page.keyboard.press("Escape");
    expect(await focused(page, '[data-testid="cities-trigger"]')).toBe(true);
    await page.keyboard.press("ArrowDown");
    const href = await page.evaluate(() => document.activeElement?.getAttribute("href"));
    await page.keyboard.press("Enter");
    await page.waitForURL(`${lead.url}${href}`);
    await page.close();
  });

  it("sets a filter and takes it off again from its chip", async () => {
    const page = await opened("/en/search");
    await tabTo(page, 'aside [data-testid="search-filters"] select[name="city"]');
    await page.keyboard.press("ArrowDown");
    await page.waitForURL(/[?&]city=/);
    await tabTo(page, '[data-testid="filter-chips"] a[data-filter]');
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => !url.searchParams.has("city"));
    await page.close();
  });

  it("zooms into a cluster with the focus kept on the map, then opens a pin's card and closes it back onto the pin", async () => {
    const page = await opened("/en/search?view=map");
    await page.locator('[data-testid="listing-map"][data-state="ready"]').waitFor({ timeout: 30_000 });
    await page.locator(".map-cluster").first().waitFor({ timeout: 30_000 });
    await tabTo(page, ".map-cluster");
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page, '[data-testid="listing-map"] canvas')).toBe(true);
    // Down through the clusters, each keeping the focus on the map, to a single pin.
    for (let zooms = 0; !(await focused(page, ".map-pin")); zooms++) {
      expect(zooms).toBeLessThan(12);
      await markersSettled(page);
      await tabTo(page, ".map-cluster, .map-pin", 60);
      if (await focused(page, ".map-pin")) break;
      await page.keyboard.press("Enter");
      await expect.poll(() => focused(page, '[data-testid="listing-map"] canvas')).toBe(true);
    }
    const key = await page.evaluate(() => (document.activeElement as HTMLElement).dataset.key);
    await page.keyboard.press("Enter");
    await expect.poll(() => focused(page, '[data-testid="map-card"] article a')).toBe(true);
    await page.keyboard.press("Escape");
    await expect.poll(() => focused(page, `.map-pin[data-key="${key}"]`)).toBe(true);
    await page.close();
  });

  it("opens the property's gallery, moves through its photos, and closes it back onto its opener", async () => {
    const page = await context.newPage();
    await page.goto("/en/search");
    const property = await page.locator("article[data-listing-key] h3 a").first().getAttribute("href");
    await page.goto(property ?? "/");
    await hydrated(page);
    await tabTo(page, '[data-testid="gallery-open"]');
    await page.keyboard.press("Enter");
    const counter = page.locator('[data-testid="photo-viewer"] [data-testid="photo-counter"]');
    await expect.poll(() => counter.textContent()).toMatch(/^1 \/ /);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => counter.textContent()).toMatch(/^2 \/ /);
    await page.keyboard.press("Escape");
    await page.getByTestId("photo-viewer").waitFor({ state: "detached" });
    await expect.poll(() => focused(page, '[data-testid="gallery-open"]')).toBe(true);
    await page.close();
  });

  it("reaches the phone's Menu a few Tabs in, past the header only", async () => {
    const mobile = await newContext(browser(), lead.url, phone);
    const page = await mobile.newPage();
    await page.goto("/en/search");
    await hydrated(page);
    expect(await tabTo(page, '[data-testid="menu-button"]', 20)).toBeLessThanOrEqual(15);
    await page.keyboard.press("Enter");
    await page.getByRole("dialog").waitFor();
    await mobile.close();
  });

  it("signs in: after the password the focus is on the code, and the code lands her on her dashboard", async () => {
    const page = await opened("/en/account");
    await tabTo(page, "#page-email");
    await page.keyboard.type(AGENT);
    await tabTo(page, "#page-password", 5);
    await page.keyboard.type(PASSWORD);
    await page.keyboard.press("Enter");
    await page.getByTestId("second-step-form").waitFor();
    await expect.poll(() => focused(page, "#page-code")).toBe(true);
    await page.keyboard.type(await unusedTotpCode(authenticator));
    await page.keyboard.press("Enter");
    await page.waitForURL(`${lead.url}${agentDashboardPath.en}`);
    await page.close();
  });
});
