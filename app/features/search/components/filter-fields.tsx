import type { ReactNode } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, SelectField, TextField } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input-class";
import { fmt, useLang, useUi } from "~/i18n";
import { cityList } from "~/lib/cities";
import { formatBaths } from "~/lib/format";
import { propertyTypes, publicStatuses } from "~/lib/reso";
import type { SearchQuery } from "../search-query";
import { filterFormValues } from "../search-url";
import { quickLabels } from "./filter-label";
import { SearchTextInput } from "./search-text-input";

export const flagKeys = ["newConstruction", "casita", "pool", "refrigerated", "luxury", "priceReduced", "openHouse", "featured", "outsideFloodZone"] as const;
/** A lease's terms (ADR 0123): each finds rentals only. */
export const rentalFlagKeys = ["pets", "furnished"] as const;
const bedChoices = [1, 2, 3, 4, 5];
/** A half bath counts as half (ADR 0122): 1 full and 1 half is "1.5+", not "2+". */
const bathChoices = [1, 1.5, 2, 2.5, 3, 4];

/** Whether a checkbox of the form is on for a search: a value of a list, or a flag set to true. */
export function isChecked(query: SearchQuery, name: string, value: string): boolean {
  const current: unknown = query[name as keyof SearchQuery];
  return Array.isArray(current) ? current.includes(value) : current === true && value === "true";
}

function Checks({ legend, hint, children }: { legend: string; hint?: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {children}
    </fieldset>
  );
}

function Check({ name, value, label, query }: { name: string; value: string; label: string; query: SearchQuery }) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm">
      <Checkbox name={name} value={value} defaultChecked={isChecked(query, name, value)} />
      {label}
    </label>
  );
}

/** Every filter of the search service: text and selects, then lists of checkboxes. */
export function FilterFields({ id, query }: { id: string; query: SearchQuery }) {
  const ui = useUi();
  const lang = useLang();
  const t = ui.listings.search;
  const quick = quickLabels(ui);
  const values = filterFormValues(query);
  const atLeast = (counts: readonly number[], write: (count: number) => string = String) => counts.map((count) => [String(count), fmt(t.atLeast, { count: write(count) })] as const);
  // A typed search may ask for baths the list lacks ("3.5 baths"): offered too, so the form keeps it.
  const baths = query.baths && !bathChoices.includes(query.baths) ? [...bathChoices, query.baths].sort((a, b) => a - b) : bathChoices;
  return (
    <div className="space-y-5">
      <Field id={`${id}-q`} label={t.text}>
        <SearchTextInput id={`${id}-q`} name="q" type="search" defaultValue={values.q} placeholder={t.textPlaceholder} className={inputClass} />
      </Field>
      <SelectField id={`${id}-city`} label={t.city} name="city" defaultValue={values.city} placeholder={t.anyCity} options={cityList.map((city) => [city.slug, city.name] as const)} />
      <SelectField
        id={`${id}-type`}
        label={ui.quickSearch.propertyType}
        name="propertyType"
        defaultValue={values.propertyType}
        placeholder={ui.quickSearch.anyType}
        options={Object.entries(quick.propertyType)}
      />
      <SelectField
        id={`${id}-range`}
        label={ui.quickSearch.priceRange}
        name="priceRange"
        defaultValue={values.priceRange}
        placeholder={ui.quickSearch.anyPrice}
        options={Object.entries(quick.priceRange)}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField id={`${id}-min`} label={t.minPrice} name="minPrice" type="text" inputMode="numeric" autoComplete="off" defaultValue={values.minPrice} placeholder={t.noMin} />
        <TextField id={`${id}-max`} label={t.maxPrice} name="maxPrice" type="text" inputMode="numeric" autoComplete="off" defaultValue={values.maxPrice} placeholder={t.noMax} />
        <SelectField id={`${id}-beds`} label={t.beds} name="beds" defaultValue={values.beds} placeholder={t.any} options={atLeast(bedChoices)} />
        <SelectField id={`${id}-baths`} label={t.baths} name="baths" defaultValue={values.baths} placeholder={t.any} options={atLeast(baths, (count) => formatBaths(lang, count))} />
      </div>
      <Checks legend={t.listingType}>
        {propertyTypes.map((type) => (
          <Check key={type} name="type" value={type} label={ui.listings.types[type]} query={query} />
        ))}
      </Checks>
      <Checks legend={t.status} hint={t.statusHint}>
        {publicStatuses.map((status) => (
          <Check key={status} name="status" value={status} label={ui.listings.statuses[status]} query={query} />
        ))}
      </Checks>
      <Checks legend={t.features}>
        {flagKeys.map((key) =>
          query[key] === false ? null : <Check key={key} name={key} value="true" label={t[key]} query={query} />,
        )}
      </Checks>
      <Checks legend={t.rentals}>
        {rentalFlagKeys.map((key) => (
          <Check key={key} name={key} value="true" label={t[key]} query={query} />
        ))}
        <TextField id={`${id}-available`} label={t.availableBy} name="availableBy" type="date" min="2000-01-01" max="2100-12-31" defaultValue={values.availableBy} className="pt-2" />
      </Checks>
    </div>
  );
}
