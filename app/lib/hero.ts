import { pages, type Lang, type PageId, type Template } from "./routes";

type HeroArt = "home" | "residential" | "commercial" | "city" | "community" | "luxury";

const alts: Record<HeroArt, Record<Lang, string>> = {
  home: {
    en: "Illustration of a stucco home with a tile roof and palm trees at golden hour",
    es: "Ilustración de una casa de estuco con techo de teja y palmeras al atardecer",
  },
  residential: {
    en: "Illustration of a street of single-family homes with lawns and palm trees",
    es: "Ilustración de una calle con casas unifamiliares, jardines y palmeras",
  },
  commercial: {
    en: "Illustration of warehouses with loading docks and trucks under a wide sky",
    es: "Ilustración de almacenes con andenes de carga y tráileres bajo un cielo amplio",
  },
  city: {
    en: "Illustration of a low-rise South Texas city skyline with palm trees",
    es: "Ilustración de una ciudad del sur de Texas con edificios bajos y palmeras",
  },
  community: {
    en: "Illustration of a planned community with a lake, a walking path and homes",
    es: "Ilustración de una comunidad planificada con lago, sendero y casas",
  },
  luxury: {
    en: "Illustration of a two-storey Mediterranean-style home with a pool at dusk",
    es: "Ilustración de una casa de dos pisos estilo mediterráneo con alberca al anochecer",
  },
};

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

/** The hero image of a page, with its alt text in the page language. */
export function heroImage(id: PageId, lang: Lang): { src: string; alt: string } {
  const art = artFor(id);
  return { src: `/images/hero/${art}.svg`, alt: alts[art][lang] };
}
