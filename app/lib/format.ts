import type { Lang } from "./routes";

const locales: Record<Lang, string> = { en: "en-US", es: "es-US" };

export function locale(lang: Lang): string {
  return locales[lang];
}

/**
 * Building an Intl formatter costs far more than formatting with one, and a
 * page of listings formats hundreds of prices: each formatter is made once.
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, create: () => T): T {
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

function numberFormat(lang: Lang, name: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(`number:${lang}:${name}`, () => new Intl.NumberFormat(locales[lang], options));
}

export function formatPrice(lang: Lang, amount: number, options: { monthly?: boolean } = {}): string {
  const price = numberFormat(lang, "price", { style: "currency", currency: "USD", maximumFractionDigits: 0 }).format(amount);
  return options.monthly ? `${price}${lang === "es" ? "/mes" : "/mo"}` : price;
}

export function formatNumber(lang: Lang, value: number, maximumFractionDigits = 0): string {
  return numberFormat(lang, `digits:${maximumFractionDigits}`, { maximumFractionDigits }).format(value);
}

export function formatDate(lang: Lang, date: Date | string, style: "long" | "medium" = "long"): string {
  const value = typeof date === "string" ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : date;
  return cached(`date:${lang}:${style}`, () => new Intl.DateTimeFormat(locales[lang], { dateStyle: style, timeZone: "America/Chicago" })).format(value);
}

/** Dollars and cents, for payments; amounts that round to zero never show as "-$0.00". */
export function formatMoney(lang: Lang, amount: number): string {
  return numberFormat(lang, "money", { style: "currency", currency: "USD", minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    Math.abs(amount) < 0.005 ? 0 : amount,
  );
}
