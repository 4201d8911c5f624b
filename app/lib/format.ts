import { formatDateTime } from "./dates";
import type { Lang } from "./routes";

/**
 * en-US and es-US write numbers and dollars alike ("-$1,234.50"), so these
 * are formatted by hand: the first Intl.NumberFormat a page builds costs a
 * phone tens of milliseconds of ICU set-up in the middle of hydration.
 * format.test.ts holds them to Intl's output.
 */
/** The digits of a non-negative number as written in its shortest form, split at the point: 1.005 is "1" and "005". */
function plainDigits(value: number): { whole: string; fraction: string } {
  const [mantissa = "0", exponent = "0"] = String(value).split("e");
  const point = mantissa.indexOf(".");
  let digits = mantissa.replace(".", "");
  let at = (point === -1 ? mantissa.length : point) + Number(exponent);
  if (at <= 0) {
    digits = "0".repeat(1 - at) + digits;
    at = 1;
  }
  digits = digits.padEnd(at, "0");
  return { whole: digits.slice(0, at), fraction: digits.slice(at) };
}

/** Adds one to a string of digits. */
function increment(digits: string): string {
  const list = digits.split("");
  for (let i = list.length - 1; i >= 0; i -= 1) {
    if (list[i] !== "9") {
      list[i] = String(Number(list[i]) + 1);
      return list.join("");
    }
    list[i] = "0";
  }
  return `1${list.join("")}`;
}

/** Rounds like Intl: the shortest decimal form of the number, ties away from zero. */
function decimal(value: number, minimumFractionDigits: number, maximumFractionDigits: number): { sign: string; digits: string } {
  const { whole, fraction } = plainDigits(Math.abs(value));
  let kept = `${whole}${fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, "0")}`;
  if ((fraction[maximumFractionDigits] ?? "0") >= "5") kept = increment(kept);
  const wholeDigits = kept.slice(0, kept.length - maximumFractionDigits).replace(/^0+(?=\d)/, "") || "0";
  const fractionDigits = kept.slice(kept.length - maximumFractionDigits).replace(/0+$/, "").padEnd(minimumFractionDigits, "0");
  const grouped = wholeDigits.replace(/\B(?=(\d{3})+$)/g, ",");
  return { sign: value < 0 || Object.is(value, -0) ? "-" : "", digits: fractionDigits ? `${grouped}.${fractionDigits}` : grouped };
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

export function formatDate(lang: Lang, date: Date | string, style: "long" | "medium" = "long"): string {
  const value = typeof date === "string" ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : date;
  return formatDateTime(lang, value, { style });
}

/** Dollars and cents, for payments; amounts that round to zero never show as "-$0.00". */
export function formatMoney(_lang: Lang, amount: number): string {
  return dollars(Math.abs(amount) < 0.005 ? 0 : amount, 2);
}
