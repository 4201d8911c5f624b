/**
 * Paging a feed by keyset (ADR 0114): each request asks for the records after
 * the last one already read, in the order the request names, so no request
 * needs `$skip`, which many MLS servers ignore, cap or answer slowly at depth.
 */

/** A ModificationTimestamp this far ahead of the clock is a typo: the mapping refuses it and no mark is set from it. */
export const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

/** An OData string literal: quotes doubled. */
export const odataString = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** How a resource is walked: the filter for what comes after a cursor, the cursor at a page's end, and a cursor's identity. */
export interface Keyset<C> {
  /** The `$filter` of the records after the cursor; with none, the first request's. */
  readonly after: (cursor: C | null) => string | null;
  /** The cursor at the page's last record that names one; null when none does. */
  readonly cursorOf: (records: readonly unknown[]) => C | null;
  /** A cursor as text, to tell a page the server has already sent. */
  readonly id: (cursor: C) => string;
}

/** A place in the Property order: an OData DateTimeOffset literal and the ListingKey that breaks ties. */
export interface Mark {
  readonly at: string;
  readonly key: string;
}

const DATE_TIME_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,12})?)?(?:Z|[+-]\d{2}:\d{2})$/;

/**
 * A feed's timestamp as a literal for the next request's filter: as sent when
 * it is a well-formed DateTimeOffset (a server with finer clocks than
 * JavaScript's keeps its digits, so its records of one millisecond page
 * right), else rewritten from its instant; null when it is no timestamp.
 * Nothing else of a feed's text ever reaches a filter.
 */
export function instantLiteral(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const time = Date.parse(value);
  if (Number.isNaN(time)) return null;
  return DATE_TIME_OFFSET.test(value) ? value : new Date(time).toISOString();
}

const within = (filter: string | null | undefined, condition: string | null) => {
  const parts = [filter?.trim() ? `(${filter.trim()})` : null, condition].filter((part): part is string => part !== null);
  return parts.length === 0 ? null : parts.join(" and ");
};

type Loose = Record<string, unknown> | null | undefined;

/** The Property order of every pass, `ModificationTimestamp, ListingKey`, within RESO_FILTER. */
export function modificationKeyset(filter?: string | null): Keyset<Mark> {
  return {
    after: (mark) =>
      within(
        filter,
        mark ? `(ModificationTimestamp gt ${mark.at} or (ModificationTimestamp eq ${mark.at} and ListingKey gt ${odataString(mark.key)}))` : null,
      ),
    cursorOf: (records) => {
      for (let index = records.length - 1; index >= 0; index -= 1) {
        const record = records[index] as Loose;
        const at = instantLiteral(record?.ModificationTimestamp);
        if (typeof record?.ListingKey === "string" && at) return { at, key: record.ListingKey };
      }
      return null;
    },
    id: (mark) => `${mark.at}\u0000${mark.key}`,
  };
}

/** One key field's order (`ListingKey` for the reconciliation, `MediaKey` for photos), within a filter. */
export function fieldKeyset(field: string, filter?: string | null): Keyset<string> {
  return {
    after: (key) => within(filter, key === null ? null : `${field} gt ${odataString(key)}`),
    cursorOf: (records) => {
      for (let index = records.length - 1; index >= 0; index -= 1) {
        const value = (records[index] as Loose)?.[field];
        if (typeof value === "string") return value;
      }
      return null;
    },
    id: (key) => key,
  };
}

/**
 * The high-water mark a page leaves in the database: its last record that
 * names a place in the order and is not dated beyond tomorrow. A record
 * stamped years ahead (a typo) is skipped by the mapping and must not carry
 * the mark past every later change; it is read again, and reported again, by
 * each pass.
 */
export function storedMarkOf(records: readonly unknown[], now: Date): { at: Date; key: string } | null {
  for (let index = records.length - 1; index >= 0; index -= 1) {
    const record = records[index] as Loose;
    const at = typeof record?.ModificationTimestamp === "string" ? new Date(record.ModificationTimestamp) : null;
    if (typeof record?.ListingKey !== "string" || !at || Number.isNaN(at.getTime())) continue;
    if (at.getTime() <= now.getTime() + FUTURE_SLACK_MS) return { at, key: record.ListingKey };
  }
  return null;
}
