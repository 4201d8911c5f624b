import { pages, type Lang, type PageId } from "./routes";

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

/** The hero image of a page, with its alt text in the page language. */
export function heroImage(id: PageId, lang: Lang): { src: string; alt: string } {
  const art = artFor(id);
  return { src: `/images/hero/${art}.svg`, alt: alts[art][lang] };
}
