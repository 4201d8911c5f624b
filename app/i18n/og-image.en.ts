import type { OgImage } from "~/lib/content-images";

/**
 * What each page's Open Graph picture shows (og:image:alt), in English. Only
 * loaders read them, into the page's SEO (ADR 0010).
 */
export const ogImageAltEn: Record<OgImage, string> = {
  "og-home": "Drawing of a modern two-story home with a flat roof, a garage and a front lawn at sunset",
  "og-residential": "Drawing of a one-story ranch-style home with a garage and a front lawn",
  "og-luxury": "Drawing of a Mediterranean-style home with a red tile roof and arched windows at sunset",
  "og-commercial": "Drawing of a warehouse with a row of loading dock doors and a truck in its lot",
  "og-city": "Drawing of three two-story townhomes side by side, each with its own garage",
  "og-community": "Drawing of a Mediterranean-style home with a tile roof, an arched entry and a garage",
  "og-resources": "Drawing of a kitchen with white cabinets, pendant lights and an island with bar stools",
  "og-market": "Drawing of a one-story strip of shops with an awning, big windows and a parking lot",
};

export type OgImageAltText = typeof ogImageAltEn;
