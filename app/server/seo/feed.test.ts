import { describe, expect, it } from "vitest";
import { feedPath, pages } from "~/lib/routes";
import { listArticles } from "../articles.server";
import { atomFeed } from "./feed.server";

describe("the blog's Atom feed", () => {
  it("lists a language's guides newest first, each with its page in that language, escaped", () => {
    const articles = listArticles("es");
    const xml = atomFeed("es", { title: "Blog · Marisa & Co <RGV>", author: "Marisa \"MV\" Villarreal" }, articles);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="es">')).toBe(true);
    expect(xml).toContain("<title>Blog · Marisa &amp; Co &lt;RGV&gt;</title>");
    expect(xml).toContain("<name>Marisa &quot;MV&quot; Villarreal</name>");
    expect(xml).toContain(`rel="self" type="application/atom+xml" href="http://localhost:3000${feedPath("es")}"`);
    const entries = [...xml.matchAll(/<entry>[\s\S]*?<\/entry>/g)].map((match) => match[0]);
    expect(entries).toHaveLength(articles.length);
    expect(articles[0]?.path).toMatch(/^\/es\/blog\/[a-z0-9-]+$/);
    expect(entries[0]).toContain(`href="http://localhost:3000${articles[0]?.path}"`);
    expect(entries[0]).toContain(`<published>${articles[0]?.publishedAt}</published>`);
    const latest = articles.map((article) => article.updatedAt).sort().at(-1);
    expect(xml).toContain(`<id>http://localhost:3000${feedPath("es")}</id><updated>${latest}</updated>`);
    // Every tag opened is closed: no text of a guide broke the markup.
    expect((xml.match(/<entry>/g) ?? []).length).toBe((xml.match(/<\/entry>/g) ?? []).length);
    expect(feedPath("en")).toBe(`${pages.blog.en}/feed.xml`);
  });
});
