/*
 * The words a typed search is read with, in English and Spanish: both tables
 * are read whatever the page's language, since a buyer writes in the one she
 * thinks in. Words are folded as the search folds text (no accents, lower
 * case), so "recámaras" and "recamaras" are one entry. Phrases of several
 * words are matched before single words, longest first.
 */

export type Deal = "sale" | "rent";

/** What kind of property a word names; how it becomes property types depends on the deal (understand.ts). */
export type PropertyKind = "house" | "condo" | "townhouse" | "apartment" | "land" | "farm" | "warehouse" | "office" | "retail" | "commercial" | "income" | "mobile";

/** The search's yes/no filters a word may turn on. */
export type Feature = "pool" | "casita" | "newConstruction" | "luxury" | "refrigerated" | "openHouse" | "priceReduced" | "pets" | "furnished";

export type Meaning =
  | { readonly deal: Deal }
  | { readonly kind: PropertyKind }
  | { readonly feature: Feature }
  | { readonly listed: number }
  | { readonly sold: true }
  /** Said for the sentence's sake and used for nothing: "in", "with", "busco". */
  | { readonly filler: true };

interface WordTable {
  readonly deal: Record<Deal, readonly string[]>;
  readonly kind: Record<PropertyKind, readonly string[]>;
  readonly feature: Record<Feature, readonly string[]>;
  readonly newListings: readonly string[];
  readonly sold: readonly string[];
  readonly filler: readonly string[];
  readonly bedrooms: readonly string[];
  readonly bathrooms: readonly string[];
  /** Before an amount: at most. */
  readonly atMost: readonly string[];
  /** Before an amount: at least. */
  readonly atLeast: readonly string[];
  /** "between X and Y", "from X to Y": the opening word and the word between. */
  readonly rangeOpen: readonly string[];
  readonly rangeJoin: readonly string[];
  /** After a number: thousands, millions. */
  readonly thousand: readonly string[];
  readonly million: readonly string[];
  /** After a price: it is a rent. */
  readonly perMonth: readonly string[];
  /** After a count: "or more". */
  readonly orMore: readonly string[];
  readonly numbers: Record<string, number>;
  readonly mls: readonly string[];
}

const en: WordTable = {
  deal: {
    sale: ["for sale", "to buy", "buy", "buying", "sale", "purchase"],
    rent: ["for rent", "for lease", "to rent", "rent", "rental", "rentals", "renting", "lease", "leasing", "leased"],
  },
  kind: {
    house: ["single family home", "single family homes", "single family", "house", "houses", "home", "homes", "residence", "residential"],
    condo: ["condo", "condos", "condominium", "condominiums"],
    townhouse: ["townhouse", "townhouses", "townhome", "townhomes", "town home", "town house"],
    apartment: ["apartment", "apartments", "apt", "apts", "flat"],
    land: ["vacant land", "land", "lot", "lots", "acreage", "acres", "parcel", "tract"],
    farm: ["farm", "farms", "ranch", "ranches"],
    warehouse: ["warehouse", "warehouses", "industrial", "storage building", "distribution center"],
    office: ["office", "offices", "office space"],
    retail: ["retail", "store", "storefront", "shop", "shopping center", "strip center"],
    commercial: ["commercial", "commercial property", "business"],
    income: ["duplex", "triplex", "fourplex", "quadruplex", "multifamily", "multi family", "income property"],
    mobile: ["mobile home", "mobile homes", "manufactured home", "manufactured", "trailer"],
  },
  feature: {
    pool: ["swimming pool", "pool", "pools"],
    casita: ["casita", "casitas", "guest house", "guesthouse", "mother in law"],
    newConstruction: ["new construction", "new build", "new builds", "newly built", "brand new", "new home", "new homes"],
    luxury: ["luxury", "luxurious"],
    refrigerated: ["refrigerated", "cold storage", "freezer", "cooler"],
    openHouse: ["open house", "open houses"],
    priceReduced: ["price reduced", "reduced", "price cut", "price drop"],
    pets: ["pets ok", "pets allowed", "pet friendly", "allows pets", "dog friendly", "cat friendly", "pets"],
    furnished: ["fully furnished", "furnished"],
  },
  newListings: ["new listings", "new listing", "just listed", "new on the market", "newly listed"],
  sold: ["sold", "recently sold"],
  filler: [
    "a", "an", "the", "in", "at", "on", "of", "for", "with", "and", "or", "near", "around", "by", "to", "within", "inside",
    "i", "me", "my", "we", "want", "need", "looking", "look", "find", "show", "search", "searching", "like", "would",
    "property", "properties", "listing", "listings", "real estate", "area", "city", "tx", "texas", "rgv", "valley", "rio grande valley",
    "that", "has", "have", "having", "some", "any", "please", "available", "space", "spaces", "dollar", "dollars", "usd",
  ],
  bedrooms: ["bedrooms", "bedroom", "beds", "bed", "br", "brs", "bd", "bds", "bdr", "bdrm", "bdrms", "bedrms"],
  bathrooms: ["bathrooms", "bathroom", "baths", "bath", "ba", "bth", "bths"],
  atMost: ["under", "below", "less than", "up to", "upto", "max", "maximum", "at most", "no more than", "not over", "cheaper than", "within", "budget"],
  atLeast: ["over", "above", "more than", "min", "minimum", "at least", "starting at", "from", "plus"],
  rangeOpen: ["between", "from"],
  rangeJoin: ["and", "to", "through"],
  thousand: ["k", "thousand", "grand"],
  million: ["m", "mm", "million", "millions"],
  perMonth: ["a month", "per month", "monthly", "mo", "month"],
  orMore: ["or more", "plus", "and up", "or above"],
  numbers: { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 },
  mls: ["mls", "mls number", "mls no", "mls num", "listing number", "listing id"],
};

const es: WordTable = {
  deal: {
    sale: ["en venta", "a la venta", "se vende", "se venden", "de venta", "venta", "comprar", "compra"],
    rent: ["en renta", "se renta", "se rentan", "de renta", "para rentar", "renta", "rentas", "rentar", "en alquiler", "alquiler", "alquilar", "arriendo", "arrendamiento"],
  },
  kind: {
    house: ["casa unifamiliar", "casas", "casa", "vivienda", "viviendas", "residencia", "hogar"],
    condo: ["condominio", "condominios", "condo", "condos"],
    townhouse: ["casa adosada", "casas adosadas", "townhouse"],
    apartment: ["departamento", "departamentos", "depa", "depas", "apartamento", "apartamentos", ],
    land: ["terreno", "terrenos", "lote", "lotes", "solar", "solares", "predio", "acres", "hectareas"],
    farm: ["rancho", "ranchos", "granja", "finca"],
    warehouse: ["bodega", "bodegas", "almacen", "almacenes", "nave industrial", "industrial"],
    office: ["oficina", "oficinas", "consultorio"],
    retail: ["local comercial", "locales comerciales", "local", "locales", "tienda", "tiendas", "plaza comercial"],
    commercial: ["comercial", "comerciales", "propiedad comercial", "negocio", "negocios"],
    income: ["duplex", "triplex", "cuadruplex", "multifamiliar"],
    mobile: ["casa movil", "casas moviles", "traila", "trailas", "traila home"],
  },
  feature: {
    pool: ["alberca", "albercas", "piscina", "piscinas"],
    casita: ["casita", "casitas", "casa de huespedes", "cuarto de huespedes"],
    newConstruction: ["nueva construccion", "construccion nueva", "obra nueva", "a estrenar", "recien construida", "recien construidas", "nueva", "nuevas"],
    luxury: ["de lujo", "lujo", "lujosa", "lujosas"],
    refrigerated: ["refrigerada", "refrigerado", "refrigeradas", "cuarto frio", "camara fria"],
    openHouse: ["casa abierta", "casas abiertas", "open house"],
    priceReduced: ["precio reducido", "rebajada", "rebajadas", "rebajado"],
    pets: ["acepta mascotas", "aceptan mascotas", "se aceptan mascotas", "con mascotas", "mascotas"],
    furnished: ["amueblada", "amuebladas", "amueblado", "amueblados"],
  },
  newListings: ["recien listadas", "recien publicadas", "nuevas en el mercado", "nuevos listados"],
  sold: ["vendida", "vendidas", "vendido", "vendidos"],
  filler: [
    "un", "una", "unos", "unas", "el", "la", "los", "las", "en", "de", "del", "al", "con", "y", "o", "para", "por", "cerca", "cerca de", "que", "tenga",
    "busco", "buscando", "quiero", "necesito", "me", "mi", "gustaria", "propiedad", "propiedades", "bienes raices", "inmueble", "inmuebles",
    "ciudad", "zona", "area", "valle", "texas", "tx", "disponible", "disponibles", "dentro", "dolares", "dls", "espacio",
  ],
  bedrooms: ["recamaras", "recamara", "rec", "recs", "cuartos", "cuarto", "habitaciones", "habitacion", "dormitorios", "dormitorio", "alcobas", "alcoba"],
  bathrooms: ["banos", "bano", "banos completos", "medios banos"],
  atMost: ["menos de", "menor a", "menor de", "hasta", "maximo", "max", "no mas de", "debajo de", "por debajo de", "abajo de", "bajo", "presupuesto de", "presupuesto"],
  atLeast: ["mas de", "mayor a", "mayor de", "minimo", "arriba de", "por encima de", "desde", "a partir de"],
  rangeOpen: ["entre", "de", "desde"],
  rangeJoin: ["y", "a", "hasta"],
  thousand: ["mil", "miles"],
  million: ["millon", "millones", "mdd", "mill"],
  perMonth: ["al mes", "por mes", "mensual", "mensuales", "mes"],
  orMore: ["o mas", "o mayor", "minimo"],
  numbers: { un: 1, uno: 1, una: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10 },
  mls: ["mls", "numero mls", "num mls", "no mls", "numero de mls"],
};

/** Both languages' tables: a buyer may mix them ("casa 3 beds"). */
export const wordTables: readonly WordTable[] = [en, es];

/** Street types the MLS writes short ("Ln") and buyers write long ("Lane"), with their Spanish words. */
export const streetTypes: Record<string, string> = {
  lane: "ln", ln: "ln",
  street: "st", st: "st", calle: "st",
  avenue: "ave", ave: "ave", av: "ave", avenida: "ave",
  drive: "dr", dr: "dr",
  boulevard: "blvd", blvd: "blvd", bulevar: "blvd", boulevar: "blvd",
  road: "rd", rd: "rd", camino: "rd",
  court: "ct", ct: "ct",
  circle: "cir", cir: "cir",
  trail: "trl", trl: "trl",
  place: "pl", pl: "pl",
  parkway: "pkwy", pkwy: "pkwy",
  highway: "hwy", hwy: "hwy", carretera: "hwy",
  way: "way",
  loop: "loop",
  run: "run",
};

/** Where a street type comes before the name in Spanish ("calle Mesquite", "avenida Nolana"). */
export const streetTypesFirst = new Set(["calle", "avenida", "av", "bulevar", "boulevar", "camino", "carretera"]);

export const directions: Record<string, string> = {
  north: "n", n: "n", norte: "n",
  south: "s", s: "s", sur: "s",
  east: "e", e: "e", este: "e", oriente: "e",
  west: "w", w: "w", oeste: "w", poniente: "w",
};
