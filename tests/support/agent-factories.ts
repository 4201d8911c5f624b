import { leads, listings } from "../../app/db/schema";
import type { Database } from "../../app/server/db/connect.server";

let sequence = 0;

/** A lead as a form would store it, each with its own name, address and one-time key; `values` say what the test is about. */
export async function insertLead(db: Database, values: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
  sequence++;
  const [row] = await db
    .insert(leads)
    .values({ type: "contact", name: `Lead ${sequence}`, email: `lead${sequence}@example.com`, lang: "en", consent: true, sourcePath: "/en/contact", idempotencyKey: `factory-${sequence}-${Date.now()}`, ...values })
    .returning({ id: leads.id });
  return row?.id ?? "";
}

/** An active McAllen listing, her own (`source` "agent") or the MLS's, its address "<key> Palm Ct". */
export async function insertListing(db: Database, key: string, source: string, at = new Date()): Promise<void> {
  await db.insert(listings).values({ listingKey: key, listingId: key, originatingSystemName: source, standardStatus: "Active", propertyType: "Residential", listPrice: 250_000, unparsedAddress: `${key} Palm Ct`, city: "McAllen", postalCode: "78501", modificationTimestamp: at });
}
