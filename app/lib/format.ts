import type { Lang } from "./routes";

/**
 * en-US and es-US write numbers and dollars alike ("-$1,234.50"), so these
 * are formatted by hand: the first Intl.NumberFormat a page builds costs a
 * phone tens of milliseconds of ICU set-up in the middle of hydration.
 * format.test.ts holds them to Intl's output.
 */
/**
 * Rounds like Intl: ties away from zero on the number's shortest decimal
 * form (1.005 to two places is 1.01), by shifting the point in that form.
 */
function decimal(value: number, minimumFractionDigits: number, maximumFractionDigits: number): { sign: string; digits: string } {
  const shifted = Math.round(Number(`${Math.abs(value)}e${maximumFractionDigits}`));
  const [whole = "0", fraction = ""] = (Number.isFinite(shifted) ? Number(`${shifted}e-${maximumFractionDigits}`) : 0).toFixed(maximumFractionDigits).split(".");
  const kept = fraction.replace(/0+$/, "").padEnd(minimumFractionDigits, "0");
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ",");
  return { sign: value < 0 || Object.is(value, -0) ? "-" : "", digits: kept ? `${grouped}.${kept}` : grouped };
}

function dollars(amount: number, fractionDigits: number): string {
  const { sign, digits } = decimal(amount, fractionDigits, fractionDigits);
  return `${sign}$${digits}`;
}

export function formatPrice(lang: Lang, amount: number, options: { monthly?: boolean } = {}): string {
  const price = dollars(amount, 0);
  return options.monthly ? `${price}${lang === "es" ? "/mes" : "/mo"}` : price;
}

export function formatNumber(_lang: Lang, value: number, maximumFractionDigits = 0): string {
  const { sign, digits } = decimal(value, 0, maximumFractionDigits);
  return `${sign}${digits}`;
}

/** Dollars and cents, for payments; amounts that round to zero never show as "-$0.00". */
export function formatMoney(_lang: Lang, amount: number): string {
  return dollars(Math.abs(amount) < 0.005 ? 0 : amount, 2);
}

/**
 * A number of baths as people write it, a half bath counting as half (ADR 0122): "2.5" in
 * English, "2½" in Spanish, as the Valley's listings read. Totals are whole or half numbers.
 */
export function formatBaths(lang: Lang, total: number): string {
  if (lang === "en") return formatNumber(lang, total, 1);
  const whole = Math.floor(total);
  if (total - whole < 0.5) return formatNumber(lang, whole);
  return whole === 0 ? "½" : `${formatNumber(lang, whole)}½`;
}
