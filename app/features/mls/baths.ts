/** The RESO fields a feed may count a listing's baths with; a feed sends some, any or none. */
export interface BathFields {
  readonly BathroomsFull?: number | null;
  readonly BathroomsHalf?: number | null;
  /** Every bath counted as one: 2 full and 1 half is 3. */
  readonly BathroomsTotalInteger?: number | null;
  /** A half bath counted as half: 2 full and 1 half is 2.5. */
  readonly BathroomsTotalDecimal?: number | null;
}

const count = (value: number | null | undefined) => (value === null || value === undefined ? null : Math.round(value));
const atLeastZero = (value: number | null) => (value !== null && value >= 0 ? value : null);

/**
 * A listing's full and half baths, the site's truth about them (ADR 0122), from what the feed
 * sends: its breakdown; a side it lacks worked out from a total; without a breakdown, a decimal
 * total split into whole baths and a half (any fraction, a three-quarter bath's too, is one half
 * bath), else a whole total taken as that many full baths, as the site showed it. A value out of
 * range is left to the column checks, which drop and report it.
 */
export function bathsOf(record: BathFields): { bathroomsFull: number | null; bathroomsHalf: number | null } {
  const full = count(record.BathroomsFull);
  const half = count(record.BathroomsHalf);
  const integer = count(record.BathroomsTotalInteger);
  const decimal = record.BathroomsTotalDecimal ?? null;
  if (full !== null && half !== null) return { bathroomsFull: full, bathroomsHalf: half };
  if (full !== null) {
    const fromInteger = integer === null ? null : atLeastZero(integer - full);
    const fromDecimal = decimal === null ? null : atLeastZero(Math.round((decimal - full) * 2));
    return { bathroomsFull: full, bathroomsHalf: fromInteger ?? fromDecimal ?? 0 };
  }
  if (half !== null) {
    const fromInteger = integer === null ? null : atLeastZero(integer - half);
    const fromDecimal = decimal === null ? null : atLeastZero(Math.floor(decimal - half / 2));
    return { bathroomsFull: fromInteger ?? fromDecimal, bathroomsHalf: half };
  }
  if (decimal !== null) {
    const whole = Math.floor(decimal);
    return { bathroomsFull: whole, bathroomsHalf: decimal > whole ? 1 : 0 };
  }
  return integer === null ? { bathroomsFull: null, bathroomsHalf: null } : { bathroomsFull: integer, bathroomsHalf: 0 };
}
