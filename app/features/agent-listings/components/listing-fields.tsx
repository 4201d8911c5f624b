import { useState, type ReactNode } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { fmt, useUi } from "~/i18n";
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
    <Input name={name} type="number" inputMode="numeric" min={min} max={max} step={1} defaultValue={values[name] ?? ""} autoComplete="off" />
  );
  const features = new Set(values.features ?? []);
  const centre = cities[city as CitySlug]?.center;

  return (
    <div className="space-y-6">
      <Section title={t.editor.sections.location}>
        <Field {...field("address", { required: true, className: "sm:col-span-2" })}>
          <Input name="address" required maxLength={limits.address} defaultValue={values.address ?? ""} autoComplete="off" />
        </Field>
        <Field {...field("city", { required: true })}>
          <NativeSelect name="city" required value={city} onChange={(event) => setCity(event.currentTarget.value)}>
            {cityList.map((option) => (
              <option key={option.slug} value={option.slug}>
                {option.name}
              </option>
            ))}
          </NativeSelect>
        </Field>
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
        <Field {...field("zip", { required: true })}>
          <Input name="zip" required inputMode="numeric" pattern="[0-9]{5}" maxLength={limits.zip} defaultValue={values.zip ?? ""} autoComplete="off" />
        </Field>
        <div className="grid gap-4 sm:col-span-2 sm:grid-cols-2">
          <Field {...field("latitude", { required: true, hint: t.editor.fields.locationHint })}>
            <Input name="latitude" required type="number" inputMode="decimal" step="any" min={valleyBounds.south} max={valleyBounds.north} value={latitude} onChange={(event) => setLatitude(event.currentTarget.value)} />
          </Field>
          <Field {...field("longitude", { required: true })}>
            <Input name="longitude" required type="number" inputMode="decimal" step="any" min={valleyBounds.west} max={valleyBounds.east} value={longitude} onChange={(event) => setLongitude(event.currentTarget.value)} />
          </Field>
        </div>
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
        <Field {...field("subType", { required: true })}>
          <NativeSelect name="subType" required defaultValue={values.subType ?? ""}>
            {editorSubTypes.map((subType) => (
              <option key={subType} value={subType}>
                {listingsText.subTypes[subType]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field {...field("deal", { required: true })}>
          <NativeSelect name="deal" required defaultValue={values.deal ?? "sale"}>
            {dealTypes.map((deal) => (
              <option key={deal} value={deal}>
                {t.editor.deals[deal]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field {...field("price", { required: true, hint: t.editor.fields.priceHint })}>
          <Input name="price" required inputMode="numeric" pattern="[0-9$, ]*" defaultValue={values.price ?? ""} autoComplete="off" />
        </Field>
        <Field {...field("mlsNumber", { hint: t.editor.fields.mlsNumberHint })}>
          <Input name="mlsNumber" maxLength={limits.mlsNumber} pattern="[A-Za-z0-9\-]*" defaultValue={values.mlsNumber ?? ""} autoComplete="off" spellCheck={false} />
        </Field>
        <Field {...field("yearBuilt")}>
          <Input name="yearBuilt" type="number" inputMode="numeric" min={limits.yearFrom} max={latestYearBuilt()} step={1} defaultValue={values.yearBuilt ?? ""} />
        </Field>
        <Field {...field("bedrooms")}>{number("bedrooms", 0, limits.bedrooms)}</Field>
        <Field {...field("bathrooms")}>{number("bathrooms", 0, limits.bathrooms)}</Field>
        <Field {...field("livingArea")}>{number("livingArea", 1, limits.livingArea)}</Field>
        <Field {...field("lotSize")}>
          <Input name="lotSize" type="number" inputMode="decimal" min={0} max={limits.lotSize} step="any" defaultValue={values.lotSize ?? ""} autoComplete="off" />
        </Field>
      </Section>

      <Section title={t.editor.sections.commercial}>
        <Field {...field("clearHeight")}>{number("clearHeight", 1, limits.clearHeight)}</Field>
        <Field {...field("dockDoors")}>{number("dockDoors", 0, limits.dockDoors)}</Field>
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
        <Field {...field("hoaFee")}>{number("hoaFee", 0, limits.fee)}</Field>
        <Field {...field("taxes")}>{number("taxes", 0, limits.fee)}</Field>
      </Section>

      <Section title={t.editor.sections.description}>
        {(["descriptionEn", "descriptionEs"] as const).map((name) => (
          <Field key={name} {...field(name, { className: "sm:col-span-2" })}>
            <Textarea name={name} rows={6} maxLength={limits.description} defaultValue={values[name] ?? ""} lang={name === "descriptionEn" ? "en" : "es"} />
          </Field>
        ))}
      </Section>
    </div>
  );
}

/** "Please correct 2 fields." above the form, focused on a refused submission so a screen reader hears it first. */
export function ErrorSummary({ count }: { count: number }) {
  const t = useEditorText();
  if (count === 0) return null;
  return (
    <p role="alert" tabIndex={-1} className="rounded-xl border border-red-700 p-3 font-semibold text-red-700 dark:border-red-300 dark:text-red-300">
      {fmt(count === 1 ? t.editor.errorSummary.one : t.editor.errorSummary.other, { count })}
    </p>
  );
}
