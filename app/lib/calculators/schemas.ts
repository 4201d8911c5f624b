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

/** Why a field's text gives no result; the calculators' texts say each in both languages. */
export const fieldProblems = ["number", "positive", "nonNegative"] as const;
export type FieldProblem = (typeof fieldProblems)[number];

/**
 * What a number must be: above zero where zero or less means nothing (a price,
 * an income, a rate), zero or more where zero is a real answer (no down
 * payment, no HOA, no debts), or a floor it is raised to (a fall in value).
 */
type Floor = "positive" | "nonNegative" | { readonly clampTo: number };

/**
 * A number field: absent, it takes its default (a shared link names only what
 * changed); present, text that is no number or is below its floor is a field
 * error and the calculator shows no result; above its ceiling it is lowered to
 * it. Rounded to four decimals, which keeps shared URLs short.
 */
function numberField(fallback: number, floor: Floor, max: number) {
  const min = typeof floor === "object" ? floor.clampTo : 0;
  const field = z.pipe(
    z.unknown(),
    z.transform((raw, context) => {
      const value = readDecimal(raw);
      const problem: FieldProblem | undefined =
        value === undefined ? "number" : floor === "positive" && value <= 0 ? "positive" : floor === "nonNegative" && value < 0 ? "nonNegative" : undefined;
      if (value === undefined || problem) {
        context.issues.push({ code: "custom", message: problem ?? "number", input: raw });
        return z.NEVER;
      }
      return Math.round(Math.min(max, Math.max(min, value)) * 10_000) / 10_000;
    }),
  );
  return z._default(field, fallback);
}

const money = (fallback: number, max = MAX_MONEY) => numberField(fallback, "nonNegative", max);
const amount = (fallback: number, max = MAX_MONEY) => numberField(fallback, "positive", max);
const percent = (fallback: number, max = 100) => numberField(fallback, "nonNegative", max);
/** A rate of interest or a ratio: a loan at 0% or a limit of 0% of income gives no meaningful answer. */
const rate = (fallback: number, max = 100) => numberField(fallback, "positive", max);
const count = (fallback: number, max: number) => numberField(fallback, "nonNegative", max);

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
  rate: rate(6.5, 30),
  term,
  taxRate: percent(countyTaxRates.hidalgo, 10),
  insurance: money(2_400),
  hoa: money(0),
  pmiRate: percent(0.5, 5),
};

export const mortgageSchema = z.pipe(
  z.object({
    price: amount(250_000, MAX_PRICE),
    down: money(10, MAX_PRICE),
    downType,
    rate: rate(6.5, 30),
    term,
    county: choice(counties, "hidalgo"),
    taxRate: numberField(Number.NaN, "nonNegative", 10),
    insurance: money(2_400),
    hoa: money(0),
    pmiRate: percent(0.5, 5),
  }),
  // Without a rate of its own, the tax rate is the chosen county's estimate.
  z.transform((values) => capPercent({ ...values, taxRate: Number.isNaN(values.taxRate) ? countyTaxRates[values.county] : values.taxRate })),
);

export const affordabilitySchema = z.object({
  income: amount(6_000),
  debts: money(400),
  down: money(15_000, MAX_PRICE),
  ...loanCosts,
  frontRatio: rate(28),
  backRatio: rate(36),
});

export const closingCostsSchema = z.pipe(
  z.object({
    price: amount(250_000, MAX_PRICE),
    down: money(10, MAX_PRICE),
    downType,
    rate: rate(6.5, 30),
    originationPct: percent(1, 10),
    appraisal: money(600),
    lenderTitle: money(400),
    survey: money(450),
    escrowFee: money(500),
    otherFees: money(250),
    prepaidDays: count(15, 31),
    taxRate: percent(countyTaxRates.hidalgo, 10),
    taxMonths: count(3, 24),
    insurance: money(2_400),
    insuranceMonths: count(14, 24),
  }),
  z.transform(capPercent),
);

export const rentVsBuySchema = z.pipe(
  z.object({
    rent: amount(1_800),
    rentIncrease: percent(3, 20),
    price: amount(250_000, MAX_PRICE),
    down: money(10, MAX_PRICE),
    downType,
    ...loanCosts,
    maintenance: percent(1, 10),
    // Homes can lose value: a fall steeper than 20% a year is taken as 20%.
    appreciation: numberField(3, { clampTo: -20 }, 20),
    investmentReturn: percent(5, 20),
    sellingCosts: percent(7, 20),
    closingCosts: percent(3, 10),
    years: numberField(7, "positive", MAX_YEARS),
  }),
  z.transform((values) => capPercent({ ...values, years: Math.max(1, Math.round(values.years)) })),
);

export const toolSchemas = {
  mortgage: mortgageSchema,
  affordability: affordabilitySchema,
  closingCosts: closingCostsSchema,
  rentVsBuy: rentVsBuySchema,
} satisfies Record<ToolId, unknown>;

export type ToolValues = { [K in ToolId]: z.output<(typeof toolSchemas)[K]> };
export type ToolField<K extends ToolId> = keyof ToolValues[K] & string;
export type ToolErrors<K extends ToolId> = Partial<Record<ToolField<K>, FieldProblem>>;

/** A calculator's fields read: its values when every field holds, else what is wrong with which field. */
export type ToolCheck<K extends ToolId> = { readonly values: ToolValues[K]; readonly errors?: undefined } | { readonly values?: undefined; readonly errors: ToolErrors<K> };

/** A calculator as a form shows it: the text of each field, and the check of that text. */
export type ToolForm<K extends ToolId> = ToolCheck<K> & { readonly raw: Record<ToolField<K>, string> };

const isProblem = (message: string): message is FieldProblem => (fieldProblems as readonly string[]).includes(message);

/** Checks a calculator's fields from form state or any plain record; never throws. */
export function checkTool<K extends ToolId>(id: K, input: Record<string, unknown>): ToolCheck<K> {
  const parsed = toolSchemas[id].safeParse(input);
  if (parsed.success) return { values: parsed.data as ToolValues[K] };
  const errors: Record<string, FieldProblem> = {};
  for (const issue of parsed.error.issues) {
    const [key] = issue.path;
    if (typeof key === "string" && !(key in errors)) errors[key] = isProblem(issue.message) ? issue.message : "number";
  }
  return { errors: errors as ToolErrors<K> };
}

/** A calculator's values with nothing typed: its defaults. */
export function defaultTool<K extends ToolId>(id: K): ToolValues[K] {
  return toolSchemas[id].parse({}) as ToolValues[K];
}

export function toRaw<K extends ToolId>(values: ToolValues[K]): Record<ToolField<K>, string> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])) as Record<ToolField<K>, string>;
}

/**
 * A calculator from the URL: missing parameters take their defaults; a
 * malformed one is a field error, shown with the text as it came.
 */
export function readTool<K extends ToolId>(id: K, params: URLSearchParams): ToolForm<K> {
  const prefix = toolPrefixes[id];
  const own = Object.fromEntries([...params].filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]));
  const check = checkTool(id, own);
  if (check.values) return { ...check, raw: toRaw<K>(check.values) };
  const fallback = toRaw<K>(defaultTool(id));
  const typed = Object.fromEntries(Object.entries(own).filter(([key]) => key in fallback));
  return { ...check, raw: { ...fallback, ...typed } };
}

export function readTools(params: URLSearchParams): { [K in ToolId]: ToolForm<K> } {
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
  const defaults: Record<string, unknown> = defaultTool(id);
  const written = Object.fromEntries(entries.filter(([key, value]) => value !== defaults[key]));
  const readBack: Record<string, unknown> = checkTool(id, written).values ?? {};
  const next = new URLSearchParams([...params].filter(([key]) => !key.startsWith(prefix)));
  for (const [key, value] of entries) {
    if (key in written || readBack[key] !== value) next.set(prefix + key, String(value));
  }
  return next;
}
