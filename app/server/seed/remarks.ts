import { capitalized, townhouseEs } from "~/i18n/terms.es";
import { formatBaths } from "../../lib/format";
import type { Lang } from "../../lib/routes";
import type { Draft } from "./draft";
import type { Random } from "./random";

/**
 * Public remarks in English and in Spanish, written for each language rather
 * than translated word for word. They describe the property and its
 * surroundings, never who should live there (Fair Housing).
 */
interface Phrase {
  readonly en: string;
  readonly es: string;
}

const fmt = (value: number) => value.toLocaleString("en-US");

const styleWords: Record<Draft["style"], Phrase> = {
  ranch: { en: "Single-story ranch-style", es: "Casa de una planta estilo rancho" },
  mediterranean: { en: "Mediterranean-style", es: "Casa estilo mediterráneo" },
  modern: { en: "Modern", es: "Casa moderna" },
};

const homeFeatures: Record<Draft["tier"], readonly Phrase[]> = {
  starter: [
    { en: "Ceramic tile floors and fresh interior paint.", es: "Piso de cerámica y pintura interior nueva." },
    { en: "Updated kitchen with new cabinets.", es: "Cocina actualizada con gabinetes nuevos." },
    { en: "Fenced backyard with room for a garden.", es: "Patio trasero cercado con espacio para jardín." },
    { en: "Newer roof and A/C unit.", es: "Techo y aire acondicionado recientes." },
  ],
  mid: [
    { en: "Open kitchen with granite counters and a breakfast bar.", es: "Cocina abierta con cubiertas de granito y barra desayunadora." },
    { en: "Primary suite with a walk-in closet and a double vanity.", es: "Recámara principal con vestidor y doble lavabo." },
    { en: "High ceilings and wood-look tile throughout.", es: "Techos altos y piso tipo madera en toda la casa." },
    { en: "Mature shade trees and a covered back patio.", es: "Árboles maduros y terraza techada en el patio trasero." },
    { en: "Grapefruit and orange trees in the yard.", es: "Árboles de toronja y naranja en el jardín." },
  ],
  upper: [
    { en: "Chef's kitchen with quartz counters, a gas range and a walk-in pantry.", es: "Cocina de chef con cubiertas de cuarzo, estufa de gas y alacena amplia." },
    { en: "Study with French doors off the entry.", es: "Estudio con puertas francesas junto a la entrada." },
    { en: "Primary suite with a spa bath and two closets.", es: "Recámara principal con baño tipo spa y dos vestidores." },
    { en: "Outdoor kitchen under a covered patio.", es: "Cocina exterior bajo la terraza techada." },
    { en: "Energy-efficient windows and spray-foam insulation.", es: "Ventanas de bajo consumo y aislamiento de espuma." },
  ],
  luxury: [
    { en: "Formal dining room, wine room and media room.", es: "Comedor formal, cava y sala de cine." },
    { en: "Resort-style pool with a summer kitchen and fire pit.", es: "Alberca tipo resort con cocina de verano y fogatero." },
    { en: "Gourmet kitchen with custom cabinetry and professional appliances.", es: "Cocina gourmet con gabinetes a la medida y electrodomésticos profesionales." },
    { en: "Soaring ceilings, a curved staircase and imported stone floors.", es: "Techos de doble altura, escalera curva y pisos de piedra importada." },
    { en: "Whole-home generator and smart lighting.", es: "Planta de luz para toda la casa e iluminación inteligente." },
  ],
};

const subdivisionNotes: Record<string, Phrase> = {
  "Tres Lagos": { en: "Tres Lagos offers lakes, hike-and-bike trails and parks.", es: "Tres Lagos ofrece lagos, senderos para caminar y andar en bicicleta, y parques." },
  "Sharyland Plantation": { en: "On a tree-lined street in Sharyland Plantation.", es: "En una calle arbolada de Sharyland Plantation." },
  Cimarron: { en: "Minutes from the Cimarron golf course.", es: "A minutos del campo de golf de Cimarron." },
  "Meadow Creek": { en: "Meadow Creek offers sidewalks, green space and quick access to Mission's north side.", es: "Meadow Creek cuenta con banquetas, áreas verdes y acceso rápido al norte de Mission." },
  "Bentsen Palm": { en: "Close to the Bentsen-Rio Grande Valley State Park trails.", es: "Cerca de los senderos del parque estatal Bentsen-Rio Grande Valley." },
};

/** "1 bath", "2 baths": the number with its noun in the right number. */
function count(n: number | undefined, one: string, many: string): string {
  return `${n ?? 0} ${n === 1 ? one : many}`;
}

/** The baths as people count them: a half bath counts as half (ADR 0122). */
const bathsTotal = (draft: Draft) => (draft.baths ?? 0) - (draft.halfBaths ?? 0) / 2;

/** "1 bath", "2.5 baths", "2½ baños". */
function baths(draft: Draft, lang: Lang, one: string, many: string): string {
  const total = bathsTotal(draft);
  return `${formatBaths(lang, total)} ${total === 1 ? one : many}`;
}

/** Two of the tier's features, drawn at random. */
function pickFeatures(draft: Draft, random: Random): Phrase[] {
  const pool = [...homeFeatures[draft.tier]];
  const picked: Phrase[] = [];
  for (let i = 0; i < 2 && pool.length > 0; i += 1) picked.push(pool.splice(random.int(0, pool.length - 1), 1)[0] as Phrase);
  return picked;
}

function homeRemarks(draft: Draft, features: readonly Phrase[]): Phrase[] {
  const style = styleWords[draft.style];
  const where = draft.subdivision ? ` in ${draft.subdivision}` : ` in ${draft.cityName}`;
  const whereEs = draft.subdivision ? ` en ${draft.subdivision}` : ` en ${draft.cityName}`;
  const lease = draft.lease;
  const parts: Phrase[] = [
    {
      en: `${lease ? "For lease: " : ""}${style.en} home${where} with ${count(draft.beds, "bedroom", "bedrooms")}, ${baths(draft, "en", "bath", "baths")} and ${fmt(draft.livingArea ?? 0)} sq ft.`,
      es: `${lease ? "En renta: " : ""}${style.es}${whereEs} con ${count(draft.beds, "recámara", "recámaras")}, ${baths(draft, "es", "baño", "baños")} y ${fmt(draft.livingArea ?? 0)} pies cuadrados.`,
    },
  ];
  parts.push(...features);
  if (draft.pool) parts.push({ en: "Sparkling pool in the backyard.", es: "Alberca en el patio trasero." });
  if (draft.garage) parts.push({ en: `${draft.garage}-car garage.`, es: `Cochera para ${count(draft.garage, "auto", "autos")}.` });
  if (draft.casita) {
    parts.push({
      en: "A detached casita with its own bath and kitchenette adds space for guests or a home office.",
      es: "Una casita independiente con baño propio y cocineta suma espacio para visitas u oficina en casa.",
    });
  }
  if (draft.newConstruction) {
    parts.push({ en: "New construction by a local builder, with a builder warranty.", es: "Construcción nueva de un constructor local, con garantía del constructor." });
  }
  const note = draft.subdivision ? subdivisionNotes[draft.subdivision] : undefined;
  parts.push(note ?? { en: "Close to schools, parks and shopping.", es: "Cerca de escuelas, parques y centros comerciales." });
  if (lease) parts.push({ en: "Lawn care included; available now.", es: "Incluye mantenimiento del jardín; disponible de inmediato." });
  return parts;
}

function condoRemarks(draft: Draft): Phrase[] {
  const unit = draft.condoType === "Condominium" ? { en: "condo", es: "Condominio" } : { en: "townhome", es: capitalized(townhouseEs) };
  return [
    {
      en: `${draft.lease ? "For lease: " : ""}Low-maintenance ${draft.beds}-bedroom, ${formatBaths("en", bathsTotal(draft))}-bath ${unit.en} in ${draft.cityName} with ${fmt(draft.livingArea ?? 0)} sq ft.`,
      es: `${draft.lease ? "En renta: " : ""}${unit.es} de ${count(draft.beds, "recámara", "recámaras")} y ${baths(draft, "es", "baño", "baños")} en ${draft.cityName}, con ${fmt(draft.livingArea ?? 0)} pies cuadrados y poco mantenimiento.`,
    },
    { en: "Gated entry, community pool and covered parking.", es: "Acceso controlado, alberca común y estacionamiento techado." },
    { en: "HOA covers exterior maintenance and landscaping.", es: "La cuota de mantenimiento cubre el exterior y las áreas verdes." },
  ];
}

function parkRemarks(draft: Draft): Phrase[] {
  return [
    {
      en: `Furnished ${draft.beds}-bedroom manufactured home in ${draft.subdivision ?? draft.cityName} with a carport and screened porch.`,
      es: `Casa prefabricada amueblada de ${count(draft.beds, "recámara", "recámaras")} en ${draft.subdivision ?? draft.cityName}, con cochera techada y porche con malla.`,
    },
    { en: "Gated park with a clubhouse, heated pool and shuffleboard courts; lot rent applies.", es: "Parque cerrado con casa club, alberca climatizada y canchas de shuffleboard; se paga renta del lote." },
  ];
}

function incomeRemarks(draft: Draft): Phrase[] {
  const name = draft.units === 2 ? { en: "Duplex", es: "Dúplex" } : draft.units === 3 ? { en: "Triplex", es: "Tríplex" } : { en: "Fourplex", es: "Cuádruplex" };
  return [
    {
      en: `${name.en} in ${draft.cityName} with ${draft.units} two-bedroom units, each with its own laundry hookups.`,
      es: `${name.es} en ${draft.cityName} con ${draft.units} departamentos de dos recámaras, cada uno con conexión para lavadora.`,
    },
    { en: "All units leased; a steady rental income.", es: "Todas las unidades rentadas, con ingreso estable." },
  ];
}

function landRemarks(draft: Draft): Phrase[] {
  const acres = (draft.lotAcres ?? 0).toFixed(2).replace(/\.?0+$/, "");
  if (draft.kind === "lot") {
    return [
      { en: `Ready-to-build ${acres}-acre homesite in ${draft.subdivision ?? draft.cityName}.`, es: `Lote residencial de ${acres} acres en ${draft.subdivision ?? draft.cityName}, listo para construir.` },
      { en: "City water, sewer and electricity at the lot line.", es: "Agua, drenaje y electricidad de la ciudad en el límite del lote." },
    ];
  }
  if (draft.kind === "farm") {
    return [
      { en: `${acres} acres of citrus grove near ${draft.cityName} with irrigation district water rights.`, es: `${acres} acres de huerta de cítricos cerca de ${draft.cityName}, con derechos de agua del distrito de riego.` },
      { en: "Well, equipment barn and a paved road along the frontage.", es: "Pozo, bodega para equipo y camino pavimentado al frente." },
    ];
  }
  return [
    { en: `${acres}-acre tract with ${fmt(draft.frontage ?? 0)} ft of frontage on ${draft.road}.`, es: `Terreno de ${acres} acres con ${fmt(draft.frontage ?? 0)} pies de frente sobre ${draft.road}.` },
    { en: "Suited to commercial, industrial or multifamily development; utilities nearby.", es: "Apto para desarrollo comercial, industrial o multifamiliar; servicios cercanos." },
  ];
}

function commercialRemarks(draft: Draft): Phrase[] {
  const area = fmt(draft.buildingArea ?? 0);
  const lease = draft.lease ? { en: "For lease: ", es: "En renta: " } : { en: "", es: "" };
  switch (draft.kind) {
    case "warehouse": {
      const parts: Phrase[] = [
        {
          en: `${lease.en}${area} sq ft warehouse on ${draft.road} with ${draft.clearHeight} ft clear height and ${draft.docks} dock-high doors.`,
          es: `${lease.es}Almacén de ${area} pies cuadrados sobre ${draft.road} con ${draft.clearHeight} pies de altura libre y ${draft.docks} puertas de andén.`,
        },
        { en: "Fenced truck yard, LED lighting and three-phase power.", es: "Patio de maniobras cercado, iluminación LED y energía trifásica." },
      ];
      if (draft.coldArea) {
        parts.push({
          en: `${fmt(draft.coldArea)} sq ft of refrigerated and freezer space for produce and food distribution.`,
          es: `${fmt(draft.coldArea)} pies cuadrados de cámaras de refrigeración y congelación para distribución de productos frescos y alimentos.`,
        });
      }
      parts.push({ en: "Minutes from the international bridges and Interstate 2.", es: "A minutos de los puentes internacionales y de la Interstate 2." });
      return parts;
    }
    case "office":
      return [
        { en: `${lease.en}${area} sq ft professional office building on ${draft.road}.`, es: `${lease.es}Edificio de oficinas de ${area} pies cuadrados sobre ${draft.road}.` },
        { en: "Private offices, a conference room, a break room and ample parking.", es: "Privados, sala de juntas, cocineta y amplio estacionamiento." },
      ];
    case "retail":
      return [
        { en: `${lease.en}${area} sq ft retail space on ${draft.road} with high traffic counts.`, es: `${lease.es}Local comercial de ${area} pies cuadrados sobre ${draft.road}, con alto flujo vehicular.` },
        { en: "Pylon signage, storefront glass and shared parking.", es: "Anuncio en poste, fachada de cristal y estacionamiento compartido." },
      ];
    default:
      return [
        { en: `Established restaurant on ${draft.road} in ${draft.cityName}, equipment and furniture included.`, es: `Restaurante establecido sobre ${draft.road} en ${draft.cityName}, con equipo y mobiliario incluidos.` },
        { en: "Business only; the building is leased.", es: "Se vende el negocio; el local es rentado." },
      ];
  }
}

/**
 * The remarks' choices are drawn at once, in the generator's order, so that a demo listing stays
 * the listing it was; the words are written once the half baths, drawn after, are known.
 */
export function writeRemarks(draft: Draft, random: Random): (halfBaths: number) => { en: string; es: string } {
  const features = draft.kind === "home" || draft.kind === "rental" ? pickFeatures(draft, random) : [];
  return (halfBaths) => remarksOf({ ...draft, halfBaths }, features);
}

function remarksOf(draft: Draft, features: readonly Phrase[]): { en: string; es: string } {
  const parts = (() => {
    switch (draft.kind) {
      case "home":
      case "rental":
        return homeRemarks(draft, features);
      case "condo":
        return condoRemarks(draft);
      case "park":
        return parkRemarks(draft);
      case "income":
        return incomeRemarks(draft);
      case "lot":
      case "land":
      case "farm":
        return landRemarks(draft);
      default:
        return commercialRemarks(draft);
    }
  })();
  parts.push({ en: "Schedule a private showing today.", es: "Agenda hoy una visita privada." });
  return { en: parts.map((part) => part.en).join(" "), es: parts.map((part) => part.es).join(" ") };
}
