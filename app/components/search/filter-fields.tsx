import type { ReactNode } from "react";
import { fmt, useUi } from "~/i18n";
import { cityList } from "~/lib/cities";
import { propertyTypes, publicStatuses } from "~/lib/reso";
import type { SearchQuery } from "~/lib/search-query";
import { filterFormValues } from "~/lib/search-url";
import { quickLabels } from "./filter-label";

export const fieldClass =
  "min-h-11 w-full rounded-lg border bg-card px-3 text-base text-card-foreground focus-visible:outline-2 focus-visible:outline-ring";

export const flagKeys = ["newConstruction", "casita", "refrigerated", "luxury"] as const;
const bedChoices = [1, 2, 3, 4, 5];
const bathChoices = [1, 2, 3, 4];

/** Whether a checkbox of the form is on for a search: a value of a list, or a flag set to true. */
export function isChecked(query: SearchQuery, name: string, value: string): boolean {
  const current: unknown = query[name as keyof SearchQuery];
  return Array.isArray(current) ? current.includes(value) : current === true && value === "true";
}

function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">{label}</label>
      {children}
    </div>
  );
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
      <input type="checkbox" name={name} value={value} defaultChecked={isChecked(query, name, value)} className="size-5 shrink-0 accent-primary" />
      {label}
    </label>
  );
}

/** Every filter of the search service: text and selects, then lists of checkboxes. */
export function FilterFields({ id, query }: { id: string; query: SearchQuery }) {
  const ui = useUi();
  const t = ui.listings.search;
  const quick = quickLabels(ui);
  const values = filterFormValues(query);
  return (
    <div className="space-y-5">
      <Field id={`${id}-q`} label={t.text}>
        <input id={`${id}-q`} name="q" type="search" defaultValue={values.q} placeholder={t.textPlaceholder} className={fieldClass} />
      </Field>
      <Field id={`${id}-city`} label={t.city}>
        <select id={`${id}-city`} name="city" defaultValue={values.city} className={fieldClass}>
          <option value="">{t.anyCity}</option>
          {cityList.map((city) => (
            <option key={city.slug} value={city.slug}>{city.name}</option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-type`} label={ui.quickSearch.propertyType}>
        <select id={`${id}-type`} name="propertyType" defaultValue={values.propertyType} className={fieldClass}>
          <option value="">{ui.quickSearch.anyType}</option>
          {Object.entries(quick.propertyType).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </Field>
      <Field id={`${id}-range`} label={ui.quickSearch.priceRange}>
        <select id={`${id}-range`} name="priceRange" defaultValue={values.priceRange} className={fieldClass}>
          <option value="">{ui.quickSearch.anyPrice}</option>
          {Object.entries(quick.priceRange).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </select>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-min`} label={t.minPrice}>
          <input id={`${id}-min`} name="minPrice" type="text" inputMode="numeric" autoComplete="off" defaultValue={values.minPrice} placeholder={t.noMin} className={fieldClass} />
        </Field>
        <Field id={`${id}-max`} label={t.maxPrice}>
          <input id={`${id}-max`} name="maxPrice" type="text" inputMode="numeric" autoComplete="off" defaultValue={values.maxPrice} placeholder={t.noMax} className={fieldClass} />
        </Field>
        <Field id={`${id}-beds`} label={t.beds}>
          <select id={`${id}-beds`} name="beds" defaultValue={values.beds} className={fieldClass}>
            <option value="">{t.any}</option>
            {bedChoices.map((count) => (
              <option key={count} value={count}>{fmt(t.atLeast, { count })}</option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-baths`} label={t.baths}>
          <select id={`${id}-baths`} name="baths" defaultValue={values.baths} className={fieldClass}>
            <option value="">{t.any}</option>
            {bathChoices.map((count) => (
              <option key={count} value={count}>{fmt(t.atLeast, { count })}</option>
            ))}
          </select>
        </Field>
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
    </div>
  );
}
