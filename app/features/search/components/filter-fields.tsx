import type { ReactNode } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { fmt, useUi } from "~/i18n";
import { cityList } from "~/lib/cities";
import { propertyTypes, publicStatuses } from "~/lib/reso";
import type { SearchQuery } from "../search-query";
import { filterFormValues } from "../search-url";
import { quickLabels } from "./filter-label";

export const flagKeys = ["newConstruction", "casita", "refrigerated", "luxury", "priceReduced", "openHouse", "featured"] as const;
const bedChoices = [1, 2, 3, 4, 5];
const bathChoices = [1, 2, 3, 4];

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
  const t = ui.listings.search;
  const quick = quickLabels(ui);
  const values = filterFormValues(query);
  return (
    <div className="space-y-5">
      <Field id={`${id}-q`} label={t.text}>
        <Input name="q" type="search" defaultValue={values.q} placeholder={t.textPlaceholder} />
      </Field>
      <Field id={`${id}-city`} label={t.city}>
        <NativeSelect name="city" defaultValue={values.city}>
          <option value="">{t.anyCity}</option>
          {cityList.map((city) => (
            <option key={city.slug} value={city.slug}>{city.name}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-type`} label={ui.quickSearch.propertyType}>
        <NativeSelect name="propertyType" defaultValue={values.propertyType}>
          <option value="">{ui.quickSearch.anyType}</option>
          {Object.entries(quick.propertyType).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </NativeSelect>
      </Field>
      <Field id={`${id}-range`} label={ui.quickSearch.priceRange}>
        <NativeSelect name="priceRange" defaultValue={values.priceRange}>
          <option value="">{ui.quickSearch.anyPrice}</option>
          {Object.entries(quick.priceRange).map(([value, label]) => (
            <option key={value} value={value}>{label}</option>
          ))}
        </NativeSelect>
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id={`${id}-min`} label={t.minPrice}>
          <Input name="minPrice" type="text" inputMode="numeric" autoComplete="off" defaultValue={values.minPrice} placeholder={t.noMin} />
        </Field>
        <Field id={`${id}-max`} label={t.maxPrice}>
          <Input name="maxPrice" type="text" inputMode="numeric" autoComplete="off" defaultValue={values.maxPrice} placeholder={t.noMax} />
        </Field>
        <Field id={`${id}-beds`} label={t.beds}>
          <NativeSelect name="beds" defaultValue={values.beds}>
            <option value="">{t.any}</option>
            {bedChoices.map((count) => (
              <option key={count} value={count}>{fmt(t.atLeast, { count })}</option>
            ))}
          </NativeSelect>
        </Field>
        <Field id={`${id}-baths`} label={t.baths}>
          <NativeSelect name="baths" defaultValue={values.baths}>
            <option value="">{t.any}</option>
            {bathChoices.map((count) => (
              <option key={count} value={count}>{fmt(t.atLeast, { count })}</option>
            ))}
          </NativeSelect>
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
