import type { Lang } from "./routes";

const locales: Record<Lang, string> = { en: "en-US", es: "es-US" };

export function locale(lang: Lang): string {
  return locales[lang];
}

export function formatPrice(lang: Lang, amount: number, options: { monthly?: boolean } = {}): string {
  const price = new Intl.NumberFormat(locales[lang], {
    style: "currency",
    currency: "USD",
    maximumFractionDigits: 0,
  }).format(amount);
  return options.monthly ? `${price}${lang === "es" ? "/mes" : "/mo"}` : price;
}

export function formatNumber(lang: Lang, value: number, maximumFractionDigits = 0): string {
  return new Intl.NumberFormat(locales[lang], { maximumFractionDigits }).format(value);
}

export function formatDate(lang: Lang, date: Date | string, style: "long" | "medium" = "long"): string {
  const value = typeof date === "string" ? new Date(`${date.slice(0, 10)}T12:00:00Z`) : date;
  return new Intl.DateTimeFormat(locales[lang], { dateStyle: style, timeZone: "America/Chicago" }).format(value);
}

/** Dollars and cents, for payments; amounts that round to zero never show as "-$0.00". */
export function formatMoney(lang: Lang, amount: number): string {
  return new Intl.NumberFormat(locales[lang], {
    style: "currency",
    currency: "USD",
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(Math.abs(amount) < 0.005 ? 0 : amount);
}
