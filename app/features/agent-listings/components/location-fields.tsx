import { useEffect, useRef, useState } from "react";
import { Field, FieldGrid, SelectField, TextField } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { useMapBasemap } from "~/features/map/config";
import { PinMapSlot } from "~/features/map/components/pin-map-slot";
import { fmt, useLang } from "~/i18n";
import { cities, cityList, type CitySlug } from "~/lib/cities";
import { subdivisionsByCity } from "~/lib/subdivisions";
import { useHydrated } from "~/lib/use-hydrated";
import { isCompleteAddress, pinOutsideCity, placeCentre } from "~/lib/zip-centres";
import { limits, valleyBounds, type ListingFormValues } from "../listing-form";
import type { FieldPropsOf } from "./field-props";
import { useEditorText } from "./texts";

type Placed = "address" | "zip" | "city" | "hand";
interface Place {
  readonly address: string;
  readonly city: string;
  readonly zip: string;
}

/** How long typing rests before the address is looked up. */
const TYPING_PAUSE_MS = 700;

/**
 * Where the listing is: address, city, subdivision, ZIP and its pin. The
 * pin follows the place (issue 44): a new city or ZIP puts it on that
 * centre at once, then on the address when the geocoder finds it; dragging
 * it, tapping the map or typing coordinates places it by hand. A pin far
 * from the chosen city is flagged, with and without script.
 */
export function LocationFields({ values, field }: { values: ListingFormValues; field: FieldPropsOf }) {
  const t = useEditorText();
  const lang = useLang();
  const basemap = useMapBasemap();
  const hydrated = useHydrated();
  const [place, setPlace] = useState<Place>({ address: values.address ?? "", city: values.city ?? "", zip: values.zip ?? "" });
  const [latitude, setLatitude] = useState(values.latitude ?? "");
  const [longitude, setLongitude] = useState(values.longitude ?? "");
  // How the pin got where it is, with the ZIP it then named: a half-typed ZIP since doesn't move it.
  const [placed, setPlaced] = useState<{ readonly how: Placed; readonly zip: string }>();
  const lookup = useRef<{ timer?: number; controller?: AbortController }>({});
  // The server's answer to a save (its values, kept with their errors) replaces what the fields hold.
  const [shown, setShown] = useState(values);
  if (shown !== values) {
    setShown(values);
    setPlace({ address: values.address ?? "", city: values.city ?? "", zip: values.zip ?? "" });
    setLatitude(values.latitude ?? "");
    setLongitude(values.longitude ?? "");
  }

  useEffect(() => () => cancelLookup(lookup.current), []);

  const pinAt = (lat: number, lng: number, how: Placed, zip = "") => {
    setLatitude(String(lat));
    setLongitude(String(lng));
    setPlaced({ how, zip });
  };

  /** Moves the pin for a changed place: to the ZIP's or city's centre unless only the street changed, then to the address if it is found. */
  const follow = (next: Place, { centre = true, delay = TYPING_PAUSE_MS } = {}) => {
    setPlace(next);
    cancelLookup(lookup.current);
    const fallback = placeCentre(next.city, next.zip);
    if (!fallback) return;
    if (centre) pinAt(fallback.lat, fallback.lng, fallback.source, next.zip.trim());
    if (!isCompleteAddress(next.address, next.zip)) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ street: next.address.trim(), city: next.city, zip: next.zip.trim(), lang });
    const timer = window.setTimeout(() => {
      fetch(`/api/agent/geocode?${query}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((response) => (response.ok ? (response.json() as Promise<{ lat: number; lng: number; source: Placed }>) : null))
        .then((answer) => {
          if (answer?.source === "address" && !controller.signal.aborted) pinAt(answer.lat, answer.lng, "address");
        })
        .catch(() => undefined);
    }, delay);
    lookup.current = { timer, controller };
  };

  const coordinate = (name: "latitude" | "longitude", [min, max]: readonly [number, number], value: string, set: (value: string) => void, hint?: string) => (
    <TextField
      {...field(name, { required: true, hint })}
      name={name}
      type="number"
      inputMode="decimal"
      step="any"
      min={min}
      max={max}
      value={value}
      // A point typed by hand wins over an address lookup still under way, from the moment the field is entered.
      onFocus={() => cancelLookup(lookup.current)}
      onChange={(event) => {
        cancelLookup(lookup.current);
        set(event.currentTarget.value);
        setPlaced({ how: "hand", zip: "" });
      }}
    />
  );

  const lat = Number(latitude);
  const lng = Number(longitude);
  const pinned = latitude !== "" && longitude !== "" && Number.isFinite(lat) && Number.isFinite(lng);
  const city = cities[place.city as CitySlug];
  const outside = pinned && city !== undefined && pinOutsideCity(city.slug, lat, lng);

  return (
    <>
      <TextField
        {...field("address", { required: true, className: "sm:col-span-2" })}
        name="address"
        maxLength={limits.address}
        value={place.address}
        onChange={(event) => follow({ ...place, address: event.currentTarget.value }, { centre: false })}
        autoComplete="off"
      />
      <SelectField
        {...field("city", { required: true })}
        name="city"
        placeholder={t.editor.choose}
        options={cityList.map((option) => [option.slug, option.name] as const)}
        value={place.city}
        onChange={(event) => follow({ ...place, city: event.currentTarget.value }, { delay: 0 })}
      />
      <Field {...field("subdivision")}>
        <NativeSelect name="subdivision" defaultValue={values.subdivision ?? ""}>
          <option value="">{t.editor.fields.noSubdivision}</option>
          {cityList.map((option) => (
            <optgroup key={option.slug} label={option.name}>
              {subdivisionsByCity[option.slug].map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </optgroup>
          ))}
        </NativeSelect>
      </Field>
      <TextField
        {...field("zip", { required: true })}
        name="zip"
        inputMode="numeric"
        pattern="[0-9]{5}"
        maxLength={limits.zip}
        value={place.zip}
        onChange={(event) => {
          const zip = event.currentTarget.value;
          // A half-typed ZIP moves nothing; a whole one (or none) moves the pin to its centre (or the city's).
          if (/^\d{5}$|^$/.test(zip.trim())) follow({ ...place, zip }, { delay: 0 });
          else setPlace({ ...place, zip });
        }}
        autoComplete="off"
      />
      {/* The map with the coordinates beside it on wide screens, above them on phones. */}
      <div className="grid gap-4 sm:col-span-2 lg:grid-cols-[3fr_2fr]">
        {hydrated && pinned ? (
          <PinMapSlot
            lang={lang}
            basemap={basemap}
            label={t.editor.fields.pinMap}
            lat={lat}
            lng={lng}
            onPlace={(at, to) => {
              cancelLookup(lookup.current);
              pinAt(at, to, "hand");
            }}
          />
        ) : null}
        <div className="space-y-3">
          <FieldGrid className="lg:grid-cols-1">
            {coordinate("latitude", [valleyBounds.south, valleyBounds.north], latitude, setLatitude, t.editor.fields.locationHint)}
            {coordinate("longitude", [valleyBounds.west, valleyBounds.east], longitude, setLongitude)}
          </FieldGrid>
          <div aria-live="polite" className="space-y-2 text-sm">
            {placed ? <p data-testid="pin-placed">{fmt(t.editor.fields.placedAt[placed.how], { zip: placed.zip, city: city?.name ?? "" })}</p> : null}
            {outside ? (
              <p className="rounded-lg border border-amber-600/40 bg-amber-50 p-3 text-amber-950 dark:bg-amber-950/40 dark:text-amber-100" data-testid="pin-outside">
                {fmt(t.editor.fields.pinOutside, { city: city.name })}
              </p>
            ) : null}
          </div>
          {hydrated ? (
            <button type="button" className="text-sm font-semibold text-primary underline underline-offset-4" onClick={() => follow(place, { delay: 0 })}>
              {t.editor.fields.locate}
            </button>
          ) : null}
        </div>
      </div>
    </>
  );
}

function cancelLookup(lookup: { timer?: number; controller?: AbortController }): void {
  window.clearTimeout(lookup.timer);
  lookup.controller?.abort();
}
