/** Generational suffixes, which are not the surname a monogram shows. */
const SUFFIX = /^(jr|sr|ii|iii|iv)\.?,?$/i;

/**
 * The initials the monogram shows when there is no photo: the first letter of
 * the first and the last word of the name ("Marisa Villarreal" → "MV",
 * "María de la Luz Garza" → "MG", "Cher" → "C"), accents kept, a "Jr." or
 * "III" at the end passed over. A name without letters gives "".
 */
export function monogramInitials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  while (words.length > 1 && SUFFIX.test(words[words.length - 1] ?? "")) words.pop();
  const letters = [words[0], words.length > 1 ? words[words.length - 1] : undefined].map((word) => (word ? (/\p{L}/u.exec(word)?.[0] ?? "") : ""));
  return letters.join("").toLocaleUpperCase();
}
