import { fmt } from "~/i18n";
import type { UiText } from "~/i18n/ui.en";
import type { CategoryId } from "../categories";
import { cities, communities, type CitySlug, type CommunitySlug } from "~/lib/cities";
import { formatMonthDay } from "~/lib/dates";
import { formatBaths, formatPrice } from "~/lib/format";
import type { QuickPriceRange, QuickPropertyType } from "../quick-search";
import type { PropertySubType, PropertyType, PublicStatus } from "~/lib/reso";
import type { Lang } from "~/lib/routes";
import type { SearchKind } from "../search-query";
import type { ActiveFilter } from "../search-url";

/** The quick search's option labels, shared by its form, the filter form and the chips. */
export function quickLabels(ui: UiText) {
  const q = ui.quickSearch;
  return {
    priceRange: { "under-300k": q.under300k, "300k-500k": q.from300kTo500k, "500k-plus": q.over500k } satisfies Record<Exclude<QuickPriceRange, "all">, string>,
    propertyType: { "single-family": q.singleFamily, condo: q.condo, commercial: q.commercial, land: q.land } satisfies Record<Exclude<QuickPropertyType, "all">, string>,
  };
}

/** How an active filter reads on its chip and in the empty state's suggestions. */
export function filterLabel(lang: Lang, ui: UiText, { key, value }: ActiveFilter): string {
  const t = ui.listings;
  const chips = t.search.chips;
  const text = String(value);
  switch (key) {
    case "q":
      return fmt(chips.text, { value: text });
    case "bounds":
      return chips.mapArea;
    case "category":
      return ui.pageNav[text as CategoryId];
    case "location":
    case "city":
      return cities[text as CitySlug].name;
    case "community":
      return communities[text as CommunitySlug].name;
    case "propertyType":
      return quickLabels(ui).propertyType[text as Exclude<QuickPropertyType, "all">];
    case "priceRange":
      return quickLabels(ui).priceRange[text as Exclude<QuickPriceRange, "all">];
    case "type":
      return t.types[text as PropertyType];
    case "subType":
      return t.subTypes[text as PropertySubType];
    case "status":
      return t.statuses[text as PublicStatus];
    case "minPrice":
      return fmt(chips.minPrice, { value: formatPrice(lang, Number(value)) });
    case "maxPrice":
      return fmt(chips.maxPrice, { value: formatPrice(lang, Number(value)) });
    case "beds":
      return fmt(chips.beds, { count: text });
    case "baths":
      return fmt(chips.baths, { count: formatBaths(lang, Number(value)) });
    case "kind":
      return t.search.kinds[text as SearchKind];
    case "listed":
      return fmt(chips.listed, { count: text });
    case "availableBy":
      return fmt(chips.availableBy, { date: formatMonthDay(lang, text, { short: lang === "en", year: true }) });
    default:
      return value === false ? fmt(chips.not, { label: t.search[key] }) : t.search[key];
  }
}
