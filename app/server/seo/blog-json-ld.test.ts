import { describe, expect, it } from "vitest";
import { pages } from "~/lib/routes";
import { demoSite } from "~/lib/site";
import { listArticles } from "../articles.server";
import { blogJsonLd } from "./blog-json-ld.server";

describe.each(["en", "es"] as const)("the blog index's JSON-LD (%s)", (lang) => {
  it("is a Blog in the page's language by the agent, published by her one entity, listing each article with its page, picture and author", () => {
    const articles = listArticles(lang).slice(0, 2).map((article) => ({ ...article, image: `http://localhost:3000/images/${article.id}.jpg` }));
    expect(articles).toHaveLength(2);
    const blog = { url: `http://localhost:3000${pages.blog[lang]}`, name: lang === "en" ? "Blog" : "Blog del Valle", description: lang === "en" ? "Guides." : "Guías." };
    const ld = blogJsonLd(lang, blog, demoSite, articles);
    const author = { "@type": "Person", name: demoSite.agentName, url: `http://localhost:3000${pages.about[lang]}` };
    expect(ld).toEqual({
      "@context": "https://schema.org",
      "@type": "Blog",
      ...blog,
      inLanguage: lang,
      author,
      publisher: { "@type": "RealEstateAgent", "@id": "http://localhost:3000/#agent", name: demoSite.agentName, url: `http://localhost:3000${pages.about[lang]}` },
      blogPost: articles.map((article) => ({
        "@type": "BlogPosting",
        headline: article.title,
        description: article.description,
        url: `http://localhost:3000${article.path}`,
        datePublished: article.publishedAt,
        dateModified: article.updatedAt,
        inLanguage: lang,
        image: article.image,
        author,
      })),
    });
    expect(ld.blogPost[0]?.url).toMatch(new RegExp(`^http://localhost:3000${pages.blog[lang]}/[a-z0-9-]+$`));
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it("is still a Blog with no articles listed", () => {
    expect(blogJsonLd(lang, { url: "u", name: "n", description: "d" }, demoSite, []).blogPost).toEqual([]);
  });
});
