/**
 * A demo photo is a scene described by a kind and a seed; the image route
 * renders it on demand, so the seed data stores parameters, not pixels.
 */
export const exteriorKinds = [
  "ranch",
  "mediterranean",
  "modern",
  "townhome",
  "manufactured",
  "warehouse",
  "retail",
  "office",
  "land",
  "orchard",
] as const;
export const interiorKinds = [
  "living",
  "kitchen",
  "bedroom",
  "bathroom",
  "backyard",
  "casita",
  "warehouse-interior",
  "cold-storage",
  "office-interior",
] as const;
export const sceneKinds = [...exteriorKinds, ...interiorKinds] as const;
export type SceneKind = (typeof sceneKinds)[number];

export interface PhotoScene {
  readonly kind: SceneKind;
  /** Varies colours, proportions and details within the kind. */
  readonly seed: number;
  /** The same room without its furniture: the "before" of a virtual staging (living rooms and bedrooms). */
  readonly empty?: boolean;
}

/** All demo photos share one aspect ratio, 3:2. */
export const SCENE_WIDTH = 1920;
export const SCENE_HEIGHT = 1280;
