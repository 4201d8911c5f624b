import type { ReactNode } from "react";
import { Checkbox } from "~/components/ui/checkbox";
import { SelectField, TextField } from "~/components/ui/field";
import { TextareaField } from "~/components/ui/form-fields";
import { useUi } from "~/i18n";
import { dealTypes, editorFeatures, editorSubTypes, latestYearBuilt, limits, type ListingFormErrors, type ListingFormValues } from "../listing-form";
import { fieldPropsOf, type FieldName } from "./field-props";
import { LocationFields } from "./location-fields";
import { RentalFields } from "./rental-fields";
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
  const field = fieldPropsOf(t, errors);
  const number = (name: FieldName, min: number, max: number, hint?: string) => (
    <TextField {...field(name, { hint })} name={name} type="number" inputMode="numeric" min={min} max={max} step={1} defaultValue={values[name] ?? ""} autoComplete="off" />
  );
  const features = new Set(values.features ?? []);

  return (
    <div className="space-y-6">
      <Section title={t.editor.sections.location}>
        <LocationFields values={values} field={field} />
      </Section>

      <Section title={t.editor.sections.property}>
        <SelectField
          {...field("subType", { required: true })}
          name="subType"
          placeholder={t.editor.choose}
          options={editorSubTypes.map((subType) => [subType, listingsText.subTypes[subType]] as const)}
          defaultValue={values.subType ?? ""}
        />
        <SelectField {...field("deal", { required: true })} name="deal" placeholder={t.editor.choose} options={dealTypes.map((deal) => [deal, t.editor.deals[deal]] as const)} defaultValue={values.deal ?? "sale"} />
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
        {number("fullBaths", 0, limits.baths, t.editor.fields.fullBathsHint)}
        {number("halfBaths", 0, limits.baths, t.editor.fields.halfBathsHint)}
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

      <RentalFields values={values} errors={errors} field={field} />

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
