import { useState, type ReactNode } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Field, FieldGrid, SelectField, TextField } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/form-fields";
import { NativeSelect } from "~/components/ui/native-select";
import { useUi } from "~/i18n";
import { cities, cityList, type CitySlug } from "~/lib/cities";
import { subdivisionsByCity } from "~/lib/subdivisions";
import { dealTypes, editorFeatures, editorSubTypes, latestYearBuilt, limits, valleyBounds, type ListingFormErrors, type ListingFormField, type ListingFormValues } from "../listing-form";
import { useEditorText } from "./texts";

function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <fieldset className="grid gap-4 rounded-2xl border bg-card/80 p-4 sm:grid-cols-2">
      <legend className="px-1 text-lg font-semibold">{title}</legend>
      <div className={className ?? "contents"}>{children}</div>
    </fieldset>
  );
}

/**
 * The listing's fields, grouped as an agent reads a listing sheet. The limits
 * come from the schema the server checks with, so the browser's hints and the
 * server's answer agree; the server's errors show under each field with what was typed.
 */
export function ListingFields({ values, errors }: { values: ListingFormValues; errors: ListingFormErrors }) {
  const t = useEditorText();
  const listingsText = useUi().listings;
  const [city, setCity] = useState<string>(values.city ?? "");
  const [latitude, setLatitude] = useState(values.latitude ?? "");
  const [longitude, setLongitude] = useState(values.longitude ?? "");
  const error = (field: ListingFormField) => {
    const code = errors[field];
    return code ? (t.editor.errors[code] ?? t.editor.errors.required) : undefined;
  };
  const field = (name: Exclude<ListingFormField, "features">, props: { required?: boolean; hint?: string; className?: string } = {}) => ({
    id: `listing-${name}`,
    label: t.editor.fields[name],
    error: error(name),
    required: props.required,
    requiredText: t.editor.required,
    hint: props.hint,
    className: props.className,
  });
  const number = (name: Exclude<ListingFormField, "features">, min: number, max: number) => (
    <TextField {...field(name)} name={name} type="number" inputMode="numeric" min={min} max={max} step={1} defaultValue={values[name] ?? ""} autoComplete="off" />
  );
  // Held in state, so the city's centre can fill them in.
  const coordinate = (name: "latitude" | "longitude", [min, max]: readonly [number, number], [value, set]: readonly [string, (value: string) => void], hint?: string) => (
    <TextField
      {...field(name, { required: true, hint })}
      name={name}
      type="number"
      inputMode="decimal"
      step="any"
      min={min}
      max={max}
      value={value}
      onChange={(event) => set(event.currentTarget.value)}
    />
  );
  const features = new Set(values.features ?? []);
  const centre = cities[city as CitySlug]?.center;

  return (
    <div className="space-y-6">
      <Section title={t.editor.sections.location}>
        <TextField {...field("address", { required: true, className: "sm:col-span-2" })} name="address" maxLength={limits.address} defaultValue={values.address ?? ""} autoComplete="off" />
        <SelectField
          {...field("city", { required: true })}
          name="city"
          options={cityList.map((option) => [option.slug, option.name] as const)}
          value={city}
          onChange={(event) => setCity(event.currentTarget.value)}
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
        <TextField {...field("zip", { required: true })} name="zip" inputMode="numeric" pattern="[0-9]{5}" maxLength={limits.zip} defaultValue={values.zip ?? ""} autoComplete="off" />
        <FieldGrid className="sm:col-span-2">
          {coordinate("latitude", [valleyBounds.south, valleyBounds.north], [latitude, setLatitude], t.editor.fields.locationHint)}
          {coordinate("longitude", [valleyBounds.west, valleyBounds.east], [longitude, setLongitude])}
        </FieldGrid>
        {centre ? (
          <button
            type="button"
            className="justify-self-start text-sm font-semibold text-primary underline underline-offset-4"
            onClick={() => {
              setLatitude(String(centre.lat));
              setLongitude(String(centre.lng));
            }}
          >
            {t.editor.fields.cityCentre}
          </button>
        ) : null}
      </Section>

      <Section title={t.editor.sections.property}>
        <SelectField
          {...field("subType", { required: true })}
          name="subType"
          options={editorSubTypes.map((subType) => [subType, listingsText.subTypes[subType]] as const)}
          defaultValue={values.subType ?? ""}
        />
        <SelectField {...field("deal", { required: true })} name="deal" options={dealTypes.map((deal) => [deal, t.editor.deals[deal]] as const)} defaultValue={values.deal ?? "sale"} />
        <TextField
          {...field("price", { required: true, hint: t.editor.fields.priceHint })}
          name="price"
          inputMode="numeric"
          pattern="[0-9$, ]*"
          defaultValue={values.price ?? ""}
          autoComplete="off"
        />
        <TextField
          {...field("mlsNumber", { hint: t.editor.fields.mlsNumberHint })}
          name="mlsNumber"
          maxLength={limits.mlsNumber}
          pattern="[A-Za-z0-9\-]*"
          defaultValue={values.mlsNumber ?? ""}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          {...field("yearBuilt")}
          name="yearBuilt"
          type="number"
          inputMode="numeric"
          min={limits.yearFrom}
          max={latestYearBuilt()}
          step={1}
          defaultValue={values.yearBuilt ?? ""}
        />
        {number("bedrooms", 0, limits.bedrooms)}
        {number("bathrooms", 0, limits.bathrooms)}
        {number("livingArea", 1, limits.livingArea)}
        <TextField
          {...field("lotSize")}
          name="lotSize"
          type="number"
          inputMode="decimal"
          min={0}
          max={limits.lotSize}
          step="any"
          defaultValue={values.lotSize ?? ""}
          autoComplete="off"
        />
      </Section>

      <Section title={t.editor.sections.commercial}>
        {number("clearHeight", 1, limits.clearHeight)}
        {number("dockDoors", 0, limits.dockDoors)}
      </Section>

      <Section title={t.editor.sections.features} className="grid gap-3 sm:col-span-2 sm:grid-cols-2">
        {editorFeatures.map((feature) => (
          <label key={feature} className="flex min-h-11 items-center gap-3">
            <Checkbox name="features" value={feature} defaultChecked={features.has(feature)} />
            <span>{t.editor.features[feature]}</span>
          </label>
        ))}
      </Section>

      <Section title={t.editor.sections.costs}>
        {number("hoaFee", 0, limits.fee)}
        {number("taxes", 0, limits.fee)}
      </Section>

      <Section title={t.editor.sections.description}>
        {(["descriptionEn", "descriptionEs"] as const).map((name) => (
          <TextareaField
            key={name}
            {...field(name, { className: "sm:col-span-2" })}
            name={name}
            rows={6}
            maxLength={limits.description}
            defaultValue={values[name] ?? ""}
            lang={name === "descriptionEn" ? "en" : "es"}
          />
        ))}
      </Section>
    </div>
  );
}
