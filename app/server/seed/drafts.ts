import { cities, type CitySlug } from "../../lib/cities";
import { subdivisionsByCity } from "../../lib/subdivisions";
import type { Draft, DraftKind } from "./draft";
import { cityPriceFactor, cityWeights, commercialZones, subdivisionProfiles, type CommercialZone, type SubdivisionProfile, type Tier } from "./places";
import type { Random } from "./random";

/** A draft plus the facts that follow from it: price, place, year. */
export interface Priced {
  readonly draft: Draft;
  readonly price: number;
  readonly lat: number;
  readonly lng: number;
  readonly zip: string;
  readonly yearBuilt?: number;
}

/** A forced start for the data set, so that even a small seed fills every category page. */
export interface DraftHint {
  readonly kind: DraftKind;
  readonly city?: CitySlug;
  readonly subdivision?: string;
  readonly tier?: Tier;
  readonly casita?: boolean;
  readonly newConstruction?: boolean;
  readonly cold?: boolean;
  readonly lease?: boolean;
}

const kindWeights: ReadonlyArray<readonly [DraftKind, number]> = [
  ["home", 50],
  ["rental", 13],
  ["condo", 6],
  ["park", 2.5],
  ["income", 2],
  ["lot", 4],
  ["land", 3],
  ["farm", 1.5],
  ["warehouse", 7],
  ["office", 4],
  ["retail", 4],
  ["business", 1.5],
];

const kindCities: Partial<Record<DraftKind, ReadonlyArray<readonly [CitySlug, number]>>> = {
  warehouse: [["mcallen", 40], ["pharr", 35], ["edinburg", 10], ["mission", 10], ["weslaco", 5]],
  farm: [["edinburg", 3], ["mission", 2], ["weslaco", 2], ["donna", 2], ["alamo", 1]],
  park: [["alamo", 1], ["donna", 1]],
  condo: [["mcallen", 5], ["edinburg", 3], ["mission", 2], ["pharr", 1]],
};

const tierArea: Record<Tier, readonly [number, number]> = { starter: [1050, 1600], mid: [1500, 2400], upper: [2300, 3600], luxury: [3400, 6800] };
const tierPerSqFt: Record<Tier, readonly [number, number]> = { starter: [112, 140], mid: [132, 165], upper: [160, 205], luxury: [205, 300] };
const tierBeds: Record<Tier, readonly [number, number]> = { starter: [2, 3], mid: [3, 4], upper: [3, 5], luxury: [4, 6] };
const tierLot: Record<Tier, readonly [number, number]> = { starter: [0.13, 0.2], mid: [0.17, 0.3], upper: [0.25, 0.55], luxury: [0.4, 1.6] };
const tierPool: Record<Tier, number> = { starter: 0.03, mid: 0.12, upper: 0.35, luxury: 0.8 };
const tierCasita: Record<Tier, number> = { starter: 0.02, mid: 0.07, upper: 0.12, luxury: 0.2 };
const tierGarage: Record<Tier, readonly [number, number]> = { starter: [1, 2], mid: [2, 2], upper: [2, 3], luxury: [3, 4] };
const tierYear: Record<Tier, readonly [number, number]> = { starter: [1972, 2015], mid: [1994, 2022], upper: [2001, 2023], luxury: [2005, 2023] };

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step);
/** List prices end in 900 the way agents price homes: 289,900 rather than 290,000. */
const listPrice = (value: number) => roundTo(value, 1000) - 100;

function homeSubdivision(random: Random, city: CitySlug, kind: DraftKind, hint?: DraftHint): [string, SubdivisionProfile] {
  const names = subdivisionsByCity[city].filter((name) => {
    const profile = subdivisionProfiles[name];
    return profile !== undefined && (kind === "park") === (profile.park === true);
  });
  const name = hint?.subdivision ?? random.pick(names);
  const profile = subdivisionProfiles[name];
  if (!profile) throw new Error(`No demo profile for subdivision ${name}`);
  return [name, profile];
}

function jitter(random: Random, lat: number, lng: number, spread: number): { lat: number; lng: number } {
  return { lat: Number((lat + random.range(-spread, spread)).toFixed(6)), lng: Number((lng + random.range(-spread, spread)).toFixed(6)) };
}

function residential(random: Random, kind: DraftKind, city: CitySlug, refYear: number, hint?: DraftHint): Priced {
  const [subdivision, profile] = homeSubdivision(random, city, kind, hint);
  const tier = kind === "park" ? "starter" : (hint?.tier ?? random.weighted(profile.tiers));
  const place = jitter(random, profile.lat, profile.lng, 0.005);
  const base = { city, cityName: cities[city].name, subdivision, road: random.pick(profile.streets), style: random.pick(profile.styles), tier };
  const factor = cityPriceFactor[city];
  if (kind === "park") {
    const beds = random.int(1, 3);
    const draft: Draft = { ...base, kind, lease: false, beds, baths: beds > 1 ? 2 : 1, livingArea: random.int(700, 1300) };
    return { draft, price: roundTo(random.range(22_000, 85_000), 500), ...place, zip: profile.zip, yearBuilt: random.int(1985, 2021) };
  }
  if (kind === "condo") {
    const lease = hint?.lease ?? random.chance(0.4);
    const beds = random.int(1, 3);
    const livingArea = roundTo(random.range(850, 1700), 10);
    const condoType = random.chance(0.5) ? "Condominium" : "Townhouse";
    const draft: Draft = { ...base, kind, lease, condoType, beds, baths: beds > 1 ? 2 : 1, livingArea, garage: random.chance(0.4) ? 1 : 0 };
    const price = lease ? roundTo(livingArea * random.range(0.95, 1.25) * factor, 25) : listPrice(livingArea * random.range(115, 165) * factor);
    return { draft, price: lease ? clamp(price, 1100, 3500) : price, ...place, zip: profile.zip, yearBuilt: random.int(1998, refYear) };
  }
  const lease = kind === "rental";
  const isNew = !lease && (hint?.newConstruction ?? random.chance(profile.newBuild));
  const livingArea = roundTo(random.range(...tierArea[tier]), 10);
  const beds = random.int(...tierBeds[tier]);
  const baths = Math.max(1, Math.min(beds, Math.round(livingArea / 1100) + random.int(0, 1)));
  const draft: Draft = {
    ...base,
    kind,
    lease,
    beds,
    baths,
    livingArea,
    garage: random.int(...tierGarage[tier]),
    pool: random.chance(tierPool[tier]),
    casita: hint?.casita ?? (!isNew && random.chance(tierCasita[tier])),
    newConstruction: isNew,
    lotAcres: Number(random.range(...tierLot[tier]).toFixed(2)),
  };
  const sale = livingArea * random.range(...tierPerSqFt[tier]) * factor * (isNew ? 1.06 : 1) + (draft.casita ? 45_000 : 0) + (draft.pool ? 25_000 : 0);
  const price = lease ? clamp(roundTo(livingArea * random.range(0.85, 1.15) * factor, 25), 1100, 3500) : listPrice(sale);
  const yearBuilt = isNew ? refYear : random.int(...tierYear[tier]);
  return { draft, price, ...place, zip: profile.zip, yearBuilt };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function commercial(random: Random, kind: DraftKind, city: CitySlug, refYear: number, hint?: DraftHint): Priced {
  const zone: CommercialZone = random.pick(commercialZones[city]);
  const place = jitter(random, zone.lat, zone.lng, kind === "farm" ? 0.03 : 0.008);
  const base = { city, cityName: cities[city].name, road: random.pick(zone.roads), style: "modern" as const, tier: "mid" as const };
  const factor = cityPriceFactor[city];
  switch (kind) {
    case "lot": {
      const [subdivision, profile] = homeSubdivision(random, city, "home", hint);
      const lotAcres = Number(random.range(0.15, 0.6).toFixed(2));
      const draft: Draft = { ...base, kind, lease: false, subdivision, road: random.pick(profile.streets), lotAcres };
      return { draft, price: roundTo(lotAcres * random.range(150_000, 260_000) * factor, 500), ...jitter(random, profile.lat, profile.lng, 0.005), zip: profile.zip };
    }
    case "land": {
      const lotAcres = Number(random.range(1, 20).toFixed(2));
      const draft: Draft = { ...base, kind, lease: false, lotAcres, frontage: roundTo(random.range(150, 1200), 10) };
      // Large tracts sell for less per acre than small frontage parcels.
      const perAcre = random.range(60_000, 240_000) * (lotAcres > 5 ? 0.55 : 1);
      return { draft, price: roundTo(lotAcres * perAcre * factor, 1000), ...place, zip: zone.zip };
    }
    case "farm": {
      const lotAcres = Number(random.range(10, 120).toFixed(1));
      const draft: Draft = { ...base, kind, lease: false, lotAcres };
      return { draft, price: roundTo(lotAcres * random.range(9_000, 22_000), 1000), ...place, zip: zone.zip };
    }
    case "warehouse": {
      const lease = hint?.lease ?? random.chance(0.45);
      const buildingArea = roundTo(random.range(8_000, 120_000), 500);
      const cold = hint?.cold ?? ((city === "mcallen" || city === "pharr") && random.chance(0.35));
      const coldArea = cold ? roundTo(buildingArea * random.range(0.25, 1), 500) : undefined;
      const draft: Draft = { ...base, kind, lease, buildingArea, clearHeight: random.int(18, 36), docks: random.int(2, Math.max(3, Math.round(buildingArea / 4000))), coldArea, lotAcres: Number((buildingArea / 43_560 * random.range(2.2, 3.5)).toFixed(2)) };
      const perSqFt = lease ? random.range(0.45, 0.85) + (cold ? 0.35 : 0) : random.range(62, 120) + (cold ? 35 : 0);
      return { draft, price: roundTo(buildingArea * perSqFt, lease ? 50 : 1000), ...place, zip: zone.zip, yearBuilt: random.int(1985, refYear) };
    }
    case "office":
    case "retail": {
      const lease = hint?.lease ?? random.chance(0.5);
      const buildingArea = roundTo(random.range(1_200, 24_000), 100);
      const draft: Draft = { ...base, kind, lease, buildingArea, lotAcres: Number((buildingArea / 43_560 * random.range(2.5, 4)).toFixed(2)) };
      const perSqFt = lease ? random.range(1.0, 2.1) : random.range(110, 230);
      return { draft, price: roundTo(buildingArea * perSqFt * factor, lease ? 50 : 1000), ...place, zip: zone.zip, yearBuilt: random.int(1978, refYear) };
    }
    default: {
      const draft: Draft = { ...base, kind: "business", lease: false, buildingArea: roundTo(random.range(1_500, 6_000), 100) };
      return { draft, price: roundTo(random.range(85_000, 850_000), 1000), ...place, zip: zone.zip };
    }
  }
}

const residentialKinds: readonly DraftKind[] = ["home", "rental", "condo", "park", "income"];

export function draftListing(random: Random, refYear: number, hint?: DraftHint): Priced {
  const kind = hint?.kind ?? random.weighted(kindWeights);
  const city = hint?.city ?? random.weighted(kindCities[kind] ?? cityWeights);
  if (kind === "income") {
    const units = random.int(2, 4);
    const zone = random.pick(commercialZones[city]);
    const draft: Draft = { kind, city, cityName: cities[city].name, road: random.pick(zone.roads), style: "ranch", tier: "starter", lease: false, units, beds: units * 2, baths: units, livingArea: units * roundTo(random.range(800, 1050), 10), lotAcres: Number(random.range(0.18, 0.35).toFixed(2)) };
    return { draft, price: listPrice(units * random.range(85_000, 120_000) * cityPriceFactor[city]), ...jitter(random, zone.lat, zone.lng, 0.01), zip: zone.zip, yearBuilt: random.int(1980, refYear) };
  }
  return residentialKinds.includes(kind) ? residential(random, kind, city, refYear, hint) : commercial(random, kind, city, refYear, hint);
}
