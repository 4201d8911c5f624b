import { Checkbox } from "~/components/ui/checkbox";
import { FieldMessages, SelectField, TextField } from "~/components/ui/field";
import { useLang } from "~/i18n";
import { rentalTermsTexts } from "~/i18n/rental-terms";
import { furnishings, leaseTerms, petPolicies, RENTAL_FEE_MAX, rentInclusions } from "~/lib/rental-terms";
import { limits, type ListingFormErrors, type ListingFormValues } from "../listing-form";
import type { FieldPropsOf } from "./field-props";
import { useEditorText } from "./texts";

/** Several checkboxes of one name in a fieldset with its legend, hint and error. */
function CheckboxGroup({ name, legend, options, checked, error }: { name: "pets" | "rentIncludes"; legend: string; options: ReadonlyArray<readonly [string, string]>; checked: readonly string[]; error: string | undefined }) {
  const id = `listing-${name}`;
  return (
    <fieldset className="grid gap-2 sm:col-span-2" aria-describedby={error ? `${id}-error` : undefined} data-testid={id}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-1 sm:grid-cols-2">
        {options.map(([value, label]) => (
          <label key={value} className="flex min-h-11 items-center gap-3">
            <Checkbox name={name} value={value} defaultChecked={checked.includes(value)} aria-invalid={error ? true : undefined} />
            <span>{label}</span>
          </label>
        ))}
      </div>
      <FieldMessages id={id} error={error} />
    </fieldset>
  );
}

/**
 * A lease's terms (ADR 0123). The fieldset is in every editor's form, so that a listing switched
 * to a lease has it without script; CSS hides it while the deal says "For sale", and the server
 * keeps no terms on a sale.
 */
export function RentalFields({ values, errors, field }: { values: ListingFormValues; errors: ListingFormErrors; field: FieldPropsOf }) {
  const t = useEditorText();
  const terms = rentalTermsTexts[useLang()];
  const f = t.editor.fields;
  const error = (name: "pets" | "rentIncludes") => (errors[name] ? (t.editor.errors[errors[name]!] ?? t.editor.errors.choice) : undefined);
  const money = (name: "deposit" | "applicationFee") => (
    <TextField {...field(name)} name={name} type="number" inputMode="numeric" min={0} max={RENTAL_FEE_MAX} step={1} defaultValue={values[name] ?? ""} autoComplete="off" />
  );
  return (
    <fieldset
      className="grid gap-4 rounded-2xl border bg-card/80 p-4 sm:grid-cols-2 [form:has(select[name=deal]>option[value=sale]:checked)_&]:hidden"
      data-testid="rental-fields"
      aria-describedby="listing-rental-hint"
    >
      <legend className="px-1 text-lg font-semibold">{t.editor.sections.rental}</legend>
      <p id="listing-rental-hint" className="text-sm text-muted-foreground sm:col-span-2">{f.rentalHint}</p>
      <TextField {...field("availableFrom", { hint: f.availableFromHint })} name="availableFrom" type="date" min="2000-01-01" max="2100-12-31" defaultValue={values.availableFrom ?? ""} />
      <SelectField {...field("leaseTerm")} name="leaseTerm" placeholder={f.notSaid} options={leaseTerms.map((term) => [term, terms.leaseTerms[term]] as const)} defaultValue={values.leaseTerm ?? ""} />
      <SelectField {...field("furnished")} name="furnished" placeholder={f.notSaid} options={furnishings.map((value) => [value, terms.furnished[value]] as const)} defaultValue={values.furnished ?? ""} />
      {money("deposit")}
      {money("applicationFee")}
      <TextField
        {...field("applyUrl", { hint: f.applyUrlHint, className: "sm:col-span-2" })}
        name="applyUrl"
        type="url"
        inputMode="url"
        maxLength={limits.applyUrl}
        pattern="https://.+"
        placeholder="https://"
        defaultValue={values.applyUrl ?? ""}
        autoComplete="off"
        spellCheck={false}
      />
      <CheckboxGroup name="pets" legend={f.pets} options={petPolicies.map((value) => [value, t.editor.pets[value]] as const)} checked={values.pets ?? []} error={error("pets")} />
      <CheckboxGroup name="rentIncludes" legend={f.rentIncludes} options={rentInclusions.map((value) => [value, t.editor.rentIncludes[value]] as const)} checked={values.rentIncludes ?? []} error={error("rentIncludes")} />
    </fieldset>
  );
}
