import { describe, expect, it } from "vitest";
import { demoSite } from "~/lib/site";
import { langs, pageIds, pages } from "~/lib/routes";
import { seoMeta } from "~/lib/seo";
import { fillIdentity, loadPage } from "./page.server";
import { getPageProse } from "./page-texts.server";

describe.each(langs)("every page of the route table (%s)", (lang) => {
  it("describes its Open Graph picture in the page's language, for share previews and those who can't see it", () => {
    for (const id of pageIds) {
      const { seo } = loadPage(new URL(`http://localhost${pages[id][lang]}`));
      expect(seo.image, id).toMatch(/\/images\/scenes\/og-[a-z-]+\/og\.jpg$/);
      expect(seo.imageAlt, id).toMatch(lang === "en" ? /^Drawing of / : /^Dibujo de /);
      const alt = seoMeta(seo, demoSite.agentName).find((tag) => "property" in tag && tag.property === "og:image:alt");
      expect(alt, id).toEqual({ property: "og:image:alt", content: seo.imageAlt });
    }
  });

  it("has a title search results show whole: at most 65 characters, the separator and the agent's name after it included", () => {
    const long = pageIds
      .map((id) => `${fillIdentity(getPageProse(id, lang).title, demoSite)} | ${demoSite.agentName}`)
      .filter((title) => [...title].length > 65);
    expect(long).toEqual([]);
  });
});
