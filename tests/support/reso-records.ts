/**
 * Deterministic, realistic Rio Grande Valley records for the test RESO server: record n is always the
 * same listing, so tests can name what they expect to see on the site. Photos are small JPEGs whose
 * colour follows the MediaKey and MediaModificationTimestamp, so a changed photo has different pixels.
 */
import sharp from "sharp";
import { cities, cityList } from "~/lib/cities";

export type PropertyRecord = Record<string, unknown> & { ListingKey: string; ModificationTimestamp: string };

export interface MediaRecord {
  MediaKey: string;
  ResourceRecordKey: string;
  ResourceName: "Property";
  Order: number;
  /** A path on the test server ("/media/<key>.jpg"); the server answers it as an absolute URL. */
  MediaURL: string;
  MediaModificationTimestamp: string;
  MediaCategory: string;
  ShortDescription: string;
  ImageWidth: number;
  ImageHeight: number;
}

const streets = ["N 10th St", "Nolana Ave", "W Trenton Rd", "E Griffin Pkwy", "S Closner Blvd", "W University Dr", "N Shary Rd", "E Expressway 83", "Dove Ave", "Tamarack Ave"];
const subdivisions: Record<string, string[]> = {
  McAllen: ["Tres Lagos", "Northgate Estates", "Trenton Oaks"],
  Mission: ["Sharyland Plantation", "Meadow Creek"],
};
const remarks = [
  "Updated single-story home with an open kitchen, granite counters and a covered patio shaded by mature palms.",
  "Spacious family home near schools and shopping, with tile floors, a two-car garage and a large fenced yard.",
  "Move-in ready home with new roof, energy-efficient windows and a backyard ready for summer evenings.",
  "Bright corner lot with a split floor plan, walk-in closets and a primary suite that opens onto the garden.",
];

/** The feed's clock for factory records: all before the tests' own changes, a minute apart. */
export const FEED_EPOCH = Date.parse("2026-10-01T12:00:00.000Z");

export const listingKey = (n: number) => `RGV${String(n).padStart(6, "0")}`;

export interface RecordOptions {
  /** How many photos the record has (default 2). */
  readonly photos?: number;
  /** Records sharing a ModificationTimestamp, to exercise the ListingKey tie-break (default 1). */
  readonly sameStampGroup?: number;
}

/** The n-th (from 1) listing of the feed and its photos. */
export function makeRecord(n: number, options: RecordOptions = {}): { record: PropertyRecord; media: MediaRecord[] } {
  const city = cityList[(n - 1) % cityList.length] ?? cities.mcallen;
  const group = options.sameStampGroup ?? 1;
  const stamp = new Date(FEED_EPOCH + Math.floor((n - 1) / group) * 60_000).toISOString();
  const key = listingKey(n);
  const streetNumber = String(1000 + ((n * 137) % 8000));
  const streetName = streets[n % streets.length];
  const beds = 2 + (n % 4);
  const full = 1 + (n % 3);
  const half = n % 2;
  const price = 150_000 + ((n * 37_500) % 600_000);
  const lease = n % 10 === 0;
  const subdivision = subdivisions[city.name]?.[n % (subdivisions[city.name]?.length ?? 1)] ?? null;
  const record: PropertyRecord = {
    ListingKey: key,
    ListingId: `MLS${String(400_000 + n)}`,
    StandardStatus: "Active",
    PropertyType: lease ? "ResidentialLease" : "Residential",
    PropertySubType: n % 7 === 0 ? "Townhouse" : "SingleFamilyResidence",
    ListPrice: lease ? 1500 + (n % 10) * 100 : price,
    LeaseAmountFrequency: lease ? "Monthly" : null,
    UnparsedAddress: `${streetNumber} ${streetName}, ${city.name}, TX ${city.zips[0]}`,
    StreetNumber: streetNumber,
    StreetName: streetName,
    UnitNumber: null,
    City: city.name,
    StateOrProvince: "TX",
    PostalCode: city.zips[n % city.zips.length],
    CountyOrParish: "Hidalgo",
    SubdivisionName: subdivision,
    Latitude: Number((city.center.lat + (((n * 7) % 21) - 10) * 0.002).toFixed(6)),
    Longitude: Number((city.center.lng + (((n * 11) % 21) - 10) * 0.002).toFixed(6)),
    BedroomsTotal: beds,
    BathroomsTotalInteger: full + half,
    BathroomsFull: full,
    BathroomsHalf: half,
    LivingArea: 1200 + ((n * 113) % 2400),
    BuildingAreaTotal: 1400 + ((n * 113) % 2400),
    LotSizeAcres: Number((0.15 + ((n * 3) % 20) / 100).toFixed(2)),
    YearBuilt: 1975 + ((n * 5) % 50),
    PublicRemarks: `${remarks[n % remarks.length]} Listing ${key} in ${city.name}.`,
    NewConstructionYN: n % 9 === 0,
    OtherStructures: n % 11 === 0 ? ["GuestHouse"] : [],
    AssociationFee: subdivision ? 75 : null,
    TaxAnnualAmount: Math.round(price * 0.022),
    PoolPrivateYN: n % 5 === 0,
    OnMarketDate: new Date(FEED_EPOCH - (n % 60) * 86_400_000).toISOString().slice(0, 10),
    ListingContractDate: new Date(FEED_EPOCH - ((n % 60) + 2) * 86_400_000).toISOString().slice(0, 10),
    OriginalListPrice: lease ? null : price + 10_000,
    PreviousListPrice: null,
    ClosePrice: null,
    CloseDate: null,
    ModificationTimestamp: stamp,
    ListAgentFullName: ["Maria Garza", "Jose Trevino", "Ana Salinas", "Luis Cantu"][n % 4],
    ListAgentMlsId: `AG${100 + (n % 4)}`,
    ListOfficeName: ["Valley Homes Realty", "Palm Realty Group", "Rio Properties"][n % 3],
    ListOfficeMlsId: `OF${10 + (n % 3)}`,
    InternetEntireListingDisplayYN: true,
    InternetAddressDisplayYN: true,
    OriginatingSystemName: "GulfCoastMLS",
  };
  const media = Array.from({ length: options.photos ?? 2 }, (_, index) => makeMedia(key, index + 1, stamp));
  return { record, media };
}

export function makeMedia(key: string, order: number, stamp: string): MediaRecord {
  const mediaKey = `${key}-M${order}`;
  return {
    MediaKey: mediaKey,
    ResourceRecordKey: key,
    ResourceName: "Property",
    Order: order,
    MediaURL: `/media/${mediaKey}.jpg`,
    MediaModificationTimestamp: stamp,
    MediaCategory: "Photo",
    ShortDescription: order === 1 ? "Front of the house" : `Photo ${order}`,
    ImageWidth: 640,
    ImageHeight: 480,
  };
}

/**
 * A record a careful importer must refuse and skip, logging its key: it has a key and a timestamp (so
 * the feed can order it) but a price that is not a number, no city and coordinates off the planet.
 */
export function makeMalformedRecord(n: number): { record: PropertyRecord; media: MediaRecord[] } {
  const { record } = makeRecord(n);
  return { record: { ...record, ListPrice: "call agent", City: null, Latitude: 512.5, BedroomsTotal: -3 }, media: [] };
}

function colourOf(seed: string): { r: number; g: number; b: number } {
  let hash = 2166136261;
  for (const char of seed) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return { r: 40 + (hash & 0xaf), g: 40 + ((hash >>> 8) & 0xaf), b: 40 + ((hash >>> 16) & 0xaf) };
}

/** A JPEG for a photo; with an EXIF orientation when asked, as phone pictures in MLS feeds often have. */
export async function renderPhoto(media: MediaRecord, orientation?: number): Promise<Buffer> {
  const background = colourOf(`${media.MediaKey}@${media.MediaModificationTimestamp}`);
  const image = sharp({ create: { width: media.ImageWidth, height: media.ImageHeight, channels: 3, background } })
    .composite([{ input: { create: { width: Math.round(media.ImageWidth / 3), height: Math.round(media.ImageHeight / 3), channels: 3, background: { r: 250, g: 250, b: 240 } } }, top: 10, left: 10 }]);
  const jpeg = orientation ? image.jpeg({ quality: 80 }).withMetadata({ orientation }) : image.jpeg({ quality: 80 });
  return jpeg.toBuffer();
}

/**
 * Record n as a rental with its terms as a Texas feed sends them (ADR 0123): display names, a
 * comma-separated list, the deposit under a local name. `dirty` adds what real feeds carry too: a
 * lease term and a pet the Data Dictionary lacks, and an application fee that is no number; the
 * listing and its other terms must reach the site without them.
 */
export function makeRentalRecord(n: number, options: RecordOptions & { readonly availability: string; readonly dirty?: boolean }): { record: PropertyRecord; media: MediaRecord[] } {
  const { record, media } = makeRecord(n, options);
  const terms: Record<string, unknown> = {
    PropertyType: "Residential Lease",
    ListPrice: 1800,
    LeaseAmountFrequency: "Monthly",
    OriginalListPrice: null,
    AvailabilityDate: options.availability,
    LeaseTerm: "12 Months",
    PetsAllowed: ["Cats OK", "Small Dogs OK"],
    Furnished: "Unfurnished",
    RentIncludes: "Water,Trash Collection",
    RGV_SecurityDeposit: 1800,
    RGV_ApplicationFee: 45,
  };
  const dirt: Record<string, unknown> = options.dirty ? { LeaseTerm: "18 Moons", PetsAllowed: ["No", "Llamas"], RGV_ApplicationFee: "call office" } : {};
  return { record: { ...record, ...terms, ...dirt }, media };
}

/** The kinds of garbage a real MLS record carries in one field, the rest of it sound. */
export type Garbage = "number" | "date" | "string" | "lookup";

/**
 * Record n with one field of garbage, as seen on production MLS servers: an amount of a trillion
 * dollars (a typo that overflows an integer column), a date that is no day, a subdivision name of
 * thousands of characters (past PostgreSQL's index row limit), an unknown lookup value. The listing
 * itself is fine and must reach the site without the bad value.
 */
export function makeGarbageRecord(n: number, garbage: Garbage, options: RecordOptions = {}): { record: PropertyRecord; media: MediaRecord[]; field: string } {
  const { record, media } = makeRecord(n, options);
  const patch: Record<Garbage, [string, unknown]> = {
    number: ["BuildingAreaTotal", 999_145_269_699],
    date: ["OnMarketDate", "2026-02-30"],
    string: ["SubdivisionName", "Tres Lagos ".repeat(400)],
    lookup: ["PropertySubType", "Casa De Campo Deluxe"],
  };
  const [field, value] = patch[garbage];
  return { record: { ...record, [field]: value, PreviousListPrice: 999_145_269_699, ClosePrice: garbage === "number" ? 999_145_269_699 : null }, media, field };
}
