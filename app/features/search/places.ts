import { cityList, communityList, type CitySlug, type CommunitySlug } from "~/lib/cities";

/** Folded as the search folds text: no accents, lower case, letters and digits only. */
export function foldWord(value: string): string {
  return value
    .normalize("NFD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "");
}

export type Place = { readonly city: CitySlug } | { readonly community: CommunitySlug };

interface PlaceName {
  readonly place: Place;
  /** The name's words, folded. */
  readonly words: number;
  /** The name folded with its spaces removed, so "mc allen" and "sanjuan" match too. */
  readonly joined: string;
}

// Communities first: "North McAllen" is a community before McAllen is a city.
const names: readonly PlaceName[] = [
  ...communityList.flatMap((community) =>
    [community.name, ...(community.aliases ?? [])].map((name) => ({ place: { community: community.slug }, words: name.split(/\s+/).length, joined: foldWord(name) })),
  ),
  ...cityList.map((city) => ({ place: { city: city.slug }, words: city.name.split(/\s+/).length, joined: foldWord(city.name) })),
];

/** The longest a place's name runs, in words, plus one for a name typed in two ("mc allen"). */
export const MAX_PLACE_WORDS = Math.max(...names.map((name) => name.words)) + 1;

/**
 * Optimal string alignment distance (Levenshtein with adjacent transpositions,
 * so "edinbrug" is one edit from "edinburg"), giving up past `limit`.
 */
export function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/**
 * How many typing mistakes a word of this length may carry and still name a
 * place: none below five letters ("alamo" is not "llamo" away from Alamo, but
 * four-letter words are too easily other words), one from five, two from
 * nine ("edimburgo").
 */
function allowedEdits(length: number): number {
  return length >= 9 ? 2 : length >= 5 ? 1 : 0;
}

/** The place some words name, exactly or with a typo or two; the closest wins, then the first in the table. */
export function matchPlace(words: readonly string[]): Place | undefined {
  const typed = words.map(foldWord).join("");
  if (!typed) return undefined;
  let found: { place: Place; distance: number } | undefined;
  for (const name of names) {
    if (Math.abs(name.words - words.length) > 1) continue;
    const limit = allowedEdits(Math.max(typed.length, name.joined.length));
    const distance = typed === name.joined ? 0 : editDistance(typed, name.joined, limit);
    if (distance <= limit && (!found || distance < found.distance)) found = { place: name.place, distance };
  }
  return found?.place;
}

/** The city a ZIP code belongs to, exactly. */
export function cityOfZip(zip: string): CitySlug | undefined {
  return cityList.find((city) => city.zips.includes(zip))?.slug;
}
