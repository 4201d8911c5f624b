import { describe, expect, it } from "vitest";
import { contentImages, ogImageFor } from "~/lib/content-images";
import { langs, pageIds, pages } from "~/lib/routes";
import { pagesEn } from "./pages.en";
import { pagesEs } from "./pages.es";

const texts = { en: pagesEn, es: pagesEs };
const duplicates = (values: string[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe("page texts", () => {
  it.each(langs)("every page has a unique title and description in %s", (lang) => {
    const titles = pageIds.map((id) => texts[lang][id].title);
    const descriptions = pageIds.map((id) => texts[lang][id].description);
    expect(duplicates(titles)).toEqual([]);
    expect(duplicates(descriptions)).toEqual([]);
  });

  it("no page shares its title or description with a page of the other language", () => {
    const all = langs.flatMap((lang) => pageIds.map((id) => `${texts[lang][id].title}\n${texts[lang][id].description}`));
    expect(duplicates(all)).toEqual([]);
  });

  it.each(langs)("every page has an introduction and, where it has sections, bodies of substance in %s", (lang) => {
    for (const id of pageIds) {
      const text = texts[lang][id];
      expect(text.intro.length, id).toBeGreaterThan(300);
      for (const section of text.sections ?? []) expect(section.body.length, `${id}: ${section.heading}`).toBeGreaterThan(200);
    }
  });

  it("every page has an Open Graph image that exists", () => {
    for (const id of pageIds) expect(Object.keys(contentImages), id).toContain(ogImageFor(id, pages[id].template, pages[id].section));
  });
});
