import { cities, cityList, type CitySlug } from "~/lib/cities";
import { cn } from "~/lib/utils";

/** The area drawn: the eight cities and the land around them. */
const bounds = { west: -98.42, east: -97.93, south: 26.1, north: 26.38 };
/** Pixels per degree of latitude; longitude is narrowed by the cosine of the latitude, so distances look right. */
const SCALE = 720;
const COS = Math.cos((26.2 * Math.PI) / 180);
const WIDTH = Math.round((bounds.east - bounds.west) * COS * SCALE);
const HEIGHT = Math.round((bounds.north - bounds.south) * SCALE);

/** Labels of cities close together alternate above and below their dots so they never overlap. */
const labelBelow = new Set<CitySlug>(["pharr", "alamo", "weslaco"]);

/**
 * The highways that tie the cities together, drawn schematically through
 * their centres: I-2 (US 83) east–west, I-69C north from Pharr.
 */
const highways: ReadonlyArray<readonly CitySlug[]> = [
  ["mission", "mcallen", "pharr", "san-juan", "alamo", "donna", "weslaco"],
  ["pharr", "edinburg"],
];

function project(lat: number, lng: number): { x: number; y: number } {
  const clampedLng = Math.min(bounds.east, Math.max(bounds.west, lng));
  const clampedLat = Math.min(bounds.north, Math.max(bounds.south, lat));
  return { x: (clampedLng - bounds.west) * COS * SCALE, y: (bounds.north - clampedLat) * SCALE };
}

/**
 * A small map drawn inline, with no map service: the eight cities at their
 * centres, the highways between them, and the listing at its coordinates,
 * under the city names, which a halo keeps readable.
 */
export function ValleyMap({ lat, lng, label, city }: { lat: number; lng: number; label: string; city?: CitySlug }) {
  const point = project(lat, lng);
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full rounded-2xl border bg-muted" data-testid="valley-map">
      {highways.map((route) => (
        <polyline
          key={route.join("-")}
          points={route.map((slug) => Object.values(project(cities[slug].center.lat, cities[slug].center.lng)).join(",")).join(" ")}
          className="fill-none stroke-border"
          strokeWidth={5}
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      ))}
      <circle cx={point.x} cy={point.y} r={12} className="fill-primary/25" />
      <circle cx={point.x} cy={point.y} r={6} className="fill-primary stroke-background" strokeWidth={2} />
      {cityList.map((place) => {
        const at = project(place.center.lat, place.center.lng);
        const own = place.slug === city;
        return (
          <g key={place.slug} className={own ? "fill-foreground" : "fill-muted-foreground"}>
            <circle cx={at.x} cy={at.y} r={own ? 4 : 3} />
            <text x={at.x} y={labelBelow.has(place.slug) ? at.y + 16 : at.y - 9} textAnchor="middle" paintOrder="stroke" strokeWidth={3} className={cn("stroke-muted", own ? "text-[12px] font-bold" : "text-[11px]")}>
              {place.name}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
