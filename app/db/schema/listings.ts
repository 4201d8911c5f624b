import { sql } from "drizzle-orm";
import { oneOf } from "./sql";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import type { ListingFeatures } from "~/lib/reso-features";
import {
  leaseFrequencies,
  mediaCategories,
  propertySubTypes,
  propertyTypes,
  standardStatuses,
} from "../../lib/reso";
import type { PhotoScene } from "../../lib/photo-scene";
import { APPLY_URL_MAX, furnishings, leaseTerms, petPolicies, RENTAL_FEE_MAX, rentInclusions } from "../../lib/rental-terms";


const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The words free-text search matches: address, city, subdivision, ZIP, MLS
 * number and the remarks (English, Spanish and the machine's Spanish; ADR 0125), unaccented and lowercased by rgv_search_normalize
 * (an IMMUTABLE wrapper around unaccent, created in the first migration, so
 * that it may feed a generated column). Stripped of word positions, which
 * nothing uses, to keep rows small. Typo tolerance comes from search_words.
 * A street address the MLS withholds (InternetAddressDisplayYN false) is
 * stored but left out, so no search finds a listing by it (ADR 0115).
 */
const searchVectorExpression = sql.raw(
  `strip(to_tsvector('simple'::regconfig, public.rgv_search_normalize(${[
    "CASE WHEN internet_address_display_yn THEN unparsed_address END",
    "city",
    "subdivision_name",
    "postal_code",
    "listing_id",
    "public_remarks",
    "remarks_es",
    "remarks_es_machine",
  ]
    .map((column) => `coalesce(${column}, '')`)
    .join(" || ' ' || ")})))`,
);

const mapCoordinate = (column: "latitude" | "longitude") =>
  sql.raw(`CASE WHEN internet_address_display_yn THEN ${column} ELSE round(${column}::numeric, 2)::double precision END`);

/** Full baths plus half a bath for each half bath (ADR 0122); none without a count of full baths. */
const bathsTotal = sql.raw(
  "CASE WHEN bathrooms_full IS NULL THEN NULL ELSE bathrooms_full::double precision + coalesce(bathrooms_half, 0)::double precision / 2 END",
);

/** RESO Property resource, the fields this site uses. */
export const listings = pgTable(
  "listings",
  {
    listingKey: text("listing_key").primaryKey(),
    /** The MLS number shown to visitors. */
    listingId: text("listing_id").notNull().unique(),
    originatingSystemName: text("originating_system_name").notNull(),
    standardStatus: text("standard_status").notNull(),
    propertyType: text("property_type").notNull(),
    propertySubType: text("property_sub_type"),
    /** Whole US dollars; for lease types the rent per leaseAmountFrequency. */
    listPrice: integer("list_price").notNull(),
    leaseAmountFrequency: text("lease_amount_frequency"),
    unparsedAddress: text("unparsed_address").notNull(),
    streetNumber: text("street_number"),
    streetName: text("street_name"),
    unitNumber: text("unit_number"),
    city: text("city").notNull(),
    stateOrProvince: text("state_or_province").notNull().default("TX"),
    postalCode: text("postal_code").notNull(),
    countyOrParish: text("county_or_parish"),
    subdivisionName: text("subdivision_name"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    /**
     * Where the map puts the listing and where a map area finds it (ADR 0116): its coordinates, or,
     * where the MLS withholds the street, rounded to two decimals (about a kilometre), so that
     * neither a pin nor ever smaller areas reveal the house.
     */
    mapLatitude: doublePrecision("map_latitude").generatedAlwaysAs(mapCoordinate("latitude")),
    mapLongitude: doublePrecision("map_longitude").generatedAlwaysAs(mapCoordinate("longitude")),
    bedroomsTotal: integer("bedrooms_total"),
    /** RESO BathroomsFull and BathroomsHalf, the truth about a listing's baths (ADR 0122). */
    bathroomsFull: integer("bathrooms_full"),
    bathroomsHalf: integer("bathrooms_half"),
    /**
     * The baths as people count them, a half bath as half (2 full and 1 half: 2.5), as RESO's
     * BathroomsTotalDecimal: what "2+ baths" compares and cards show.
     */
    bathroomsTotalDecimal: doublePrecision("bathrooms_total_decimal").generatedAlwaysAs(bathsTotal),
    /** Square feet. */
    livingArea: integer("living_area"),
    /** Square feet, for commercial buildings. */
    buildingAreaTotal: integer("building_area_total"),
    lotSizeAcres: doublePrecision("lot_size_acres"),
    yearBuilt: integer("year_built"),
    publicRemarks: text("public_remarks"),
    remarksEs: text("remarks_es"),
    /**
     * The English remarks machine-translated into Spanish by the MLS pass (ADR 0125), and the
     * sha256 of the English it came from: shown only while that is still the English. Never
     * written over remarks_es, which the agent or the feed wrote and which always wins.
     */
    remarksEsMachine: text("remarks_es_machine"),
    remarksEsMachineOf: text("remarks_es_machine_of"),
    newConstructionYN: boolean("new_construction_yn").notNull().default(false),
    otherStructures: text("other_structures").array().notNull().default(sql`'{}'::text[]`),
    /** A feed's feature lists (RESO Appliances, Flooring, Cooling…), by field: a standard value by its Data Dictionary name, a local one as sent (ADR 0126). */
    features: jsonb("features").$type<ListingFeatures>().notNull().default({}),
    clearHeightFt: integer("clear_height_ft"),
    dockDoors: integer("dock_doors"),
    refrigeratedYN: boolean("refrigerated_yn").notNull().default(false),
    refrigeratedAreaSqFt: integer("refrigerated_area_sqft"),
    onMarketDate: date("on_market_date"),
    listingContractDate: date("listing_contract_date"),
    modificationTimestamp: timestamp("modification_timestamp", { withTimezone: true, mode: "date" }).notNull(),
    listAgentFullName: text("list_agent_full_name"),
    listOfficeName: text("list_office_name"),
    /** The price when the listing first went on the market. */
    originalListPrice: integer("original_list_price"),
    /** The price before the last change, and when it changed: a lower current price reads "Price reduced". */
    previousListPrice: integer("previous_list_price"),
    priceChangeTimestamp: timestamp("price_change_timestamp", { withTimezone: true, mode: "date" }),
    closePrice: integer("close_price"),
    closeDate: date("close_date"),
    /** Monthly homeowners' association fee, whole dollars. */
    associationFee: integer("association_fee"),
    taxAnnualAmount: integer("tax_annual_amount"),
    poolPrivateYN: boolean("pool_private_yn").notNull().default(false),
    /** IDX: false when the MLS forbids showing the street address on the internet (city and ZIP still show). */
    internetAddressDisplayYN: boolean("internet_address_display_yn").notNull().default(true),
    /** The MLS ids of the listing agent and office, to tell the agent's and office's own listings in a feed. */
    listAgentMlsId: text("list_agent_mls_id"),
    listOfficeMlsId: text("list_office_mls_id"),
    /** A lease's terms (ADR 0123): RESO AvailabilityDate, LeaseTerm, PetsAllowed, Furnished, RentIncludes. */
    availabilityDate: date("availability_date"),
    leaseTerm: text("lease_term"),
    petsAllowed: text("pets_allowed").array().notNull().default(sql`'{}'::text[]`),
    furnished: text("furnished"),
    rentIncludes: text("rent_includes").array().notNull().default(sql`'{}'::text[]`),
    /** Whole dollars; RESO has no field for them, feeds send them under local names (ADR 0123). */
    securityDeposit: integer("security_deposit"),
    applicationFee: integer("application_fee"),
    /** Where a renter applies online, https only (not a RESO field). */
    applyUrl: text("apply_url"),
    /** The agent's pick for the home page (not a RESO field). */
    featured: boolean("featured").notNull().default(false),
    searchVector: tsvector("search_vector").generatedAlwaysAs(searchVectorExpression),
  },
  (t) => [
    check("listings_standard_status_check", oneOf("standard_status", standardStatuses)),
    check("listings_property_type_check", oneOf("property_type", propertyTypes)),
    check("listings_property_sub_type_check", oneOf("property_sub_type", propertySubTypes)),
    check("listings_lease_amount_frequency_check", oneOf("lease_amount_frequency", leaseFrequencies)),
    check("listings_list_price_check", sql`list_price >= 0`),
    check("listings_lease_term_check", oneOf("lease_term", leaseTerms)),
    check("listings_furnished_check", oneOf("furnished", furnishings)),
    check("listings_pets_allowed_check", sql.raw(`pets_allowed <@ ARRAY[${petPolicies.map((value) => `'${value}'`).join(", ")}]::text[]`)),
    check("listings_rent_includes_check", sql.raw(`rent_includes <@ ARRAY[${rentInclusions.map((value) => `'${value}'`).join(", ")}]::text[]`)),
    index("listings_subdivision_idx").on(t.subdivisionName),
    index("listings_search_vector_idx").using("gin", t.searchVector),
    // The agent's own listings, for the agent area's list, among many imported or demo ones.
    index("listings_own_idx").on(t.modificationTimestamp).where(sql`originating_system_name = 'agent'`),
    // The covering search indexes (filter, price and newest order) need INCLUDE, which
    // drizzle-kit cannot express: they are in drizzle/0002_search_support.sql.
    // A map area (ADR 0116) is read through a covering GiST index on point(map_longitude,
    // map_latitude) (drizzle/0011_map_bounds.sql); these two give the listings' extent in a few probes.
    index("listings_map_latitude_idx").on(t.mapLatitude),
    index("listings_map_longitude_idx").on(t.mapLongitude),
  ],
);

/**
 * A counter that every change to listings bumps (trigger in
 * drizzle/0002_search_support.sql), so that any instance can tell whether
 * counts it cached are still current.
 */
export const listingsVersion = pgTable(
  "listings_version",
  {
    id: integer("id").primaryKey(),
    version: bigint("version", { mode: "number" }).notNull(),
  },
  () => [check("listings_version_single_row", sql`id = 1`)],
);

/**
 * Every distinct word of the listings' search vectors, kept by a trigger.
 * A misspelt query word is matched here with pg_trgm, on short words rather
 * than whole remarks, and the words it resembles are then looked up in the
 * listings' full-text index.
 */
export const searchWords = pgTable(
  "search_words",
  { word: text("word").primaryKey() },
  (t) => [index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops"))],
);

/**
 * How many listings share each combination of the columns that filters and
 * facets read, except price and subdivision (which have too many values to
 * roll up). Kept by statement-level triggers (drizzle/0005_listing_count_triggers.sql), so a search
 * whose filters touch only these columns is counted from a few thousand rows
 * instead of every matching listing. Columns are named as in listings, since
 * the same filter conditions apply to both.
 */
export const listingFacetCounts = pgTable(
  "listing_facet_counts",
  {
    standardStatus: text("standard_status").notNull(),
    propertyType: text("property_type").notNull(),
    propertySubType: text("property_sub_type"),
    city: text("city").notNull(),
    bedroomsTotal: integer("bedrooms_total"),
    bathroomsTotalDecimal: doublePrecision("bathrooms_total_decimal"),
    newConstructionYN: boolean("new_construction_yn").notNull(),
    refrigeratedYN: boolean("refrigerated_yn").notNull(),
    otherStructures: text("other_structures").array().notNull(),
    /** Zero once the last such listing changes or goes; the row is kept, adding nothing. */
    listings: integer("listings").notNull(),
  },
  (t) => [
    unique("listing_facet_counts_key")
      .on(t.standardStatus, t.propertyType, t.propertySubType, t.city, t.bedroomsTotal, t.bathroomsTotalDecimal, t.newConstructionYN, t.refrigeratedYN, t.otherStructures)
      .nullsNotDistinct(),
  ],
);

/**
 * How many listings contain each search word (three characters or more), by
 * status, type, city and bedrooms (0 to 5, 5 meaning 5 or more, as the beds
 * facet counts them). Kept by the same triggers, so a
 * one-word text search is counted without visiting each listing that has
 * the word.
 */
export const listingWordCounts = pgTable(
  "listing_word_counts",
  {
    word: text("word").notNull(),
    standardStatus: text("standard_status").notNull(),
    propertyType: text("property_type").notNull(),
    city: text("city").notNull(),
    beds: integer("beds").notNull(),
    /** Zero once the last such listing changes or goes; the row is kept, adding nothing. */
    listings: integer("listings").notNull(),
  },
  (t) => [primaryKey({ name: "listing_word_counts_key", columns: [t.word, t.standardStatus, t.propertyType, t.city, t.beds] })],
);

/** RESO Media resource: the photos of a listing. */
export const media = pgTable(
  "media",
  {
    mediaKey: text("media_key").primaryKey(),
    resourceRecordKey: text("resource_record_key")
      .notNull()
      .references(() => listings.listingKey, { onDelete: "cascade" }),
    order: integer("order").notNull(),
    mediaCategory: text("media_category").notNull().default("Photo"),
    /** Alt text, English. */
    shortDescription: text("short_description"),
    /** Alt text, Spanish. */
    shortDescriptionEs: text("short_description_es"),
    imageWidth: integer("image_width").notNull(),
    imageHeight: integer("image_height").notNull(),
    /** Key of the original image in storage, for uploaded or imported photos. */
    storageKey: text("storage_key"),
    /** Where an imported photo came from (RESO MediaURL): a new URL means new pixels to fetch. */
    mediaUrl: text("media_url"),
    /** Parameters of a generated demo scene, rendered on demand instead of stored. */
    scene: jsonb("scene").$type<PhotoScene>(),
    modificationTimestamp: timestamp("modification_timestamp", { withTimezone: true, mode: "date" }).notNull(),
  },
  (t) => [
    check("media_media_category_check", oneOf("media_category", mediaCategories)),
    check("media_source_check", sql`storage_key IS NOT NULL OR scene IS NOT NULL`),
    index("media_listing_order_idx").on(t.resourceRecordKey, t.order),
  ],
);

/** What a listing column may hold beyond its SQL type (inclusive); a year bound may move with the clock. */
export interface ColumnBound {
  readonly min?: number;
  readonly max?: number | (() => number);
  /** Characters, for text (and each item of a text array). */
  readonly maxLength?: number;
  readonly maxItems?: number;
  /** The values a CHECK constraint allows (the same list builds the constraint). */
  readonly values?: readonly string[];
}

const money = { min: 0, max: 1_000_000_000 } as const;
const rooms = { min: 0, max: 100 } as const;
const shortText = { maxLength: 255 } as const;

/**
 * The values a listing in this market can have, per column: what a feed or
 * form may write beyond the column's type (app/features/mls/columns.ts
 * checks both before any insert, so one typo in an MLS record is a dropped
 * value, never a failed page). Text without a bound here is held to 255
 * characters: indexed text must stay far below PostgreSQL's index row limit.
 */
export const listingBounds: Partial<Record<keyof typeof listings.$inferInsert, ColumnBound>> = {
  listingKey: { maxLength: 128 },
  listingId: shortText,
  standardStatus: { values: standardStatuses },
  propertyType: { values: propertyTypes },
  propertySubType: { values: propertySubTypes },
  leaseAmountFrequency: { values: leaseFrequencies },
  listPrice: money,
  originalListPrice: money,
  previousListPrice: money,
  closePrice: money,
  associationFee: money,
  taxAnnualAmount: money,
  latitude: { min: -90, max: 90 },
  longitude: { min: -180, max: 180 },
  bedroomsTotal: rooms,
  bathroomsFull: rooms,
  bathroomsHalf: rooms,
  livingArea: { min: 0, max: 9_999_999 },
  buildingAreaTotal: { min: 0, max: 9_999_999 },
  lotSizeAcres: { min: 0, max: 999_999 },
  yearBuilt: { min: 1700, max: () => new Date().getUTCFullYear() + 2 },
  // Long enough for any MLS's remarks (the Data Dictionary allows 4,000), far below a search vector's 1 MB.
  publicRemarks: { maxLength: 10_000 },
  remarksEs: { maxLength: 10_000 },
  otherStructures: { maxLength: 50, maxItems: 50 },
  leaseTerm: { values: leaseTerms },
  furnished: { values: furnishings },
  petsAllowed: { values: petPolicies, maxItems: petPolicies.length },
  rentIncludes: { values: rentInclusions, maxItems: rentInclusions.length },
  securityDeposit: { min: 0, max: RENTAL_FEE_MAX },
  applicationFee: { min: 0, max: RENTAL_FEE_MAX },
  applyUrl: { maxLength: APPLY_URL_MAX },
};

export type ListingRow = typeof listings.$inferSelect;
export type NewListingRow = typeof listings.$inferInsert;
export type MediaRow = typeof media.$inferSelect;
export type NewMediaRow = typeof media.$inferInsert;
