import { createHash, randomBytes } from "node:crypto";
import { showings } from "../../app/db/schema";
import type { Database } from "../../app/server/db/connect.server";
import { insertLead } from "./agent-factories";

/**
 * A showing as the visitor's booking stores it, with its lead (a showing request in `lang`); `values`
 * say what the test is about. Returns the ids and the visitor's raw link token.
 */
export async function insertShowing(
  db: Database,
  { lead = {}, ...values }: Partial<typeof showings.$inferInsert> & { lead?: Parameters<typeof insertLead>[1] } & { startsAt: Date },
): Promise<{ id: string; leadId: string; token: string }> {
  const leadId = values.leadId ?? (await insertLead(db, { type: "showing", ...lead }));
  const token = randomBytes(18).toString("base64url");
  const [row] = await db
    .insert(showings)
    .values({ leadId, listingKey: "SHOW-1", endsAt: new Date(values.startsAt.getTime() + 30 * 60_000), manageTokenHash: createHash("sha256").update(token).digest("hex"), ...values })
    .returning({ id: showings.id });
  return { id: row?.id ?? "", leadId, token };
}
