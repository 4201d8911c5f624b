import type { CitySlug, CommunitySlug } from "~/lib/cities";
import { cityOfZip, foldWord, matchPlace, MAX_PLACE_WORDS } from "./places";
import { meanings, Reader, tokenize } from "./understand-tokens";
import { directions, streetTypes, streetTypesFirst, type Deal, type Feature, type PropertyKind } from "./understand-words";

/** What a typed search says, before it becomes the search's parameters (understand-query.ts). */
export interface Understood {
  beds?: number;
  baths?: number;
  minPrice?: number;
  maxPrice?: number;
  deal?: Deal;
  kind?: PropertyKind;
  features: Feature[];
  listed?: number;
  sold?: boolean;
  city?: CitySlug;
  community?: CommunitySlug;
  /** An MLS number said as one ("MLS 697884", "#697884") or a number long enough to be one. */
  mls?: string;
  /** A street address: its number and the street's words, types and directions written short ("mesquite ln"). */
  address?: { number: string; street: string[] };
  /** What is left for the free-text search: ZIPs, the address, and every word not understood. */
  text: string;
  /** The words not understood, as typed. */
  unused: string[];
}

function readMls(r: Reader): boolean {
  const said = r.role("mls");
  let offset = said;
  if (said && ["#", "no", "number", "numero", "num"].includes(r.at(offset)?.word ?? "")) offset++;
  if (!said && r.at()?.word === "#") offset = 1;
  const token = r.at(offset);
  if ((!said && offset === 0) || !token?.number?.digits || token.word.length < 5) return false;
  r.result.mls = token.word;
  // Kept as text too: an MLS number no listing on the market has is then named, not dropped.
  r.leftover.push(token.word);
  r.position += offset + 1;
  return true;
}

function readPriceRange(r: Reader): boolean {
  const open = r.role("rangeOpen");
  const low = r.amount(open);
  if (!low) return false;
  let join = r.at(open + low.length)?.word === "-" ? 1 : r.role("rangeJoin", open + low.length);
  if (!open && r.at(low.length)?.word !== "-" && !["to", "a"].includes(r.at(low.length)?.word ?? "")) join = 0;
  const high = join ? r.amount(open + low.length + join) : undefined;
  if (!high || (!open && !low.money && !high.money)) return false;
  // "200-300k", "entre 200 y 300 mil": the scale said once covers both ends.
  const lowScale = low.scale === 1 && !low.money && high.scale > 1 ? high.scale : low.scale;
  r.prices.push({ bound: "min", value: low.value, scale: lowScale, money: low.money || high.money }, { bound: "max", value: high.value, scale: high.scale, money: high.money });
  r.position += open + low.length + join + high.length;
  r.position += r.perMonth(0);
  return true;
}

function readPriceBound(r: Reader): boolean {
  const atMost = r.role("atMost");
  const atLeast = atMost ? 0 : r.role("atLeast");
  const said = atMost || atLeast;
  if (!said) return false;
  const amount = r.amount(said);
  if (!amount) {
    // "at least 3 beds", "más de 2 baños": the rooms are read next.
    if (r.count(said) === undefined) return false;
    r.position += said;
    return true;
  }
  r.prices.push({ bound: atMost ? "max" : "min", value: amount.value, scale: amount.scale, money: amount.money });
  r.position += said + amount.length;
  r.position += r.perMonth(0);
  return true;
}

/** "3 bed", "3+ beds", "2.5 baths", "tres recámaras", "3 or more bedrooms", "2-3 br". */
function readRooms(r: Reader): boolean {
  const value = r.count(0);
  if (value === undefined) return false;
  let offset = 1;
  if (r.at(offset)?.word === "+") offset++;
  else if (r.at(offset)?.word === "-" && r.count(offset + 1) !== undefined) offset += 2;
  else if (r.role("rangeJoin", offset) && r.count(offset + 1) !== undefined) offset += 2;
  else offset += r.role("orMore", offset);
  const beds = r.role("bedrooms", offset);
  const baths = beds ? 0 : r.role("bathrooms", offset);
  if (!beds && !baths) return false;
  offset += beds + baths;
  offset += r.role("orMore", offset);
  if (beds) r.result.beds = Math.min(20, Math.floor(value));
  // A half bath counts as half (ADR 0122): "2.5 baths" asks for 2.5 or more.
  else r.result.baths = Math.min(20, Math.ceil(value * 2) / 2);
  r.position += offset;
  return true;
}

function readBareAmount(r: Reader): boolean {
  const amount = r.amount(0);
  if (!amount?.money) return false;
  r.position += amount.length;
  const rent = r.perMonth(0);
  r.position += rent;
  // A price said alone is what the buyer means to spend: "casa de 1.5 millones", "$300k home".
  r.prices.push({ bound: "max", value: amount.value, scale: amount.scale, money: true });
  return true;
}

function readMeaning(r: Reader): boolean {
  const found = r.phraseAt(meanings);
  if (!found) return false;
  const meaning = found.entry.meaning;
  if ("deal" in meaning) r.result.deal ??= meaning.deal;
  else if ("kind" in meaning) r.result.kind ??= meaning.kind;
  else if ("feature" in meaning) {
    if (!r.result.features.includes(meaning.feature)) r.result.features.push(meaning.feature);
  }
  else if ("listed" in meaning) r.result.listed = meaning.listed;
  else if ("sold" in meaning) r.result.sold = true;
  r.position += found.length;
  return true;
}

function readPlace(r: Reader): boolean {
  for (let length = MAX_PLACE_WORDS; length >= 1; length--) {
    const words = r.tokens.slice(r.position, r.position + length);
    if (words.length < length || words.some((token) => token.number || !/\p{L}/u.test(token.word))) continue;
    const place = matchPlace(words.map((token) => token.word));
    if (!place) continue;
    if ("city" in place && !r.result.city) r.result.city = place.city;
    else if ("community" in place && !r.result.community) r.result.community = place.community;
    else continue;
    r.position += length;
    return true;
  }
  return false;
}

function readZip(r: Reader): boolean {
  const zip = r.digits();
  if (zip?.length !== 5 || !cityOfZip(zip)) return false;
  r.leftover.push(zip);
  r.position++;
  return true;
}

/** A word that belongs to a street's name: not a number, a known word or a place. */
function streetWord(r: Reader, offset: number): boolean {
  const token = r.at(offset);
  if (!token || token.number || !/^\p{L}+$/u.test(token.word)) return false;
  if (token.word in streetTypes || token.word in directions) return true;
  return !r.phraseAt(meanings, offset) && !matchPlace([token.word]);
}

/** "3437 Mesquite Lane", "3437 N Mesquite Ln", "calle Mesquite 3437", "3437 calle Mesquite". */
function readAddress(r: Reader): boolean {
  const typeFirst = streetTypesFirst.has(r.at()?.word ?? "");
  let number = typeFirst ? undefined : r.digits();
  if (!typeFirst && (!number || number.length > 6)) return false;
  let offset = typeFirst ? 0 : 1;
  const street: string[] = [];
  let suffix: string | undefined;
  while (street.length < 5 && streetWord(r, offset)) {
    const word = r.at(offset)?.word ?? "";
    offset++;
    const named = street.some((part) => !(part in directions));
    // "calle" says only that it is a street: the listing's own type ("Mesquite Ln") may be any.
    if (!named && streetTypesFirst.has(word)) suffix = word === "calle" ? undefined : streetTypes[word];
    else if (named && word in streetTypes) {
      suffix = streetTypes[word];
      break;
    } else street.push(!named && word in directions && streetWord(r, offset) ? (directions[word] ?? word) : word);
  }
  if (!street.some((part) => !(part in directions))) return false;
  const trailing = number ? undefined : r.digits(offset);
  if (trailing && trailing.length <= 6) {
    number = trailing;
    offset++;
  }
  if (!number) return false;
  const words = suffix ? [...street, suffix] : street;
  r.result.address ??= { number, street: words };
  r.leftover.push(number, ...words);
  r.position += offset;
  return true;
}

function readLongNumber(r: Reader): boolean {
  const number = r.digits();
  if (!number || number.length < 6 || number.length > 10) return false;
  r.result.mls ??= number;
  r.leftover.push(number);
  r.position++;
  return true;
}

const readers = [readMls, readPriceRange, readPriceBound, readRooms, readBareAmount, readMeaning, readPlace, readZip, readAddress, readLongNumber];

/** An amount in dollars: a bare "300" is thousands for a sale, dollars for a rent. */
function dollars({ value, scale, money }: { value: number; scale: number; money: boolean }, deal: Deal | undefined): number {
  if (scale > 1) return Math.round(value * scale);
  return !money && value < 1_000 && deal !== "rent" ? Math.round(value * 1_000) : Math.round(value);
}

/**
 * Reads a typed search in English or Spanish, whatever the page's language:
 * rooms, prices, the deal, the kind of property, features, places (with
 * typos), ZIPs, an MLS number or a street address. What it cannot read is
 * left as free text, and named. Pure and synchronous: well under a
 * millisecond for anything a search box takes.
 */
export function understand(typed: string): Understood {
  const r = new Reader(tokenize(typed));
  while (r.position < r.tokens.length) {
    if (readers.some((read) => read(r))) continue;
    const token = r.at();
    if (token && /[\p{L}\d]/u.test(token.raw)) {
      r.leftover.push(token.raw);
      r.result.unused.push(token.raw);
    }
    r.position++;
  }
  const { result } = r;
  for (const price of r.prices) {
    const value = dollars(price, result.deal);
    if (price.bound === "max") result.maxPrice = value;
    else result.minPrice = value;
  }
  if (result.minPrice !== undefined && result.maxPrice !== undefined && result.minPrice > result.maxPrice) {
    [result.minPrice, result.maxPrice] = [result.maxPrice, result.minPrice];
  }
  result.text = r.leftover.join(" ");
  return result;
}

/** A street's name as the address reader writes it: "North Mesquite Lane" and "N Mesquite Ln" are both "n mesquite ln". */
export function streetKey(name: string): string[] {
  const words = name.split(/\s+/).map(foldWord).filter(Boolean);
  return words.map((word, i) => (i === 0 && words.length > 1 && word in directions ? (directions[word] ?? word) : i > 0 && word in streetTypes ? (streetTypes[word] ?? word) : word));
}
