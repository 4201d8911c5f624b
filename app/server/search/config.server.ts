import { z } from "zod";
import { DEFAULT_LUXURY_MIN_PRICE } from "../../lib/categories";

const luxurySchema = z.coerce.number().int().positive().catch(DEFAULT_LUXURY_MIN_PRICE);

/** The price from which a home counts as luxury: LUXURY_MIN_PRICE, or the default when unset or invalid. */
export function luxuryMinPrice(env: NodeJS.ProcessEnv = process.env): number {
  return env.LUXURY_MIN_PRICE === undefined || env.LUXURY_MIN_PRICE === "" ? DEFAULT_LUXURY_MIN_PRICE : luxurySchema.parse(env.LUXURY_MIN_PRICE);
}
