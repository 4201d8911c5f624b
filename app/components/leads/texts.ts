import { fmt, useDictionary } from "~/i18n";
import { leadsEn, type LeadsText } from "~/i18n/leads.en";
import { leadsEs } from "~/i18n/leads.es";
import { limits, type ErrorCode, type FormError } from "~/lib/lead-forms";
import { displayPhone } from "~/lib/site";

const dictionary = { en: leadsEn, es: leadsEs };
const MB = 1024 * 1024;
/** The figures the texts quote, from the limits the schemas enforce. */
const figures = { count: limits.photos, each: limits.photoBytes / MB, total: limits.photosBytes / MB };

export function useLeadsText(): LeadsText {
  return useDictionary(dictionary);
}

export function errorText(t: LeadsText, code: ErrorCode, field: string): string {
  const max = (limits as Record<string, number>)[field];
  return fmt(t.errors[code], { ...figures, max: max ?? "" });
}

export function formErrorText(t: LeadsText, error: FormError, phone: string): string {
  return fmt(t.errors[error], { ...figures, phone: displayPhone(phone) });
}

export function photosHint(t: LeadsText): string {
  return fmt(t.fields.photosHint, figures);
}
