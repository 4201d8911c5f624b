import type { NewListingRow, NewMediaRow } from "../../db/schema";
import type { PropertySubType, PropertyType, StandardStatus } from "../../lib/reso";
import { demoSite } from "../../lib/site";
import type { Draft } from "./draft";
import { draftListing, type DraftHint } from "./drafts";
import { pastOf, type NewHistoryRow } from "./history";
import { draftPhotos } from "./photos";
import { offices } from "./places";
import { demoRentalTerms } from "./rental-terms";
import { createRandom, type Random } from "./random";
import { writeRemarks } from "./remarks";

export interface GenerateOptions {
  /** Same seed and reference date, same data. */
  readonly seed?: string;
  /** The day the data is "as of": listing dates fall before it. */
  readonly referenceDate?: Date;
  /** The agent whose own listings some demo listings are. */
  readonly siteAgent?: { readonly name: string; readonly office: string };
}

export interface GeneratedListing {
  readonly listing: NewListingRow;
  readonly media: NewMediaRow[];
  /** Listed, price changes and status changes, oldest first. */
  readonly history: NewHistoryRow[];
}

export const DEFAULT_SEED = "rgv-demo";

/** The first listings are fixed in kind so that every category page has listings even in a small data set. */
const prelude: readonly DraftHint[] = [
  { kind: "warehouse", city: "mcallen", cold: true, lease: false },
  { kind: "warehouse", city: "mcallen", cold: true, lease: true },
  { kind: "home", city: "mcallen", subdivision: "Tres Lagos", newConstruction: true, tier: "upper" },
  { kind: "home", city: "mcallen", subdivision: "Northgate Estates", tier: "luxury" },
  { kind: "home", city: "mcallen", subdivision: "Trenton Oaks", tier: "luxury", casita: true },
  { kind: "home", city: "mission", subdivision: "Sharyland Plantation", tier: "luxury" },
  { kind: "home", city: "mission", subdivision: "Meadow Creek", tier: "mid" },
  { kind: "home", city: "edinburg", subdivision: "Ebony Hills", tier: "mid", casita: true },
  { kind: "rental", city: "mcallen" },
  { kind: "land", city: "edinburg" },
  { kind: "warehouse", city: "pharr", cold: false, lease: true },
  { kind: "office", city: "mcallen", lease: false },
  { kind: "retail", city: "edinburg", lease: true },
  { kind: "home", city: "pharr", newConstruction: true },
  { kind: "home", city: "weslaco" },
  { kind: "home", city: "san-juan" },
  { kind: "home", city: "alamo" },
  { kind: "home", city: "donna" },
  { kind: "lot", city: "mcallen", subdivision: "Tres Lagos" },
  { kind: "farm", city: "edinburg" },
  { kind: "condo", city: "mcallen" },
  { kind: "park", city: "alamo" },
  { kind: "income", city: "mcallen" },
  { kind: "business", city: "mission" },
];

const statusWeights: ReadonlyArray<readonly [StandardStatus, number]> = [
  ["Active", 80],
  ["ActiveUnderContract", 5],
  ["Pending", 6],
  ["ComingSoon", 2],
  ["Closed", 5],
  ["Withdrawn", 2],
];

const DAY = 86_400_000;

export function listingKeyFor(index: number): string {
  return `DEMO${String(index + 1).padStart(6, "0")}`;
}

/** Six-digit MLS numbers that look scattered but never repeat (7919 is prime to 900,000). */
export function listingIdFor(index: number): string {
  return String(100_000 + ((index * 7919 + 24_571) % 900_000));
}

function typesOf(draft: Draft, random: Random): [PropertyType, PropertySubType] {
  switch (draft.kind) {
    case "home":
      return ["Residential", "SingleFamilyResidence"];
    case "rental":
      return ["ResidentialLease", "SingleFamilyResidence"];
    case "condo":
      return [draft.lease ? "ResidentialLease" : "Residential", draft.condoType ?? "Condominium"];
    case "park":
      return ["ManufacturedInPark", "ManufacturedHome"];
    case "income":
      return ["ResidentialIncome", draft.units === 2 ? "Duplex" : draft.units === 3 ? "Triplex" : "Quadruplex"];
    case "lot":
    case "land":
      return ["Land", "UnimprovedLand"];
    case "farm":
      return ["Farm", "Agriculture"];
    case "warehouse":
      return [draft.lease ? "CommercialLease" : "CommercialSale", !draft.coldArea && random.chance(0.2) ? "Industrial" : "Warehouse"];
    case "office":
      return [draft.lease ? "CommercialLease" : "CommercialSale", "Office"];
    case "retail":
      return [draft.lease ? "CommercialLease" : "CommercialSale", random.chance(0.15) ? "MixedUse" : "Retail"];
    case "business":
      return ["BusinessOpportunity", "Business"];
  }
}

function otherStructures(draft: Draft, random: Random): string[] {
  const structures: string[] = [];
  if (draft.casita) structures.push("GuestHouse");
  if (draft.kind === "farm") structures.push("Barns");
  if ((draft.kind === "home" || draft.kind === "rental") && random.chance(0.15)) structures.push(random.pick(["Sheds", "Pergola", "OutdoorKitchen", "Workshop"]));
  return structures;
}

function isoDate(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function agentFor(draft: Draft, random: Random, siteAgent: NonNullable<GenerateOptions["siteAgent"]>): [string, string] {
  if (random.chance(0.08)) return [siteAgent.name, siteAgent.office];
  const commercial = ["warehouse", "office", "retail", "business", "land"].includes(draft.kind);
  const commercialOffice = commercial && random.chance(0.6);
  const candidates = offices.filter((office) => (office.commercial === true) === commercialOffice);
  const office = random.pick(candidates.length > 0 ? candidates : offices);
  return [random.pick(office.agents), office.name];
}

/** One listing and its photos, from the seed and the index alone. */
export function generateListing(index: number, options: GenerateOptions = {}): GeneratedListing {
  const seed = options.seed ?? DEFAULT_SEED;
  const random = createRandom(`${seed}:${index}`);
  const reference = startOfDay(options.referenceDate ?? new Date());
  const hint = prelude[index];
  const { draft, price, lat, lng, zip, yearBuilt } = draftListing(random, reference.getUTCFullYear(), hint);
  const [propertyType, propertySubType] = typesOf(draft, random);
  const status: StandardStatus = hint ? "Active" : random.weighted(statusWeights);
  const daysOnMarket = Math.min(365, Math.floor(-Math.log(1 - random.next()) * 55));
  const onMarket = status === "ComingSoon" ? reference.getTime() + random.int(3, 21) * DAY : reference.getTime() - (daysOnMarket + (status === "Closed" ? 30 : 0)) * DAY;
  // Never after the moment of generation: a change can't be dated later than now (issue 44, item 11).
  const modified = new Date(
    Math.min(
      status === "ComingSoon"
        ? reference.getTime() - random.int(0, 3) * DAY
        : onMarket + random.next() * (reference.getTime() - onMarket) + random.int(8, 18) * 3_600_000,
      (options.referenceDate ?? new Date()).getTime(),
    ),
  );
  const listingKey = listingKeyFor(index);
  const streetNumber = String(draft.kind === "farm" || draft.kind === "land" ? random.int(1, 9) * 100 + random.int(0, 99) : random.int(100, 9999));
  const unit = draft.kind === "condo" ? ` Unit ${random.int(1, 40)}` : "";
  const remarksWith = writeRemarks(draft, random);
  const [agent, office] = agentFor(draft, random, options.siteAgent ?? { name: demoSite.agentName, office: demoSite.brokerage });
  const halfBaths = draft.baths && draft.baths >= 2 && random.chance(0.4) ? 1 : 0;
  const remarks = remarksWith(halfBaths);
  const listing: NewListingRow = {
    listingKey,
    listingId: listingIdFor(index),
    originatingSystemName: "demo",
    standardStatus: status,
    propertyType,
    propertySubType,
    listPrice: price,
    leaseAmountFrequency: draft.lease ? "Monthly" : null,
    unparsedAddress: `${streetNumber} ${draft.road}${unit}`,
    streetNumber,
    streetName: draft.road,
    unitNumber: unit ? unit.replace(" Unit ", "") : null,
    city: draft.cityName,
    stateOrProvince: "TX",
    postalCode: zip,
    countyOrParish: "Hidalgo",
    subdivisionName: draft.subdivision ?? null,
    latitude: lat,
    longitude: lng,
    bedroomsTotal: draft.beds ?? null,
    bathroomsFull: draft.baths ? draft.baths - halfBaths : null,
    bathroomsHalf: draft.baths ? halfBaths : null,
    livingArea: draft.livingArea ?? null,
    buildingAreaTotal: draft.buildingArea ?? null,
    lotSizeAcres: draft.lotAcres ?? null,
    yearBuilt: yearBuilt ?? null,
    publicRemarks: remarks.en,
    remarksEs: remarks.es,
    newConstructionYN: draft.newConstruction === true,
    otherStructures: otherStructures(draft, random),
    clearHeightFt: draft.clearHeight ?? null,
    dockDoors: draft.docks ?? null,
    refrigeratedYN: draft.coldArea !== undefined,
    refrigeratedAreaSqFt: draft.coldArea ?? null,
    onMarketDate: isoDate(onMarket),
    listingContractDate: isoDate(onMarket - random.int(0, 6) * DAY),
    modificationTimestamp: modified,
    listAgentFullName: agent,
    listOfficeName: office,
  };
  const media = draftPhotos(draft, listingKey, modified, random);
  // After every draw from `random`: the past has a stream of its own (history.ts), so nothing above moves.
  const past = pastOf({ listing, draft, seed, reference: reference.getTime(), onMarket, daysOnMarket, modified });
  return { listing: { ...listing, ...past.columns, ...demoRentalTerms(seed, index, listing, reference.getTime()) }, media, history: past.history };
}

export function startOfDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export function* generateListings(count: number, options: GenerateOptions & { readonly start?: number } = {}): Generator<GeneratedListing> {
  const start = options.start ?? 0;
  for (let index = start; index < start + count; index += 1) yield generateListing(index, options);
}
