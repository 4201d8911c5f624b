import { and, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { leadLinks, leads } from "~/db/schema";
import type { LeadStatus, LeadType } from "~/lib/leads";
import type { Database } from "~/server/db/connect.server";
import { linkIndex, linkPair, matchReason, phoneKey, type PersonKeys, type PersonReason } from "./people";

/** More leads than one person sends; the search stops there rather than walk a shared office number's hundreds. */
const MAX_PERSON_LEADS = 50;

export interface Relative extends PersonKeys {
  readonly type: LeadType;
  readonly status: LeadStatus;
  readonly name: string;
  readonly createdAt: Date;
  readonly reason: PersonReason;
}

const columns = { id: leads.id, email: leads.email, phone: leads.phone, type: leads.type, status: leads.status, name: leads.name, createdAt: leads.createdAt };

/** The leads in the inbox that may be the same person as any of `keys`, and the agent's word on their pairs. */
async function candidates(db: Pick<Database, "select">, keys: readonly PersonKeys[]) {
  const ids = keys.map((key) => key.id);
  const links = await db.select().from(leadLinks).where(or(inArray(leadLinks.leadA, ids), inArray(leadLinks.leadB, ids)));
  const emails = [...new Set(keys.flatMap((key) => (key.email ? [key.email.trim().toLowerCase()] : [])))];
  // The phone as kept and as E.164: a number stored before ADR 0408 is kept as typed.
  const phones = [...new Set(keys.flatMap((key) => [key.phone, phoneKey(key.phone)].filter((phone) => phone !== null)))];
  const joined = links.filter((link) => link.same).flatMap((link) => [link.leadA, link.leadB]);
  const wanted: SQL[] = [];
  if (emails.length) wanted.push(inArray(sql`lower(${leads.email})`, emails));
  if (phones.length) wanted.push(inArray(leads.phone, phones));
  if (joined.length) wanted.push(inArray(leads.id, joined));
  const rows = wanted.length ? await db.select(columns).from(leads).where(and(or(...wanted), isNull(leads.heldReason))).limit(MAX_PERSON_LEADS * 2) : [];
  return { rows, links: linkIndex(links) };
}

/**
 * The lead's other requests, as one person (ADR 0421): those sharing its e-mail or phone, those the
 * agent joined to it, and on from each of them (the same e-mail on one, the same phone on another),
 * newest first. Held leads stay out: they may be a stranger using someone's address.
 */
export async function relativesOf(db: Pick<Database, "select">, lead: PersonKeys): Promise<Relative[]> {
  const found = new Map<string, Relative>();
  let frontier: PersonKeys[] = [lead];
  while (frontier.length > 0 && found.size < MAX_PERSON_LEADS) {
    const { rows, links } = await candidates(db, frontier);
    const next: PersonKeys[] = [];
    for (const row of rows) {
      if (row.id === lead.id || found.has(row.id)) continue;
      const reason = frontier.map((member) => matchReason(member, row, links)).find((why) => why !== null);
      if (!reason) continue;
      found.set(row.id, { ...row, reason });
      next.push(row);
    }
    frontier = next;
  }
  return [...found.values()].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime()).slice(0, MAX_PERSON_LEADS);
}

/** The leads the agent said are not this lead's person, for her to take back. */
export async function keptApartFrom(db: Pick<Database, "select">, id: string) {
  const links = await db.select().from(leadLinks).where(and(eq(leadLinks.same, false), or(eq(leadLinks.leadA, id), eq(leadLinks.leadB, id))));
  const others = links.map((link) => (link.leadA === id ? link.leadB : link.leadA));
  return others.length ? db.select({ id: leads.id, name: leads.name, type: leads.type, createdAt: leads.createdAt }).from(leads).where(inArray(leads.id, others)) : [];
}

/** How many other requests each listed lead's person has that it shares something with directly (the inbox's "+1 more"). */
export async function relativeCounts(db: Pick<Database, "select">, listed: readonly PersonKeys[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  if (listed.length === 0) return counts;
  const { rows, links } = await candidates(db, listed);
  for (const lead of listed) counts.set(lead.id, rows.filter((row) => matchReason(lead, row, links) !== null).length);
  return counts;
}

async function setWord(db: Pick<Database, "insert">, a: string, b: string, same: boolean, authorId: string | null): Promise<void> {
  const [leadA, leadB] = linkPair(a, b);
  await db
    .insert(leadLinks)
    .values({ leadA, leadB, same, authorId })
    .onConflictDoUpdate({ target: [leadLinks.leadA, leadLinks.leadB], set: { same, authorId, createdAt: new Date() } });
}

/** The agent joins two leads as one person. */
export function joinLeads(db: Database, a: string, b: string, authorId: string | null): Promise<void> {
  return setWord(db, a, b, true, authorId);
}

/**
 * The agent says `other` is not the person of `lead`: kept apart from every request of that person it
 * matched, so it does not come back through one of them; joining them again undoes it.
 */
export async function separateLeads(db: Database, lead: PersonKeys, other: string, authorId: string | null): Promise<void> {
  const person = [lead, ...(await relativesOf(db, lead))];
  const target = person.find((member) => member.id === other);
  if (!target) return;
  const { links } = await candidates(db, [target]);
  await db.transaction(async (tx) => {
    for (const member of person) {
      if (member.id !== other && matchReason(member, target, links) !== null) await setWord(tx, member.id, other, false, authorId);
    }
  });
}
