import { describe, expect, inject, it } from "vitest";
import { specArticles, specRoutes } from "../support/spec";

const baseUrl = inject("baseUrl");

const attribute = (html: string, property: string) =>
  new RegExp(`<meta property="${property}" content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, "&");

interface Head {
  path: string;
  title: string;
  description: string;
  html: string;
}

async function head(path: string): Promise<Head> {
  const response = await fetch(`${baseUrl}${path}`);
  expect(response.status, path).toBe(200);
  const html = await response.text();
  return {
    path,
    html,
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "",
    description: /<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "",
  };
}

const duplicates = (heads: Head[], key: "title" | "description") =>
  heads.filter((entry, index) => heads.findIndex((other) => other[key] === entry[key]) !== index).map((entry) => `${entry.path}: ${entry[key]}`);

describe("titles, descriptions and Open Graph on every page", () => {
  const paths = specRoutes().flatMap((row) => [row.en, row.es]);
  const articlePaths = specArticles().flatMap((row) => [`/en/blog/${row.en}`, `/es/blog/${row.es}`]);
  let heads: Head[] = [];

  it("every routes.tsv page and article, in both languages, has a title and description no other page has", async () => {
    heads = [];
    for (const path of [...paths, ...articlePaths]) heads.push(await head(path));
    expect(duplicates(heads, "title")).toEqual([]);
    expect(duplicates(heads, "description")).toEqual([]);
    for (const entry of heads) {
      expect(entry.title.length, entry.path).toBeGreaterThan(10);
      expect(entry.description.length, entry.path).toBeGreaterThan(50);
    }
  });

  it("every page has og:title, og:description, og:type and an absolute raster og:image that answers", async () => {
    expect(heads.length).toBe(paths.length + articlePaths.length);
    const images = new Set<string>();
    for (const entry of heads) {
      expect(attribute(entry.html, "og:title"), entry.path).toBeTruthy();
      expect(attribute(entry.html, "og:description"), entry.path).toBeTruthy();
      expect(attribute(entry.html, "og:type"), entry.path).toBe(entry.path.includes("/blog/") ? "article" : "website");
      expect(entry.html.match(/<meta property="og:type"/g)?.length, entry.path).toBe(1);
      const image = attribute(entry.html, "og:image") ?? "";
      expect(image, entry.path).toMatch(new RegExp(`^${baseUrl}/.+\\.jpg$`));
      images.add(image);
    }
    for (const image of images) {
      const response = await fetch(image);
      expect(response.status, image).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
    }
  });

  it("an unknown content image or size answers 404", async () => {
    expect((await fetch(`${baseUrl}/images/scenes/no-such-image/og.jpg`)).status).toBe(404);
    expect((await fetch(`${baseUrl}/images/scenes/og-home/w123.jpg`)).status).toBe(404);
  });
});
