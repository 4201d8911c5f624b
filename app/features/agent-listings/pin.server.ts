import { cities, type CitySlug } from "~/lib/cities";
import { isPlaceCentre, placeCentre } from "~/lib/zip-centres";
import { geocodeAddress } from "~/server/geocoder.server";
import { valleyBounds, type ListingFormInput } from "./listing-form";

/**
 * Where a listing is when the agent hasn't placed its pin (issue 44): the
 * geocoder's point for its address, else its ZIP's or city's centre, never
 * the McAllen centre a new listing starts on.
 */

export interface PlaceQuery {
  readonly street: string;
  readonly city: CitySlug;
  readonly zip: string;
}

export interface Located {
  readonly lat: number;
  readonly lng: number;
  readonly source: "address" | "zip" | "city";
}

export interface LocateOptions {
  /** The geocoder's endpoint; undefined when it is off. */
  readonly geocoderUrl: string | undefined;
  readonly timeoutMs?: number;
  readonly signal?: AbortSignal;
}

export async function locatePlace({ street, city, zip }: PlaceQuery, { geocoderUrl, timeoutMs, signal }: LocateOptions): Promise<Located> {
  const match = geocoderUrl ? await geocodeAddress({ street, city: cities[city].name, zip }, { url: geocoderUrl, within: valleyBounds, timeoutMs, signal }) : null;
  if (match) return { lat: match.lat, lng: match.lng, source: "address" };
  // Never null: every CitySlug is a known city.
  return placeCentre(city, zip)!;
}

/**
 * The listing's pin as it is saved. A form sent without script has no map, so
 * its pin is still where the editor put it, on a centre: it goes where the
 * address is. A pin the agent placed by hand stays.
 */
export async function placePin(input: ListingFormInput, options: LocateOptions): Promise<ListingFormInput> {
  if (!isPlaceCentre(input.latitude, input.longitude)) return input;
  const place = await locatePlace({ street: input.address, city: input.city, zip: input.zip }, options);
  return { ...input, latitude: place.lat, longitude: place.lng };
}
