// zod/mini: the calculators parse in the browser as people type, and the mini build is the one that tree-shakes.
import * as z from "zod/mini";
import { MAX_YEARS } from "./rent-vs-buy";
import { counties, countyTaxRates, downPaymentTypes, loanTerms, type LoanTerm } from "./mortgage";
import { toolPrefixes, type ToolId } from "./tools";

// As app/lib/zod.ts does for the full build: no eval under the site's Content-Security-Policy.
if (typeof document !== "undefined") z.config({ jitless: true });

const MAX_PRICE = 100_000_000;
const MAX_MONEY = 10_000_000;

function first(raw: unknown): unknown {
  return Array.isArray(raw) ? raw[0] : raw;
}

/**
 * Reads what people type: "250,000", "$250k", "6.5%", or "6,5" with a
 * decimal comma. A blank field is zero (the visitor cleared it); text that
 * is no number at all gives undefined, so the field keeps its default.
 */
export function readDecimal(raw: unknown): number | undefined {
  const value = first(raw);
  if (typeof value === "number") return Number.isFinite(value) ? value : undefined;
  if (typeof value !== "string") return undefined;
  if (value.trim() === "") return 0;
  let text = value.replace(/[\s$%]|US/gi, "");
  text = /^-?\d+,\d{1,2}$/.test(text) ? text.replace(",", ".") : text.replace(/,/g, "");
  const match = /^(-?(?:\d+\.?\d*|\.\d+))([km]?)$/i.exec(text);
  if (!match) return undefined;
  const scale = { k: 1_000, m: 1_000_000 }[(match[2] ?? "").toLowerCase()] ?? 1;
  const number = Number(match[1]) * scale;
  return Number.isFinite(number) ? number : undefined;
}

/** Clamped to its range and rounded to four decimals, which keeps shared URLs short. */
function numberField(fallback: number, min: number, max: number) {
  return z.catch(
    z.pipe(
      z.unknown(),
      z.transform((raw) => {
        const value = readDecimal(raw);
        return value === undefined ? fallback : Math.round(Math.min(max, Math.max(min, value)) * 10_000) / 10_000;
      }),
    ),
    fallback,
  );
}

const money = (fallback: number, max = MAX_MONEY) => numberField(fallback, 0, max);
const percent = (fallback: number, max = 100, min = 0) => numberField(fallback, min, max);

function choice<T extends string | number>(values: readonly T[], fallback: T) {
  const pick = (raw: unknown): T => {
    const value = String(first(raw)).trim().toLowerCase();
    return values.find((option) => String(option) === value) ?? fallback;
  };
  // Zod treats an object key as optional only when its schema says so; the catch does, so an absent parameter takes the fallback.
  return z.catch(z.pipe(z.unknown(), z.transform(pick)), () => fallback as Awaited<T>);
}

const term = choice<LoanTerm>(loanTerms, 30);
const downType = choice(downPaymentTypes, "percent");

/** A percent down payment above 100 means all cash; the form shows it as 100. */
function capPercent<T extends { down: number; downType: string }>(values: T): T {
  return values.downType === "percent" ? { ...values, down: Math.min(values.down, 100) } : values;
}

/** The loan and the yearly costs of owning, as affordability and rent-versus-buy take them. */
const loanCosts = {
  rate: percent(6.5, 30),
  term,
  taxRate: percent(countyTaxRates.hidalgo, 10),
  insurance: money(2_400),
  hoa: money(0),
  pmiRate: percent(0.5, 5),
};

export const mortgageSchema = z.pipe(
  z.object({
    price: money(250_000, MAX_PRICE),
    down: money(10, MAX_PRICE),
    downType,
    rate: percent(6.5, 30),
    term,
    county: choice(counties, "hidalgo"),
    taxRate: numberField(Number.NaN, 0, 10),
    insurance: money(2_400),
    hoa: money(0),
    pmiRate: percent(0.5, 5),
  }),
  // Without a rate of its own, the tax rate is the chosen county's estimate.
  z.transform((values) => capPercent({ ...values, taxRate: Number.isNaN(values.taxRate) ? countyTaxRates[values.county] : values.taxRate })),
);

export const affordabilitySchema = z.object({
  income: money(6_000),
  debts: money(400),
  down: money(15_000, MAX_PRICE),
  ...loanCosts,
  frontRatio: percent(28),
  backRatio: percent(36),
});

export const closingCostsSchema = z.pipe(
  z.object({
    price: money(250_000, MAX_PRICE),
    down: money(10, MAX_PRICE),
    downType,
    rate: percent(6.5, 30),
    originationPct: percent(1, 10),
    appraisal: money(600),
    lenderTitle: money(400),
    survey: money(450),
    escrowFee: money(500),
    otherFees: money(250),
    prepaidDays: numberField(15, 0, 31),
    taxRate: percent(countyTaxRates.hidalgo, 10),
    taxMonths: numberField(3, 0, 24),
    insurance: money(2_400),
    insuranceMonths: numberField(14, 0, 24),
  }),
  z.transform(capPercent),
);

export const rentVsBuySchema = z.pipe(
  z.object({
    rent: money(1_800),
    rentIncrease: percent(3, 20),
    price: money(250_000, MAX_PRICE),
    down: money(10, MAX_PRICE),
    downType,
    ...loanCosts,
    maintenance: percent(1, 10),
    appreciation: percent(3, 20, -20),
    investmentReturn: percent(5, 20),
    sellingCosts: percent(7, 20),
    closingCosts: percent(3, 10),
    years: numberField(7, 1, MAX_YEARS),
  }),
  z.transform((values) => capPercent({ ...values, years: Math.round(values.years) })),
);

export const toolSchemas = {
  mortgage: mortgageSchema,
  affordability: affordabilitySchema,
  closingCosts: closingCostsSchema,
  rentVsBuy: rentVsBuySchema,
} satisfies Record<ToolId, unknown>;

export type ToolValues = { [K in ToolId]: z.output<(typeof toolSchemas)[K]> };

/** Parses a calculator's fields from form state or any plain record; never throws. */
export function parseTool<K extends ToolId>(id: K, input: Record<string, unknown>): ToolValues[K] {
  return toolSchemas[id].parse(input) as ToolValues[K];
}

/** A calculator's values from the URL: missing or malformed parameters take their defaults. */
export function readTool<K extends ToolId>(id: K, params: URLSearchParams): ToolValues[K] {
  const prefix = toolPrefixes[id];
  const own = [...params].filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]);
  return parseTool(id, Object.fromEntries(own));
}

export function readTools(params: URLSearchParams): ToolValues {
  return {
    mortgage: readTool("mortgage", params),
    affordability: readTool("affordability", params),
    closingCosts: readTool("closingCosts", params),
    rentVsBuy: readTool("rentVsBuy", params),
  };
}

/**
 * The URL parameters with one calculator's replaced: only the values that
 * differ from what the URL would otherwise give, so a shared link says what
 * was changed. Defaults can depend on other fields (the tax rate on the
 * county), so a value equal to the plain default is kept when reading the
 * link back without it would change it.
 */
export function writeTool<K extends ToolId>(id: K, values: ToolValues[K], params: URLSearchParams): URLSearchParams {
  const prefix = toolPrefixes[id];
  const entries: Array<[string, unknown]> = Object.entries(values);
  const defaults: Record<string, unknown> = parseTool(id, {});
  const written = Object.fromEntries(entries.filter(([key, value]) => value !== defaults[key]));
  const readBack: Record<string, unknown> = parseTool(id, written);
  const next = new URLSearchParams([...params].filter(([key]) => !key.startsWith(prefix)));
  for (const [key, value] of entries) {
    if (key in written || readBack[key] !== value) next.set(prefix + key, String(value));
  }
  return next;
}
