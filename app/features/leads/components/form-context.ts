import { createContext, useContext } from "react";
import type { LeadsText } from "~/i18n/leads.en";
import type { ErrorCode, FieldErrors, LeadForm, RawValues } from "../lead-forms";

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
