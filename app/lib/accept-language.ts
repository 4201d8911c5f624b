import { isLang, type Lang } from "./routes";

/**
 * The site's language a browser's Accept-Language prefers: its entries'
 * primary tags ("es-MX" is es) by weight, the first listed among equals.
 * Entries with a malformed weight, the wildcard and languages the site has
 * not are passed over; undefined when none is left.
 */
export function langFromAcceptLanguage(header: string | null | undefined): Lang | undefined {
  let best: { lang: Lang; weight: number } | undefined;
  for (const entry of (header ?? "").slice(0, 1_000).split(",")) {
    const [tag = "", ...params] = entry.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(q) ? Number(q.slice(2)) : Number.NaN;
    if (!isLang(primary) || !(weight > 0)) continue;
    if (!best || weight > best.weight) best = { lang: primary, weight };
  }
  return best?.lang;
}
