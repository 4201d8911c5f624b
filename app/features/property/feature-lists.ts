import { resoFeaturesEs } from "~/i18n/reso-features.es";
import { featureGroups, featureValue, type FeatureField, type FeatureGroup, type ListingFeatures } from "~/lib/reso-features";
import type { Lang } from "~/lib/routes";

/** One feature as the page shows it; `en` when it is shown in English on a Spanish page (a local value the Data Dictionary lacks). */
export interface FeatureItem {
  readonly text: string;
  readonly en: boolean;
}

export interface FeatureGroupView {
  readonly group: FeatureGroup;
  readonly fields: ReadonlyArray<{ readonly field: FeatureField; readonly items: readonly FeatureItem[] }>;
}

/** A value in the page's language: its Data Dictionary name in English, its Spanish name in Spanish, a local value as the feed sent it. */
function item<F extends FeatureField>(lang: Lang, field: F, value: string): FeatureItem {
  const standard = featureValue(field, value);
  if (lang === "en") return { text: standard ?? value, en: false };
  return standard === null ? { text: value, en: true } : { text: resoFeaturesEs[field][standard], en: false };
}

/**
 * A listing's features grouped as the property page shows them (ADR 0126),
 * written on the server so that the Spanish table never reaches the browser;
 * groups and fields without values left out.
 */
export function featureLists(lang: Lang, features: ListingFeatures): FeatureGroupView[] {
  return (Object.keys(featureGroups) as FeatureGroup[])
    .map((group) => ({
      group,
      fields: featureGroups[group]
        .map((field) => ({ field, items: (features[field] ?? []).map((value) => item(lang, field, value)) }))
        .filter((entry) => entry.items.length > 0),
    }))
    .filter((entry) => entry.fields.length > 0);
}
