import { randomInt } from "node:crypto";
import { and, eq, ne, sql } from "drizzle-orm";
import { listingAudit, listingHistory, listings, type ListingRow, type NewListingRow } from "~/db/schema";
import { cities, type CitySlug } from "~/lib/cities";
import type { AuditAction } from "~/lib/listing-terms";
import type { Database } from "~/server/db/connect.server";
import { propertyTypeFor, type ListingFormInput } from "./listing-form";
import { MLS_SOURCE } from "~/features/mls/model";
import { DRAFT_STATUS, nextStatuses, OWN_KEY_PATTERN, OWN_SOURCE, type LifecycleStatus, type ListStatus } from "~/features/listings/model";

/** Who makes a change, for the audit. */
export interface Actor {
  readonly id: string;
  readonly name: string;
}
/** Who the listing is listed by: the site's agent and brokerage. */
export interface ListedBy {
  readonly agentName: string;
  readonly brokerage: string;
}

export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];

const KEY_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
/** A listing key of the agent's own: "A" and eight characters nobody misreads over the phone. */
export function newListingKey(): string {
  return `A${Array.from({ length: 8 }, () => KEY_ALPHABET[randomInt(KEY_ALPHABET.length)]).join("")}`;
}

const day = (at: Date) => at.toISOString().slice(0, 10);

/** The listing's columns the editor's fields set. */
function columnsOf(input: ListingFormInput): Omit<NewListingRow, "listingKey" | "listingId" | "originatingSystemName" | "standardStatus" | "modificationTimestamp"> {
  const city = cities[input.city as CitySlug];
  const features = new Set(input.features);
  const [streetNumber, ...street] = input.address.split(/\s+/);
  const numbered = /^\d+[A-Za-z]?$/.test(streetNumber ?? "");
  return {
    propertyType: propertyTypeFor(input.subType, input.deal),
    propertySubType: input.subType,
    listPrice: input.price,
    leaseAmountFrequency: input.deal === "lease" ? "Monthly" : null,
    unparsedAddress: input.address,
    streetNumber: numbered ? streetNumber : null,
    streetName: numbered ? street.join(" ") : input.address,
    city: city.name,
    postalCode: input.zip,
    countyOrParish: city.county,
    subdivisionName: input.subdivision || null,
    latitude: input.latitude,
    longitude: input.longitude,
    bedroomsTotal: input.bedrooms,
    // One side given says the other has none: "3 full" is 3 baths, "1 half" a half bath alone.
    bathroomsFull: input.fullBaths ?? (input.halfBaths === null ? null : 0),
    bathroomsHalf: input.halfBaths ?? (input.fullBaths === null ? null : 0),
    livingArea: input.livingArea,
    buildingAreaTotal: propertyTypeFor(input.subType, input.deal).startsWith("Commercial") ? input.livingArea : null,
    lotSizeAcres: input.lotSize,
    yearBuilt: input.yearBuilt,
    publicRemarks: input.descriptionEn || null,
    remarksEs: input.descriptionEs || null,
    newConstructionYN: features.has("newConstruction"),
    otherStructures: features.has("casita") ? ["GuestHouse"] : [],
    poolPrivateYN: features.has("pool"),
    refrigeratedYN: features.has("refrigerated"),
    clearHeightFt: input.clearHeight,
    dockDoors: input.dockDoors,
    associationFee: input.hoaFee,
    taxAnnualAmount: input.taxes,
    ...rentalColumns(input),
  };
}

/** A lease's terms as the editor set them; none on a listing for sale, so a lease turned sale keeps no stale terms. */
function rentalColumns(input: ListingFormInput): Pick<NewListingRow, "availabilityDate" | "leaseTerm" | "petsAllowed" | "furnished" | "rentIncludes" | "securityDeposit" | "applicationFee" | "applyUrl"> {
  const lease = input.deal === "lease";
  return {
    availabilityDate: lease ? input.availableFrom : null,
    leaseTerm: lease ? input.leaseTerm : null,
    petsAllowed: lease ? input.pets : [],
    furnished: lease ? input.furnished : null,
    rentIncludes: lease ? input.rentIncludes : [],
    securityDeposit: lease ? input.deposit : null,
    applicationFee: lease ? input.applicationFee : null,
    applyUrl: lease ? input.applyUrl : null,
  };
}

/**
 * Whether another listing of the agent's, or of a source other than the MLS,
 * already has this MLS number as its ListingId (unique). An MLS copy with it
 * does not count: it is the feed's copy of this very listing, which the
 * editor takes over (takeOverMlsCopy). Compared without case, as the editor
 * upper-cases what is typed.
 */
export async function mlsNumberTaken(db: Database | Executor, mlsNumber: string, exceptKey?: string): Promise<boolean> {
  if (mlsNumber === "") return false;
  const [row] = await db
    .select({ key: listings.listingKey })
    .from(listings)
    .where(
      and(
        sql`upper(${listings.listingId}) = ${mlsNumber.toUpperCase()}`,
        ne(listings.originatingSystemName, MLS_SOURCE),
        exceptKey ? ne(listings.listingKey, exceptKey) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The MLS copy of the listing the agent numbers goes, in the same transaction, so the listing shows
 * once, as the agent wrote it; the sync keeps merging it by the number from then on (ADR 0114).
 */
async function takeOverMlsCopy(tx: Executor, mlsNumber: string): Promise<void> {
  if (mlsNumber === "") return;
  await tx.delete(listings).where(and(sql`upper(${listings.listingId}) = ${mlsNumber.toUpperCase()}`, eq(listings.originatingSystemName, MLS_SOURCE)));
}

/** The fields that differ between two versions of a listing, as [before, after], for the audit. */
function differences(before: Partial<NewListingRow>, after: Partial<NewListingRow>): Record<string, [unknown, unknown]> {
  const changes: Record<string, [unknown, unknown]> = {};
  for (const [field, value] of Object.entries(after)) {
    const previous = (before as Record<string, unknown>)[field];
    if (JSON.stringify(previous ?? null) !== JSON.stringify(value ?? null)) changes[field] = [previous ?? null, value ?? null];
  }
  return changes;
}

export async function audit(tx: Executor | Database, listingKey: string, actor: Actor, action: AuditAction, changes: Record<string, [unknown, unknown]> = {}, at = new Date(), historyId: number | null = null) {
  await tx.insert(listingAudit).values({ listingKey, userId: actor.id, userName: actor.name, action, changes, at, historyId });
}

/** Notes a change to a listing's photos or open houses in its audit, and bumps it so kept pages and alerts see it. */
export async function touchListing(db: Database | Executor, listingKey: string, actor: Actor, action: AuditAction, changes: Record<string, [unknown, unknown]> = {}, now = new Date()) {
  await db.update(listings).set({ modificationTimestamp: now }).where(eq(listings.listingKey, listingKey));
  await audit(db, listingKey, actor, action, changes, now);
}

/** A new listing of the agent's own, as an unpublished draft. Its key. */
export async function createListing(db: Database, input: ListingFormInput, actor: Actor, listedBy: ListedBy, now = new Date()): Promise<string> {
  const listingKey = newListingKey();
  const columns = columnsOf(input);
  await db.transaction(async (tx) => {
    await takeOverMlsCopy(tx, input.mlsNumber);
    await tx.insert(listings).values({
      ...columns,
      listingKey,
      listingId: input.mlsNumber || listingKey,
      originatingSystemName: OWN_SOURCE,
      standardStatus: DRAFT_STATUS,
      listAgentFullName: listedBy.agentName,
      listOfficeName: listedBy.brokerage,
      modificationTimestamp: now,
    });
    await audit(tx, listingKey, actor, "created", differences({}, { ...columns, listingId: input.mlsNumber || listingKey }), now);
  });
  return listingKey;
}

/** One of the agent's own listings; null for a key that is not theirs. */
export async function ownListing(db: Database, listingKey: string): Promise<ListingRow | null> {
  if (!OWN_KEY_PATTERN.test(listingKey)) return null;
  const [row] = await db
    .select()
    .from(listings)
    .where(and(eq(listings.listingKey, listingKey), eq(listings.originatingSystemName, OWN_SOURCE)))
    .limit(1);
  return row ?? null;
}

export async function lockedOwn(tx: Executor, listingKey: string): Promise<ListingRow | null> {
  if (!OWN_KEY_PATTERN.test(listingKey)) return null;
  const [row] = await tx
    .select()
    .from(listings)
    .where(and(eq(listings.listingKey, listingKey), eq(listings.originatingSystemName, OWN_SOURCE)))
    .for("update")
    .limit(1);
  return row ?? null;
}

/** A published listing's new price goes into its history; a lower one reads "Price reduced". */
function priceChange(row: ListingRow, price: number, now: Date) {
  if (row.standardStatus === DRAFT_STATUS || price === row.listPrice) return undefined;
  return {
    columns: { previousListPrice: row.listPrice, priceChangeTimestamp: now },
    history: { listingKey: row.listingKey, at: now, event: "price" as const, status: row.standardStatus, price, previousPrice: row.listPrice },
  };
}

/** Saves the editor's fields. False when the listing is not the agent's own. */
export async function updateListing(db: Database, listingKey: string, input: ListingFormInput, actor: Actor, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockedOwn(tx, listingKey);
    if (!row) return false;
    // Clearing the MLS number gives the listing its own key back as its ListingId.
    const columns = { ...columnsOf(input), listingId: input.mlsNumber || row.listingKey };
    const changes = differences(row, columns);
    if (Object.keys(changes).length === 0) return true;
    if (changes.listingId) await takeOverMlsCopy(tx, input.mlsNumber);
    const price = priceChange(row, input.price, now);
    await tx
      .update(listings)
      .set({ ...columns, ...price?.columns, modificationTimestamp: now })
      .where(eq(listings.listingKey, listingKey));
    if (price) await tx.insert(listingHistory).values(price.history);
    await audit(tx, listingKey, actor, "saved", changes, now);
    return true;
  });
}

export type StatusChange =
  | { readonly to: Exclude<LifecycleStatus, "Closed"> }
  | { readonly to: "Closed"; readonly closePrice: number; readonly closeDate: string };

/**
 * Moves a listing along its lifecycle (publishing a draft included) and
 * records it in the history and the audit, the audit entry naming its history
 * entry so that undoing it can hide it (ADR 0420). False when the listing is
 * not the agent's own or may not go to that status from where it is. A sale
 * has its close price and date, always given: none is made up.
 */
export async function changeStatus(db: Database, listingKey: string, change: StatusChange, actor: Actor, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockedOwn(tx, listingKey);
    if (!row || !nextStatuses[row.standardStatus as ListStatus]?.includes(change.to)) return false;
    const listed = row.standardStatus === DRAFT_STATUS || ((row.standardStatus === "Withdrawn" || row.standardStatus === "Expired") && change.to === "Active");
    const closing = change.to === "Closed" ? { closePrice: change.closePrice, closeDate: change.closeDate } : {};
    const columns: Partial<NewListingRow> = {
      standardStatus: change.to,
      ...closing,
      ...(listed && change.to === "Active" ? { onMarketDate: day(now), originalListPrice: row.originalListPrice ?? row.listPrice } : {}),
      ...(row.standardStatus === DRAFT_STATUS ? { listingContractDate: day(now), originalListPrice: row.listPrice } : {}),
    };
    await tx
      .update(listings)
      .set({ ...columns, modificationTimestamp: now })
      .where(eq(listings.listingKey, listingKey));
    const [entry] = await tx
      .insert(listingHistory)
      .values({ listingKey, at: now, event: listed ? "listed" : "status", status: change.to, price: change.to === "Closed" ? change.closePrice : row.listPrice })
      .returning({ id: listingHistory.id });
    await audit(tx, listingKey, actor, row.standardStatus === DRAFT_STATUS ? "published" : "status", differences(row, columns), now, entry?.id ?? null);
    return true;
  });
}

/** Features a listing on the home page, or stops. */
export async function setFeatured(db: Database, listingKey: string, featured: boolean, actor: Actor, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockedOwn(tx, listingKey);
    if (!row) return false;
    if (row.featured === featured) return true;
    await tx.update(listings).set({ featured, modificationTimestamp: now }).where(eq(listings.listingKey, listingKey));
    await audit(tx, listingKey, actor, "featured", { featured: [row.featured, featured] }, now);
    return true;
  });
}
