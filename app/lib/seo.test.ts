import { describe, expect, it } from "vitest";
import { fullTitle, seoMeta, TITLE_MAX, type Seo } from "./seo";

const seo = (lang: "en" | "es", fields: Partial<Seo> = {}): Seo => ({
  title: lang === "en" ? "Homes for sale" : "Casas en venta",
  description: lang === "en" ? "Every home for sale in the Valley." : "Todas las casas en venta del Valle.",
  lang,
  alternates: { en: "https://example.com/en/homes", es: "https://example.com/es/casas" },
  ...fields,
});

const content = (tags: ReturnType<typeof seoMeta>, key: "name" | "property", value: string) =>
  tags.filter((tag) => (tag as Record<string, unknown>)[key] === value).map((tag) => (tag as { content: string }).content);

describe.each(["en", "es"] as const)("seoMeta (%s)", (lang) => {
  it("gives share previews the page's title, text, picture and its description, under Open Graph's names and X's", () => {
    const page = seo(lang, { image: "https://example.com/images/scenes/og-home/og.jpg", imageAlt: lang === "en" ? "Drawing of a home" : "Dibujo de una casa" });
    const tags = seoMeta(page, "Marisa Villarreal");
    const title = `${page.title} | Marisa Villarreal`;
    expect(content(tags, "property", "og:title")).toEqual([title]);
    expect(content(tags, "name", "twitter:title")).toEqual([title]);
    expect(content(tags, "name", "twitter:description")).toEqual([page.description]);
    expect(content(tags, "property", "og:image")).toEqual([page.image]);
    expect(content(tags, "name", "twitter:image")).toEqual([page.image]);
    expect(content(tags, "name", "twitter:card")).toEqual(["summary_large_image"]);
    expect(content(tags, "property", "og:image:alt")).toEqual([page.imageAlt]);
    expect(content(tags, "name", "twitter:image:alt")).toEqual([page.imageAlt]);
  });

  it("names no picture where the page has none", () => {
    const tags = seoMeta(seo(lang), "Marisa Villarreal");
    expect(content(tags, "name", "twitter:title")).toHaveLength(1);
    for (const name of ["twitter:image", "twitter:card", "twitter:image:alt"]) expect(content(tags, "name", name)).toEqual([]);
    expect(content(tags, "property", "og:image")).toEqual([]);
  });
});

describe("fullTitle", () => {
  const site = "Marisa Villarreal";
  const long = "Se vende casa de 4 recámaras en 1234 East Nolana Avenue, McAllen, con alberca y cochera";

  it("keeps the site's name after a title that leaves room for it", () => {
    expect(fullTitle("Casas en venta", site)).toBe("Casas en venta | Marisa Villarreal");
  });

  it("drops the site's name first, then cuts after the last whole word that fits, with an ellipsis", () => {
    const alone = "Home for sale at 1234 East Nolana Avenue, McAllen, TX 78504";
    expect(fullTitle(alone, site)).toBe(alone);
    const cut = fullTitle(long, site);
    expect([...cut].length).toBeLessThanOrEqual(TITLE_MAX);
    expect(cut).toBe("Se vende casa de 4 recámaras en 1234 East Nolana Avenue, McAllen…");
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(long[cut.length - 1]).toMatch(/[ ,]/);
  });

  it("leaves no dangling separator before the ellipsis", () => {
    const title = `${"Guía del comprador en el Valle del Río Grande"} — ${"todo lo que necesita saber antes de firmar"}`;
    expect(fullTitle(title, site)).toMatch(/[^\s—]…$/);
  });
});
