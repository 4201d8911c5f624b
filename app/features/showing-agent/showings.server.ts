import { and, asc, eq, gte, inArray, lt, type SQL } from "drizzle-orm";
import { leads, listings, showings } from "~/db/schema";
import { addressColumns, visitorAddress } from "~/features/listings/address.server";
import { streetAndCity } from "~/lib/listing-address";
import type { PropertyAddress } from "~/lib/property-path";
import { holdingStatuses } from "~/lib/showings";
import type { Database } from "~/server/db/connect.server";

/** What every view of a showing reads: the showing, its visitor, and its listing's address as visitors may read it. */
const columns = {
  showing: showings,
  lead: { id: leads.id, name: leads.name, email: leads.email, phone: leads.phone, lang: leads.lang },
  ...addressColumns,
};

type Read = Awaited<ReturnType<typeof readShowings>>[number];

function readShowings(db: Pick<Database, "select">, where: SQL | undefined) {
  return db.select(columns).from(showings).innerJoin(leads, eq(leads.id, showings.leadId)).leftJoin(listings, eq(listings.listingKey, showings.listingKey)).where(where).orderBy(asc(showings.startsAt));
}

export type ShowingView = Read["showing"] & {
  readonly lead: Read["lead"];
  /** Street and city, or the listing key when the listing is gone from the site. */
  readonly address: string;
  /** The listing's address as its page's path is made of, or null when it is gone from the site. */
  readonly listing: PropertyAddress | null;
};

function view(row: Read): ShowingView {
  const { showing, lead, listingKey, unparsedAddress, internetAddressDisplayYN, city, stateOrProvince, postalCode } = row;
  if (listingKey === null || city === null) return { ...showing, lead, address: showing.listingKey, listing: null };
  const listing = visitorAddress({ listingKey, unparsedAddress: unparsedAddress ?? "", internetAddressDisplayYN: internetAddressDisplayYN ?? true, city, stateOrProvince: stateOrProvince ?? "", postalCode: postalCode ?? "" });
  return { ...showing, lead, address: streetAndCity(listing), listing };
}

/** The showings still holding her time that end after `from` (and start before `until`, when given), soonest first. */
export async function upcomingShowings(db: Pick<Database, "select">, from: Date, until?: Date): Promise<ShowingView[]> {
  return (await readShowings(db, and(gte(showings.endsAt, from), until ? lt(showings.startsAt, until) : undefined, inArray(showings.status, [...holdingStatuses])))).map(view);
}

/** A showing as her lists show it: what it is, when, whose, and where. */
export function upcomingItem({ id, kind, mode, status, startsAt, lead, address }: ShowingView) {
  return { id, kind, mode, status, startsAt, lead: { id: lead.id, name: lead.name }, address };
}

/** A lead's showings, every status, in time order. */
export async function showingsOfLead(db: Pick<Database, "select">, leadId: string): Promise<ShowingView[]> {
  return (await readShowings(db, eq(showings.leadId, leadId))).map(view);
}

export async function showingById(db: Pick<Database, "select">, id: string): Promise<ShowingView | undefined> {
  const [row] = await readShowings(db, eq(showings.id, id));
  return row ? view(row) : undefined;
}

/** The showing whose proposed time a visitor's Accept link names. */
export async function showingByAcceptHash(db: Pick<Database, "select">, hash: string): Promise<ShowingView | undefined> {
  const [row] = await readShowings(db, eq(showings.acceptTokenHash, hash));
  return row ? view(row) : undefined;
}
