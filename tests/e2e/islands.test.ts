import { describe, expect, inject, it } from "vitest";
import { browserForFile, hydrated, newContext, phone } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });

async function html(path: string): Promise<string> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status).toBe(200);
  return response.text();
}

async function propertyPath(): Promise<string> {
  const match = /<article data-listing-key="[^"]+"[\s\S]*?<h3[^>]*><a[^>]* href="([^"]+)"/.exec(await html("/es/buscar?type=Residential"));
  if (!match?.[1]) throw new Error("no listing card on the search page");
  return match[1];
}

describe("islands and deferred scripts", () => {
  it.each([
    { path: "/en/contact", inside: 'data-testid="lead-form-contact"' },
    { path: "/es/visitas-privadas", inside: 'data-testid="lead-form-showing"' },
    { path: "/en/staging", inside: 'data-testid="lead-form-staging"' },
    // A price nothing has: words alone no listing has show the rest of the search instead (issue 53).
    { path: "/en/search?q=zzqqxxnothing&minPrice=900000000", inside: 'data-testid="empty-results"' },
    { path: "/es", inside: 'data-testid="site-footer"' },
  ])("$path is sent whole, its island in place rather than streamed behind a script", async ({ path, inside }) => {
    const page = await html(path);
    expect(page).toContain(inside);
    expect(page).not.toContain("<!--$?-->");
    expect(page).not.toMatch(/<div hidden id="S:/);
  });

  it("sends a property page whole, with its forms, facts, map and similar listings", async () => {
    const page = await html(await propertyPath());
    for (const part of ['data-testid="lead-form-showing"', 'data-testid="lead-form-question"', 'data-testid="facts"', 'data-testid="similar-listings"']) {
      expect(page).toContain(part);
    }
    expect(page).not.toContain("<!--$?-->");
  });

  it("starts no script before the page has painted: React Router's preloads and module script are added after", async () => {
    const page = await html("/es/buscar");
    expect(page).not.toContain('<link rel="modulepreload"');
    expect(page).not.toContain('<script type="module"');
    expect(page).toContain("requestAnimationFrame(function(){setTimeout(go,0)})");
  });

  it("hydrates a lead form once its code arrives: the browser's own checks give way to the translated ones", async () => {
    const context = await newContext(browser(), baseUrl, phone);
    const page = await context.newPage();
    await page.goto("/es/contacto");
    await hydrated(page);
    const form = page.getByTestId("lead-form-contact");
    await expect.poll(() => form.getAttribute("novalidate")).not.toBeNull();
    await context.close();
  });
});
