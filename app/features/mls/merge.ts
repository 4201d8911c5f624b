/** What the merge rule reads of the agent's own listings. */
export interface OwnListingRef {
  readonly listingKey: string;
  readonly listingId: string;
  readonly unparsedAddress: string;
  readonly postalCode: string;
}

export interface OwnIndex {
  readonly byListingId: ReadonlyMap<string, string>;
  readonly byAddress: ReadonlyMap<string, string>;
}

/** An address compared loosely: case, punctuation and spacing aside, with its ZIP. */
export function addressKey(address: string, postalCode: string): string {
  return `${address.toLowerCase().replace(/[^a-z0-9]+/g, " ").trim()}|${postalCode.trim().slice(0, 5)}`;
}

export function indexOwn(rows: readonly OwnListingRef[]): OwnIndex {
  return {
    byListingId: new Map(rows.map((row) => [row.listingId.toLowerCase(), row.listingKey])),
    byAddress: new Map(rows.filter((row) => row.unparsedAddress.trim() !== "").map((row) => [addressKey(row.unparsedAddress, row.postalCode), row.listingKey])),
  };
}

/**
 * The agent's own listing an MLS record is a copy of (ADR 0114), or null:
 * the record's ListingId (or ListingKey) is the own listing's listingId (the
 * agent entered the MLS number); or the record is the agent's
 * (ListAgentMlsId is RESO_AGENT_MLS_ID) and has the own listing's street
 * address and ZIP (the number not entered yet). The own listing stays.
 */
export function ownCopyOf(
  record: { listingKey: string; listingId: string; listAgentMlsId?: string | null; unparsedAddress: string; postalCode: string },
  own: OwnIndex,
  agentMlsId: string | null | undefined,
): string | null {
  const byId = own.byListingId.get(record.listingId.toLowerCase()) ?? own.byListingId.get(record.listingKey.toLowerCase());
  if (byId) return byId;
  if (!agentMlsId || record.listAgentMlsId?.toLowerCase() !== agentMlsId.toLowerCase()) return null;
  return own.byAddress.get(addressKey(record.unparsedAddress, record.postalCode)) ?? null;
}
