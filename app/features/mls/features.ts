import { featureFields, featureValue, type FeatureField, type ListingFeatures } from "~/lib/reso-features";

/** Bounds on what a feed may put in a listing's features: no Data Dictionary list is near them. */
const MAX_VALUES = 60;
const MAX_LENGTH = 80;

/** A multi-valued lookup as servers send it: an array, or one comma-separated string. */
function items(value: readonly string[] | string | null | undefined): string[] {
  if (value === null || value === undefined) return [];
  return (typeof value === "string" ? value.split(",") : value).map((item) => item.trim()).filter((item) => item !== "");
}

/**
 * A record's feature lists (ADR 0126): each value by its Data Dictionary 2.0
 * name when the lookup knows it, else as the feed sent it (a local value,
 * shown as it came, in English); repeats, overlong values and fields without
 * values left out.
 */
export function featuresOf(record: Partial<Record<FeatureField, readonly string[] | string | null | undefined>>): ListingFeatures {
  const features: ListingFeatures = {};
  for (const field of featureFields) {
    const values = [
      ...new Set(
        items(record[field])
          .filter((item) => item.length <= MAX_LENGTH)
          .map((item) => featureValue(field, item) ?? item),
      ),
    ].slice(0, MAX_VALUES);
    if (values.length > 0) features[field] = values;
  }
  return features;
}
