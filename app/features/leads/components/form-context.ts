import { createContext, useContext } from "react";
import type { LeadsText } from "~/i18n/leads.en";
import type { ErrorCode, FieldErrors, LeadForm, RawValues } from "../lead-forms";
import { errorText } from "./texts";

export interface LeadFormState {
  readonly form: LeadForm;
  readonly values: RawValues;
  readonly errors: FieldErrors;
  readonly t: LeadsText;
  /** Marks one field (or clears it) while the visitor is still filling in the form. */
  readonly setError: (name: string, code: ErrorCode | undefined) => void;
}

export const LeadFormContext = createContext<LeadFormState | null>(null);

export function useLeadForm(): LeadFormState {
  const state = useContext(LeadFormContext);
  if (!state) throw new Error("A lead form field must be inside a LeadFormShell.");
  return state;
}

/** A field's element id, unique on a page that has several forms. */
export function fieldId(form: LeadForm, name: string): string {
  return `${form}-${name}`;
}

/**
 * A lead field's wiring for the shared field components (`~/components/ui/field`): its id, name,
 * starting value (what was typed, else `initial`) and error text, from the form's state.
 */
export function leadField({ form, values, errors, t }: Omit<LeadFormState, "setError">, name: string, initial?: string) {
  const code = errors[name];
  return {
    id: fieldId(form, name),
    name,
    defaultValue: values[name] || initial || "",
    error: code ? errorText(t, code, name) : undefined,
    requiredText: t.fields.required,
  };
}

/** `leadField` bound to one form's state, as LeadFormShell hands it to the fields a form adds. */
export type LeadFieldOf = (name: string, initial?: string) => ReturnType<typeof leadField>;
