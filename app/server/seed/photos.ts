import type { NewMediaRow } from "../../db/schema";
import { SCENE_HEIGHT, SCENE_WIDTH, type SceneKind } from "../../lib/photo-scene";
import type { Draft } from "./draft";
import type { Random } from "./random";

interface Alt {
  readonly en: string;
  readonly es: string;
}

const alts: Record<SceneKind, Alt> = {
  ranch: { en: "Front of a single-story ranch-style home", es: "Fachada de una casa de una planta estilo rancho" },
  mediterranean: { en: "Front of a Mediterranean-style home with a tile roof", es: "Fachada de una casa estilo mediterráneo con techo de teja" },
  modern: { en: "Front of a modern home with clean lines", es: "Fachada de una casa moderna de líneas rectas" },
  townhome: { en: "Two-story townhomes facing the street", es: "Townhouses de dos plantas frente a la calle" },
  manufactured: { en: "Manufactured home with a covered carport", es: "Casa prefabricada con cochera techada" },
  warehouse: { en: "Warehouse with dock-high doors and a truck yard", es: "Almacén con puertas de andén y patio de maniobras" },
  retail: { en: "Retail storefront facing the street", es: "Local comercial con fachada a la calle" },
  office: { en: "Office building with parking in front", es: "Edificio de oficinas con estacionamiento al frente" },
  land: { en: "Open land under a wide sky", es: "Terreno abierto bajo un cielo amplio" },
  orchard: { en: "Rows of citrus trees", es: "Hileras de árboles cítricos" },
  living: { en: "Living room", es: "Sala" },
  kitchen: { en: "Kitchen with an island", es: "Cocina con isla" },
  bedroom: { en: "Bedroom", es: "Recámara" },
  bathroom: { en: "Bathroom", es: "Baño" },
  backyard: { en: "Backyard with a covered patio", es: "Patio trasero con terraza techada" },
  casita: { en: "Detached casita in the backyard", es: "Casita independiente en el patio trasero" },
  "warehouse-interior": { en: "Warehouse interior with high clear height", es: "Interior del almacén con gran altura libre" },
  "cold-storage": { en: "Refrigerated storage room", es: "Cámara de refrigeración" },
  "office-interior": { en: "Open office interior", es: "Interior de oficina abierta" },
};

function scenesFor(draft: Draft): SceneKind[] {
  switch (draft.kind) {
    case "home":
    case "rental":
      return draft.casita
        ? [draft.style, "living", "kitchen", "casita", "bedroom", "bathroom", "backyard", "bedroom"]
        : [draft.style, "living", "kitchen", "bedroom", "bathroom", "backyard", "bedroom", "living"];
    case "condo":
      return ["townhome", "living", "kitchen", "bedroom", "bathroom", "living"];
    case "park":
      return ["manufactured", "living", "kitchen", "bedroom", "bathroom"];
    case "income":
      return ["townhome", "living", "kitchen", "bedroom", "bathroom", "backyard"];
    case "lot":
    case "land":
      return ["land", "land", "land", "land", "land"];
    case "farm":
      return ["orchard", "orchard", "land", "orchard", "land"];
    case "warehouse":
      return draft.coldArea
        ? ["warehouse", "cold-storage", "warehouse-interior", "cold-storage", "office-interior", "warehouse"]
        : ["warehouse", "warehouse-interior", "warehouse", "office-interior", "warehouse-interior"];
    case "office":
      return ["office", "office-interior", "office-interior", "office", "office-interior"];
    case "retail":
      return ["retail", "office-interior", "retail", "land"];
    case "business":
      return ["retail", "kitchen", "office-interior", "retail"];
  }
}

/** 4 to 8 photos, the exterior first; each is a scene rendered on demand by the photo route. */
export function draftPhotos(draft: Draft, listingKey: string, modified: Date, random: Random): NewMediaRow[] {
  const scenes = scenesFor(draft);
  const count = Math.min(scenes.length, random.int(4, 8));
  const place = draft.subdivision ? `${draft.subdivision}, ${draft.cityName}` : draft.cityName;
  return scenes.slice(0, count).map((kind, index) => {
    const alt = alts[kind];
    const first = index === 0;
    return {
      mediaKey: `${listingKey}-${index + 1}`,
      resourceRecordKey: listingKey,
      order: index + 1,
      mediaCategory: "Photo",
      shortDescription: first ? `${alt.en} in ${place}` : alt.en,
      shortDescriptionEs: first ? `${alt.es} en ${place}` : alt.es,
      imageWidth: SCENE_WIDTH,
      imageHeight: SCENE_HEIGHT,
      scene: { kind, seed: random.int(0, 0x7fffffff) },
      modificationTimestamp: modified,
    };
  });
}
