import { getTableColumns } from "drizzle-orm";
import { listingBounds, listings, type ColumnBound, type NewListingRow } from "~/db/schema";

/** Why a value cannot go into its column. */
export type ValueProblem = "type" | "range" | "length";

export interface ColumnProblem {
  readonly column: keyof NewListingRow;
  readonly problem: ValueProblem;
}

const columns = getTableColumns(listings);
const INT4 = { min: -2_147_483_648, max: 2_147_483_647 };
/** Text columns without a bound of their own (listingBounds says why). */
const DEFAULT_TEXT = 255;

const isCalendarDay = (value: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1000 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

function inRange(value: number, bound: ColumnBound | undefined, type: { min: number; max: number } | null): boolean {
  const max = typeof bound?.max === "function" ? bound.max() : bound?.max;
  if (type && (value < type.min || value > type.max)) return false;
  return (bound?.min === undefined || value >= bound.min) && (max === undefined || value <= max);
}

function textProblem(value: unknown, bound: ColumnBound | undefined): ValueProblem | null {
  if (typeof value !== "string") return "type";
  if (value.length > (bound?.maxLength ?? DEFAULT_TEXT)) return "length";
  if (bound?.values && !bound.values.includes(value)) return "type";
  return null;
}

/** What is wrong with a value for a column, by the column's SQL type and its bound in listingBounds; null when it fits. */
export function problemOf(column: keyof NewListingRow, value: unknown): ValueProblem | null {
  if (value === null || value === undefined) return null;
  const definition = columns[column];
  const bound = listingBounds[column];
  switch (definition.columnType) {
    case "PgInteger":
      if (typeof value !== "number" || !Number.isInteger(value)) return "type";
      return inRange(value, bound, INT4) ? null : "range";
    case "PgDoublePrecision":
      if (typeof value !== "number" || !Number.isFinite(value)) return "type";
      return inRange(value, bound, null) ? null : "range";
    case "PgText":
      return textProblem(value, bound);
    case "PgBoolean":
      return typeof value === "boolean" ? null : "type";
    case "PgDateString":
      return typeof value === "string" && isCalendarDay(value) ? null : "type";
    case "PgTimestamp":
      return value instanceof Date && !Number.isNaN(value.getTime()) ? null : "type";
    case "PgArray": {
      if (!Array.isArray(value)) return "type";
      if (bound?.maxItems !== undefined && value.length > bound.maxItems) return "length";
      return value.map((item) => textProblem(item, bound)).find((problem) => problem !== null) ?? null;
    }
    case "PgJsonb":
      return typeof value === "object" && !Array.isArray(value) ? null : "type";
    default:
      return "type";
  }
}

/**
 * A row checked column by column before any insert: a value that does not fit
 * a nullable column becomes null and is reported; one that does not fit a
 * required column is reported as refused, for the caller to fall back or to
 * skip the record. So no value of a feed can fail a page's write.
 */
export function checkRow(row: NewListingRow): { row: NewListingRow; dropped: ColumnProblem[]; refused: ColumnProblem[] } {
  const checked: Record<string, unknown> = { ...row };
  const dropped: ColumnProblem[] = [];
  const refused: ColumnProblem[] = [];
  for (const column of Object.keys(row) as (keyof NewListingRow)[]) {
    const problem = problemOf(column, row[column]);
    if (!problem) continue;
    if (columns[column].notNull) {
      refused.push({ column, problem });
    } else {
      dropped.push({ column, problem });
      checked[column] = null;
    }
  }
  return { row: checked as NewListingRow, dropped, refused };
}
