import { describe, expect, inject, it } from "vitest";
import { TITLE_MAX } from "~/lib/seo";
import { AGENT_ID_PATH } from "~/lib/site";
import { decode, pageFacts, structuredDataProblems, typedNodes } from "../support/structured-data";

const baseUrl = inject("baseUrl");

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))));
  return results;
}

async function sitemapUrls(): Promise<string[]> {
  const xml = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => decode(match[1] ?? ""));
}

const isListing = (url: string) => /\/(en\/property|es\/propiedad)\//.test(url);

describe("what search engines are given", () => {
  it("answers every page of the sitemap (listings sampled) 200, self-canonical, with a title that fits and complete structured data", { timeout: 600_000 }, async () => {
    const urls = await sitemapUrls();
    const listings = urls.filter(isListing);
    expect(listings.length).toBeGreaterThan(100);
    // Every page and article, and one listing in 25 of the 1,500 demo ones in each language: each is the same template.
    const checked = [...urls.filter((url) => !isListing(url)), ...listings.filter((_, index) => index % 25 === 0)];
    const now = Date.now() + 60_000;
    const agentId = `${baseUrl}${AGENT_ID_PATH}`;
    const problems: string[] = [];
    const types = new Set<string>();
    await inBatches(checked, 4, async (url) => {
      const path = url.slice(baseUrl.length);
      const response = await fetch(url, { redirect: "manual" });
      if (response.status !== 200) return void problems.push(`${path}: ${response.status}`);
      const page = pageFacts(await response.text());
      if (page.canonical !== url) problems.push(`${path}: canonical ${page.canonical}`);
      if (page.noindex) problems.push(`${path}: noindex in the sitemap`);
      if ([...page.title].length > TITLE_MAX) problems.push(`${path}: title of ${[...page.title].length}: ${page.title}`);
      problems.push(...structuredDataProblems(path, page.blocks, now));
      for (const node of typedNodes(page.blocks)) {
        types.add(String(node["@type"]));
        // The agent is one entity: wherever she is named as a RealEstateAgent with an @id, it is hers.
        if (node["@type"] === "RealEstateAgent" && "@id" in node && node["@id"] !== agentId) problems.push(`${path}: a second @id ${String(node["@id"])}`);
      }
    });
    expect(problems).toEqual([]);
    // The open house's Event, on the agent's own listing, is checked by listing-history.test.ts, whose server has one.
    for (const type of ["RealEstateAgent", "RealEstateListing", "Offer", "BlogPosting", "Blog", "BreadcrumbList", "CollectionPage", "ItemList"]) expect(types, type).toContain(type);
  });

  it("references the agent's one @id from her pages and the articles", async () => {
    const agentId = `${baseUrl}${AGENT_ID_PATH}`;
    const home = pageFacts(await (await fetch(`${baseUrl}/es`)).text());
    const agent = typedNodes(home.blocks).find((node) => node["@type"] === "RealEstateAgent");
    expect(agent).toMatchObject({ "@id": agentId, priceRange: expect.any(String), logo: expect.stringMatching(/^http/), image: expect.stringMatching(/^http/) });
    const first = /href="(\/en\/blog\/[a-z0-9-]+)"/.exec(await (await fetch(`${baseUrl}/en/blog`)).text())?.[1];
    const article = pageFacts(await (await fetch(`${baseUrl}${first}`)).text());
    expect(typedNodes(article.blocks).find((node) => node["@type"] === "BlogPosting")).toMatchObject({ publisher: { "@id": agentId }, author: { name: agent?.name } });
  });

  it("answers a trailing slash with 301 to the page without it, the query kept, on every route in both languages", { timeout: 300_000 }, async () => {
    const paths = (await sitemapUrls()).filter((url) => !isListing(url)).map((url) => url.slice(baseUrl.length)).filter((path) => path !== "/");
    const wrong = await inBatches(paths, 6, async (path) => {
      const response = await fetch(`${baseUrl}${path}/?ref=x`, { redirect: "manual" });
      return response.status === 301 && response.headers.get("location") === `${path}?ref=x` ? undefined : `${path}/: ${response.status} ${response.headers.get("location")}`;
    });
    expect(wrong.filter(Boolean)).toEqual([]);
  });

  it("keeps searches that find nothing out of the index, pointing at their nearest search that finds listings", async () => {
    for (const [path, parent] of [
      ["/en/search?city=mcallen&minPrice=900000000", "/en/search?city=mcallen"],
      ["/es/buscar?city=edinburg&kind=rent&beds=20", "/es/buscar?city=edinburg&kind=rent"],
    ] as const) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      const page = pageFacts(await response.text());
      expect(page.noindex, path).toBe(true);
      expect(page.canonical, path).toBe(`${baseUrl}${parent}`);
    }
    const found = pageFacts(await (await fetch(`${baseUrl}/en/search?city=mcallen`)).text());
    expect(found.noindex).toBe(false);
  });

  it("gives the blog's later pages their own title and canonical, sends ?page=1 to the index and answers a page past the last 404", async () => {
    for (const [path, word] of [["/en/blog", "page 2"], ["/es/blog", "página 2"]] as const) {
      const response = await fetch(`${baseUrl}${path}?page=2`);
      expect(response.status).toBe(200);
      const page = pageFacts(await response.text());
      expect(page.title).toContain(word);
      expect(page.canonical).toBe(`${baseUrl}${path}?page=2`);
      expect(page.noindex).toBe(false);
      const first = pageFacts(await (await fetch(`${baseUrl}${path}`)).text());
      expect(first.title).not.toBe(page.title);
      const one = await fetch(`${baseUrl}${path}?page=1`, { redirect: "manual" });
      expect([one.status, one.headers.get("location")]).toEqual([301, path]);
      for (const past of ["99", "0", "two"]) expect((await fetch(`${baseUrl}${path}?page=${past}`)).status, past).toBe(404);
    }
  });
});
