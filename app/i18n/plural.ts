import { formatNumber } from "~/lib/format";
import type { Lang } from "~/lib/routes";
import { fmt } from "./index";

export interface PluralForms {
  /** Said instead of "0 …" where the language reads better that way ("No listings"). */
  readonly zero?: string;
  readonly one: string;
  readonly other: string;
}

/**
 * The form for a count, with {count} filled in as a formatted number. English
 * and Spanish both say "one" for exactly 1 and "other" for every other count
 * (plural.test.ts checks this against Intl.PluralRules), so no Intl object is
 * built while a page hydrates.
 */
export function plural(lang: Lang, count: number, forms: PluralForms, vars: Record<string, string | number> = {}): string {
  const form = count === 0 && forms.zero !== undefined ? forms.zero : count === 1 ? forms.one : forms.other;
  return fmt(form, { count: formatNumber(lang, count), ...vars });
}
