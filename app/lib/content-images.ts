import type { PhotoScene } from "./photo-scene";
import { photoWidths, type PhotoFormat, type PhotoWidth } from "./photos";
import type { PageId, Section, Template } from "./routes";

/**
 * Images the site draws itself rather than reading from listings: Open Graph
 * pictures and the virtual staging before/after pairs. Each is a demo scene
 * rendered with sharp by the /images/scenes route.
 */
export const contentImages = {
  "og-home": { kind: "modern", seed: 7 },
  "og-residential": { kind: "ranch", seed: 4 },
  "og-luxury": { kind: "mediterranean", seed: 11 },
  "og-commercial": { kind: "warehouse", seed: 3 },
  "og-city": { kind: "townhome", seed: 5 },
  "og-community": { kind: "mediterranean", seed: 2 },
  "og-resources": { kind: "kitchen", seed: 6 },
  "og-market": { kind: "retail", seed: 8 },
  "staging-living-empty": { kind: "living", seed: 21, empty: true },
  "staging-living-staged": { kind: "living", seed: 21 },
  "staging-bedroom-empty": { kind: "bedroom", seed: 34, empty: true },
  "staging-bedroom-staged": { kind: "bedroom", seed: 34 },
  "staging-family-empty": { kind: "living", seed: 55, empty: true },
  "staging-family-staged": { kind: "living", seed: 55 },
} as const satisfies Record<string, PhotoScene>;

export type ContentImageName = keyof typeof contentImages;

export function isContentImageName(value: string): value is ContentImageName {
  return Object.hasOwn(contentImages, value);
}

/** Open Graph images are 1200 × 630, the size the large link previews use. */
export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;
export const OG_VARIANT = "og.jpg";

export function contentImageUrl(name: ContentImageName, width: PhotoWidth, format: PhotoFormat): string {
  return `/images/scenes/${name}/w${width}.${format}`;
}

export function contentImageSrcSet(name: ContentImageName, format: PhotoFormat): string {
  return photoWidths.map((width) => `${contentImageUrl(name, width, format)} ${width}w`).join(", ");
}

export type OgImage = Extract<ContentImageName, `og-${string}`>;

export function ogImagePath(image: OgImage): string {
  return `/images/scenes/${image}/${OG_VARIANT}`;
}

const ogBySection: Record<Section, OgImage> = {
  main: "og-home",
  residential: "og-residential",
  commercial: "og-commercial",
  cities: "og-city",
  communities: "og-community",
  resources: "og-resources",
  account: "og-home",
};

const ogByTemplate: Partial<Record<Template, OgImage>> = { market: "og-market", staging: "og-resources" };
const ogByPage: Partial<Record<PageId, OgImage>> = { luxury: "og-luxury", "mcallen-north-luxury": "og-luxury" };

/** A page's Open Graph image: its own, else its template's, else its section's. */
export function ogImageFor(id: PageId, template: Template, section: Section): OgImage {
  return ogByPage[id] ?? ogByTemplate[template] ?? ogBySection[section];
}

/** An article's Open Graph image follows its hero illustration (/images/hero/{name}.svg). */
export function ogImageForHero(hero: string): OgImage {
  const name = /\/([a-z-]+)\.svg$/.exec(hero)?.[1];
  const candidate = `og-${name}`;
  return isContentImageName(candidate) && candidate.startsWith("og-") ? (candidate as OgImage) : "og-home";
}

/** The virtual staging comparisons: the same room empty and staged. */
export const stagingPairs = [
  { room: "living", before: "staging-living-empty", after: "staging-living-staged" },
  { room: "bedroom", before: "staging-bedroom-empty", after: "staging-bedroom-staged" },
  { room: "family", before: "staging-family-empty", after: "staging-family-staged" },
] as const satisfies ReadonlyArray<{ room: string; before: ContentImageName; after: ContentImageName }>;
