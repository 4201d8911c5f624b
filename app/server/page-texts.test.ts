import { readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { PageText } from "~/lib/page-data";
import { contentImages, ogImageFor } from "~/lib/content-images";
import { proseParagraphs, proseRuns } from "~/lib/prose-links";
import { langs, pageIds, pages, switchPath, type Lang, type PageId } from "~/lib/routes";
import { filePageProse, findPageProse, getPageProse, heroUnder, parsePageBody } from "./page-texts.server";

const texts = (lang: Lang): Record<PageId, PageText> =>
  Object.fromEntries(pageIds.map((id) => [id, getPageProse(id, lang)])) as Record<PageId, PageText>;
const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

/** The shape of a page's texts: its keys, and the number of its sections. */
function shape(text: PageText): string[] {
  return [...Object.keys(text).sort(), ...Object.keys(text.hero).sort().map((key) => `hero.${key}`), `sections:${text.sections?.length ?? 0}`];
}

describe("page prose files (content/pages, ADR 0010)", () => {
  it.each(pageIds)("%s has a file in every language, each with the same keys and sections", (id) => {
    const [en, ...others] = langs.map((lang) => findPageProse(id, lang));
    expect(en, `content/pages/${id}.en.md`).toBeDefined();
    for (const [index, other] of others.entries()) {
      expect(other, `content/pages/${id}.${langs[index + 1]}.md`).toBeDefined();
      expect(shape(other!)).toEqual(shape(en!));
    }
  });

  it("holds no file for a page the route table doesn't have", () => {
    const names = readdirSync(path.join(process.cwd(), "content/pages")).filter((name) => name.endsWith(".md"));
    const expected = pageIds.flatMap((id) => langs.map((lang) => `${id}.${lang}.md`));
    expect(names.filter((name) => !expected.includes(name))).toEqual([]);
    expect(names).toHaveLength(expected.length);
  });

  it("splits a body into the introduction and its sections", () => {
    expect(parsePageBody("One.\n\nTwo.\n")).toEqual({ intro: "One.\n\nTwo." });
    expect(parsePageBody("Intro.\n\n## A\n\nBody a.\n\nMore a.\n\n## B\n\nBody b.\n")).toEqual({
      intro: "Intro.",
      sections: [
        { heading: "A", body: "Body a.\n\nMore a." },
        { heading: "B", body: "Body b." },
      ],
    });
  });
});

describe("page texts", () => {
  it.each(langs)("every page has a unique title and description in %s", (lang) => {
    const all = texts(lang);
    const titles = pageIds.map((id) => all[id].title);
    const descriptions = pageIds.map((id) => all[id].description);
    expect(duplicates(titles)).toEqual([]);
    expect(duplicates(descriptions)).toEqual([]);
  });

  it("no page shares its title or description with a page of the other language", () => {
    const all = langs.flatMap((lang) => pageIds.map((id) => `${texts(lang)[id].title}\n${texts(lang)[id].description}`));
    expect(duplicates(all)).toEqual([]);
  });

  it.each(langs)("every page has an introduction and, where it has sections, bodies of substance in %s", (lang) => {
    for (const id of pageIds) {
      const text = texts(lang)[id];
      expect(text.intro.length, id).toBeGreaterThan(300);
      for (const section of text.sections ?? []) expect(section.body.length, `${id}: ${section.heading}`).toBeGreaterThan(200);
    }
  });

  it.each(pageIds)("%s has a title, description, H1 and introduction in both languages, different from each other", (id) => {
    const en = getPageProse(id, "en");
    const es = getPageProse(id, "es");
    for (const text of [en, es]) {
      expect(text.title.length).toBeGreaterThan(3);
      expect(text.description.length).toBeGreaterThanOrEqual(70);
      expect(text.h1.length).toBeGreaterThan(3);
      expect(text.intro.split(/\s+/).length).toBeGreaterThanOrEqual(30);
      expect(`${text.title} ${text.intro}`).not.toMatch(/lorem|ipsum|coming soon|próximamente/i);
      expect(`${text.title} ${text.intro}`).not.toMatch(/\bTODO\b/);
    }
    expect(es.intro).not.toBe(en.intro);
  });

  it.each(pageIds)("%s links the same pages and articles in both languages, each one known (ADR 0120)", (id) => {
    // Where each language's links lead, named by their English paths; an unknown target throws.
    const links = (lang: Lang) => {
      const text = getPageProse(id, lang);
      return [text.intro, ...(text.sections ?? []).map((section) => section.body)]
        .flatMap((body) => proseParagraphs(body))
        // Articles by their pair's key: which slug each language has is the database's (ADR 0414).
        .flatMap((paragraph) => proseRuns(paragraph, lang, (key) => `article:${key}`).flatMap((run) => (run.href ? [run.href.startsWith("article:") ? run.href : switchPath(run.href, "", "en")] : [])))
        .sort();
    };
    expect(links("es")).toEqual(links("en"));
  });

  it("every page has an Open Graph image that exists", () => {
    for (const id of pageIds) expect(Object.keys(contentImages), id).toContain(ogImageFor(id, pages[id].template, pages[id].section));
  });

  it("leaves the site's line under the heading out under a heading of hers, so no line she didn't write shows under it (issue 54)", () => {
    const home = filePageProse("home", "en");
    if (!home) throw new Error("content/pages/home.en.md is missing");
    expect(heroUnder(home, home.h1).title).toBe("Rio Grande Valley Real Estate");
    expect(heroUnder(home, "Homes across the Valley with Ana")).toEqual({ ...home.hero, title: "" });
  });
});
