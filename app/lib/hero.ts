import { pages, type PageId, type Template } from "./routes";

/** The hero pictures; their alt texts are interface texts (app/i18n ui.heroAlt), in the page language only. */
export type HeroArt = "home" | "residential" | "commercial" | "city" | "community" | "luxury";

function artFor(id: PageId): HeroArt {
  if (id === "luxury" || id === "mcallen-north-luxury") return "luxury";
  const { section, template } = pages[id];
  if (template === "city") return "city";
  if (section === "communities") return "community";
  if (section === "commercial") return "commercial";
  if (section === "residential" || section === "cities") return "residential";
  return "home";
}

/**
 * Listing pages show their first cards, form pages their form and the home page
 * its quick search where the phone hero's picture was: it pushed them a screen
 * down (issue 25).
 */
const pictureless = new Set<Template>(["home", "category", "community", "showings", "contact"]);

/** Whether a page's phone hero shows its picture. */
export function heroHasPicture(id: PageId): boolean {
  return !pictureless.has(pages[id].template);
}

const words = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];

/** Whether a hero title says nothing the H1 does not ("Homes for Sale" under "Homes for Sale in the RGV"): the H1 then says it once. */
export function heroTitleRepeats(title: string, h1: string): boolean {
  const said = new Set(words(h1));
  return words(title).every((word) => said.has(word));
}

/** The hero image of a page, with its alt text from the page language's texts. */
export function heroImage(id: PageId, alts: Readonly<Record<HeroArt, string>>): { src: string; alt: string } {
  const art = artFor(id);
  return { src: `/images/hero/${art}.svg`, alt: alts[art] };
}
