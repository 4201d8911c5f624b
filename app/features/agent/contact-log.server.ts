import { and, eq, sql } from "drizzle-orm";
import { leadEvents, leads } from "~/db/schema";
import type { ContactChannel, ContactOutcome } from "~/lib/leads";
import type { Database } from "~/server/db/connect.server";

/**
 * A call, text or WhatsApp she started from the lead's page, on its timeline (issue 55, item 5), with
 * its outcome when she logs one by hand; the lead's first contact when it had none. The event's id.
 */
export async function logContact(db: Database, leadId: string, channel: ContactChannel, outcome: ContactOutcome | null, authorId: string | null, now = new Date()): Promise<string | null> {
  return db.transaction(async (tx) => {
    const [lead] = await tx
      .update(leads)
      .set({ firstContactAt: sql`coalesce(${leads.firstContactAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
      .where(eq(leads.id, leadId))
      .returning({ id: leads.id });
    if (!lead) return null;
    const [event] = await tx
      .insert(leadEvents)
      .values({ leadId, kind: "contact", authorId, data: outcome ? { channel, outcome } : { channel }, createdAt: now })
      .returning({ id: leadEvents.id });
    return event?.id ?? null;
  });
}

/** Her answer to "How did it go?", kept on the contact's own line of the timeline. False when the lead has no such contact. */
export async function setContactOutcome(db: Database, leadId: string, eventId: string, outcome: ContactOutcome): Promise<boolean> {
  const updated = await db
    .update(leadEvents)
    .set({ data: sql`${leadEvents.data} || ${JSON.stringify({ outcome })}::jsonb` })
    .where(and(eq(leadEvents.id, eventId), eq(leadEvents.leadId, leadId), eq(leadEvents.kind, "contact")))
    .returning({ id: leadEvents.id });
  return updated.length > 0;
}
