import { formatNumber, locale } from "~/lib/format";
import type { Lang } from "~/lib/routes";
import { fmt } from "./index";

export interface PluralForms {
  /** Said instead of "0 …" where the language reads better that way ("No listings"). */
  readonly zero?: string;
  readonly one: string;
  readonly other: string;
}

const rules = new Map<Lang, Intl.PluralRules>();

/** The form for a count by the language's plural rules, with {count} filled in as a formatted number. */
export function plural(lang: Lang, count: number, forms: PluralForms, vars: Record<string, string | number> = {}): string {
  let rule = rules.get(lang);
  if (!rule) {
    rule = new Intl.PluralRules(locale(lang));
    rules.set(lang, rule);
  }
  const form = count === 0 && forms.zero !== undefined ? forms.zero : rule.select(count) === "one" ? forms.one : forms.other;
  return fmt(form, { count: formatNumber(lang, count), ...vars });
}
