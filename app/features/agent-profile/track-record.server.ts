import { and, eq, inArray, notInArray, or, sql } from "drizzle-orm";
import { listings } from "~/db/schema";
import { OWN_SOURCE } from "~/features/listings/model";
import { cachedByVersion, listingsVersionOf } from "~/features/listings/cache.server";
import { leaseTypes } from "~/lib/reso";
import type { Database } from "~/server/db/connect.server";

export interface TrackRecord {
  /** The agent's listings the site knows as sold: status Closed, leases (leased, not sold) left out. */
  readonly sold: number;
  /** The agent's listings for sale now: status Active, leases left out. */
  readonly forSale: number;
}

/**
 * The agent's record, from the database (ADR 0407): the agent's listings are
 * those entered in the agent area (OWN_SOURCE) and, with an MLS feed, the
 * feed's listings whose list agent is RESO_AGENT_MLS_ID. Demo listings are
 * nobody's. Cached per listings version, like search counts, so it is counted
 * again only after a listing changes.
 */
export async function trackRecord(db: Database, agentMlsId: string | undefined): Promise<TrackRecord> {
  const version = await listingsVersionOf(db);
  return cachedByVersion(db, version, `agent-track-record:${agentMlsId ?? ""}`, () => countTrackRecord(db, agentMlsId));
}

/** The record counted now, uncached: for a caller that keeps it under a version of its own. */
export async function countTrackRecord(db: Database, agentMlsId: string | undefined): Promise<TrackRecord> {
  const agents = or(eq(listings.originatingSystemName, OWN_SOURCE), agentMlsId ? eq(listings.listAgentMlsId, agentMlsId) : undefined);
  const [row] = await db
    .select({
      sold: sql<number>`(count(*) filter (where ${listings.standardStatus} = 'Closed'))::int`,
      forSale: sql<number>`(count(*) filter (where ${listings.standardStatus} = 'Active'))::int`,
    })
    .from(listings)
    .where(and(agents, inArray(listings.standardStatus, ["Closed", "Active"]), notInArray(listings.propertyType, [...leaseTypes])));
  return { sold: row?.sold ?? 0, forSale: row?.forSale ?? 0 };
}
