import { z } from "zod";
import type { NewListingRow } from "~/db/schema";
import { isLeaseType, type StandardStatus } from "~/lib/reso";
import { feeMonths, lookup, lookupList, squash, type UnknownValue } from "./lookups";
import { displayableStatuses, MLS_SOURCE } from "./model";

const blankToNull = (value: unknown) => (typeof value === "string" && value.trim() === "" ? null : value);
const text = z.preprocess(blankToNull, z.string().trim().nullish());
/** Edm.Decimal may arrive as a string (IEEE754Compatible=true); either way a finite number. */
const number = z.preprocess((value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : blankToNull(value)), z.number().finite().nullish());
const flag = z.preprocess((value) => (value === "true" ? true : value === "false" ? false : value), z.boolean().nullish());
const instant = z.string().refine((value) => !Number.isNaN(Date.parse(value)), "not a timestamp");
const day = z.preprocess(blankToNull, z.string().regex(/^\d{4}-\d{2}-\d{2}/).nullish());
const list = z.union([z.string(), z.array(z.string())]).nullish();

/** One Media record, as far as the site reads it. */
export const mediaRecordSchema = z.object({
  MediaKey: z.string().min(1),
  MediaURL: z.string().url(),
  Order: number,
  MediaCategory: text,
  ShortDescription: text,
  ImageWidth: number,
  ImageHeight: number,
  MediaModificationTimestamp: instant.nullish(),
  ModificationTimestamp: instant.nullish(),
  ResourceRecordKey: text,
});
export type MediaRecord = z.infer<typeof mediaRecordSchema>;

/** One Property record: the fields the site uses (ADR 0114). What fails here is a bad record, logged by key and skipped. */
export const propertyRecordSchema = z.object({
  ListingKey: z.string().trim().min(1).max(128),
  ListingId: text,
  ModificationTimestamp: instant,
  StandardStatus: text,
  PropertyType: text,
  PropertySubType: text,
  ListPrice: number,
  LeaseAmountFrequency: text,
  UnparsedAddress: text,
  StreetNumber: text,
  StreetName: text,
  StreetSuffix: text,
  UnitNumber: text,
  City: z.string().trim().min(1),
  StateOrProvince: text,
  PostalCode: text,
  CountyOrParish: text,
  SubdivisionName: text,
  Latitude: number,
  Longitude: number,
  BedroomsTotal: number,
  BathroomsTotalInteger: number,
  BathroomsFull: number,
  BathroomsHalf: number,
  LivingArea: number,
  BuildingAreaTotal: number,
  LotSizeAcres: number,
  YearBuilt: number,
  PublicRemarks: text,
  NewConstructionYN: flag,
  OtherStructures: list,
  OnMarketDate: day,
  ListingContractDate: day,
  ListAgentFullName: text,
  ListOfficeName: text,
  ListAgentMlsId: text,
  ListOfficeMlsId: text,
  OriginalListPrice: number,
  ClosePrice: number,
  CloseDate: day,
  AssociationFee: number,
  AssociationFeeFrequency: text,
  TaxAnnualAmount: number,
  PoolPrivateYN: flag,
  InternetEntireListingDisplayYN: flag,
  InternetAddressDisplayYN: flag,
  Media: z.array(z.unknown()).nullish(),
});
export type PropertyRecord = z.infer<typeof propertyRecordSchema>;

/** The Property fields the site reads, for `$select` (intersected with what `$metadata` says the server has). */
export const propertyFields = Object.keys(propertyRecordSchema.shape).filter((field) => field !== "Media");
export const mediaFields = Object.keys(mediaRecordSchema.shape);

/**
 * A local field with Spanish remarks, where a feed has one (RESO has no
 * standard field): `PublicRemarksEs`, `XYZ_PublicRemarksSpanish`… The first
 * such field `$metadata` lists, or none.
 */
export function spanishRemarksField(fields: Iterable<string>): string | null {
  for (const field of fields) if (/^(?:[A-Za-z0-9]+_)?(?:Public)?Remarks_?(?:Es|Spa|Spanish)$/i.test(field)) return field;
  return null;
}

/** A photo of a listing as the feed describes it; its pixels are fetched by the sync. */
export interface FeedPhoto {
  readonly sourceKey: string;
  readonly url: string;
  readonly order: number;
  readonly category: "Photo" | "FloorPlan";
  readonly shortDescription: string | null;
  readonly modifiedAt: string | null;
}

export interface MappedListing {
  readonly listing: NewListingRow & { listingKey: string; listingId: string; standardStatus: StandardStatus };
  readonly photos: readonly FeedPhoto[];
  /** Shown on the site: a displayable status and the MLS allows the listing on the internet. */
  readonly displayable: boolean;
  /** The status as the feed said it, when the status lookup knew it. */
  readonly feedStatus: StandardStatus | null;
}

export type Mapped =
  | { readonly ok: true; readonly value: MappedListing; readonly unknown: readonly UnknownValue[] }
  | { readonly ok: false; readonly key: string | null; readonly reason: "invalid" | "propertyType"; readonly unknown: readonly UnknownValue[]; readonly fields?: readonly string[] };

const whole = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value));
const count = (value: number | null | undefined) => (value === null || value === undefined || value < 0 ? null : Math.round(value));

/** Image categories the site shows; videos, tours and documents are dropped. */
function photoCategory(value: string | null | undefined): "Photo" | "FloorPlan" | null {
  const name = value ? squash(value) : "photo";
  return name === "photo" || name === "photos" || name === "image" ? "Photo" : name === "floorplan" ? "FloorPlan" : null;
}

/** The record's photos, in their Order (then key, for a stable order when Order repeats); bad media entries are left out. */
export function mapPhotos(raw: readonly unknown[]): FeedPhoto[] {
  const photos: FeedPhoto[] = [];
  for (const entry of raw) {
    const parsed = mediaRecordSchema.safeParse(entry);
    if (!parsed.success) continue;
    const category = photoCategory(parsed.data.MediaCategory);
    if (!category) continue;
    photos.push({
      sourceKey: parsed.data.MediaKey,
      url: parsed.data.MediaURL,
      order: parsed.data.Order ?? Number.MAX_SAFE_INTEGER,
      category,
      shortDescription: parsed.data.ShortDescription ?? null,
      modifiedAt: parsed.data.MediaModificationTimestamp ?? parsed.data.ModificationTimestamp ?? null,
    });
  }
  photos.sort((a, b) => a.order - b.order || a.sourceKey.localeCompare(b.sourceKey));
  return photos.map((photo, index) => ({ ...photo, order: index }));
}

function addressOf(record: PropertyRecord): string {
  if (record.UnparsedAddress) return record.UnparsedAddress;
  const street = [record.StreetNumber, record.StreetName, record.StreetSuffix].filter(Boolean).join(" ");
  return record.UnitNumber ? `${street} #${record.UnitNumber}` : street;
}

/**
 * One Property record (with its expanded Media, when the server expands)
 * onto a listings row: lookups onto app/lib/reso.ts's values, unknown ones
 * reported; IDX flags applied. Pure: the sync does the storing.
 */
export function mapRecord(raw: unknown, options: { spanishRemarksField?: string | null } = {}): Mapped {
  const unknown: UnknownValue[] = [];
  const parsed = propertyRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const key = typeof (raw as { ListingKey?: unknown })?.ListingKey === "string" ? ((raw as { ListingKey: string }).ListingKey.slice(0, 128)) : null;
    return { ok: false, key, reason: "invalid", unknown, fields: [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? "")))] };
  }
  const record = parsed.data;
  const status = lookup("StandardStatus", record.StandardStatus, unknown);
  const propertyType = lookup("PropertyType", record.PropertyType, unknown);
  // The type decides the category, the search and whether the price is a rent: a listing without one cannot be placed.
  if (!propertyType) return { ok: false, key: record.ListingKey, reason: "propertyType", unknown };
  if (record.ListPrice === null || record.ListPrice === undefined || record.ListPrice < 0) {
    return { ok: false, key: record.ListingKey, reason: "invalid", unknown, fields: ["ListPrice"] };
  }
  const subType = lookup("PropertySubType", record.PropertySubType, unknown);
  const frequency = isLeaseType(propertyType) ? (lookup("LeaseAmountFrequency", record.LeaseAmountFrequency, unknown) ?? "Monthly") : null;
  const months = record.AssociationFeeFrequency ? feeMonths.get(squash(record.AssociationFeeFrequency)) : 1;
  const remarksEs = options.spanishRemarksField ? text.safeParse((raw as Record<string, unknown>)[options.spanishRemarksField]) : undefined;
  const allowed = record.InternetEntireListingDisplayYN !== false;
  const displayable = allowed && status !== null && (displayableStatuses as readonly string[]).includes(status);
  return {
    ok: true,
    unknown,
    value: {
      displayable,
      feedStatus: status,
      photos: mapPhotos(record.Media ?? []),
      listing: {
        listingKey: record.ListingKey,
        listingId: record.ListingId ?? record.ListingKey,
        originatingSystemName: MLS_SOURCE,
        // A status the site doesn't know is stored as Delete: off the market, never shown.
        standardStatus: status ?? "Delete",
        propertyType,
        propertySubType: subType,
        listPrice: Math.round(record.ListPrice),
        leaseAmountFrequency: frequency,
        unparsedAddress: addressOf(record),
        streetNumber: record.StreetNumber ?? null,
        streetName: [record.StreetName, record.StreetSuffix].filter(Boolean).join(" ") || null,
        unitNumber: record.UnitNumber ?? null,
        city: record.City,
        stateOrProvince: record.StateOrProvince ?? "TX",
        postalCode: record.PostalCode ?? "",
        countyOrParish: record.CountyOrParish ?? null,
        subdivisionName: record.SubdivisionName ?? null,
        latitude: record.Latitude ?? null,
        longitude: record.Longitude ?? null,
        bedroomsTotal: count(record.BedroomsTotal),
        bathroomsTotalInteger: count(record.BathroomsTotalInteger),
        bathroomsFull: count(record.BathroomsFull),
        bathroomsHalf: count(record.BathroomsHalf),
        livingArea: count(record.LivingArea),
        buildingAreaTotal: count(record.BuildingAreaTotal),
        lotSizeAcres: record.LotSizeAcres ?? null,
        yearBuilt: count(record.YearBuilt),
        publicRemarks: record.PublicRemarks ?? null,
        remarksEs: remarksEs?.success ? (remarksEs.data ?? null) : null,
        newConstructionYN: record.NewConstructionYN ?? false,
        otherStructures: lookupList(record.OtherStructures),
        onMarketDate: record.OnMarketDate?.slice(0, 10) ?? null,
        listingContractDate: record.ListingContractDate?.slice(0, 10) ?? null,
        modificationTimestamp: new Date(record.ModificationTimestamp),
        listAgentFullName: record.ListAgentFullName ?? null,
        listOfficeName: record.ListOfficeName ?? null,
        listAgentMlsId: record.ListAgentMlsId ?? null,
        listOfficeMlsId: record.ListOfficeMlsId ?? null,
        originalListPrice: whole(record.OriginalListPrice),
        closePrice: whole(record.ClosePrice),
        closeDate: record.CloseDate?.slice(0, 10) ?? null,
        associationFee: record.AssociationFee === null || record.AssociationFee === undefined || months === undefined ? null : Math.round(record.AssociationFee / months),
        taxAnnualAmount: whole(record.TaxAnnualAmount),
        poolPrivateYN: record.PoolPrivateYN ?? false,
        internetAddressDisplayYN: record.InternetAddressDisplayYN !== false,
      },
    },
  };
}
