import { fmt, useDictionary } from "~/i18n";
import { leadsTexts } from "~/i18n/leads";
import type { LeadsText } from "~/i18n/leads.en";
import { photoLimits } from "~/features/listings/photos";
import { formatNumber } from "~/lib/format";
import { limits, type ErrorCode, type FormError, type PhotoInfo } from "../lead-forms";
import type { Lang } from "~/lib/routes";
import { displayPhone } from "~/lib/site";

const MB = 1024 * 1024;
/** The figures the texts quote, from the limits the schemas enforce. */
const figures = { count: limits.photos, each: limits.photoBytes / MB, total: limits.photosBytes / MB, megapixels: photoLimits.maxPixels / 1_000_000 };

export function useLeadsText(): LeadsText {
  return useDictionary(leadsTexts);
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

/** Megabytes rounded up, so that a photo just over the limit never reads as the limit itself. */
function megabytes(lang: Lang, bytes: number): string {
  return formatNumber(lang, Math.ceil((bytes / MB) * 10) / 10, 1);
}

/** A photos error that names the photo that is too large, or the size of all of them, when the browser knows the chosen files. */
export function photoErrorText(t: LeadsText, code: ErrorCode, chosen: readonly PhotoInfo[], lang: Lang): string {
  const large = code === "photoTooLarge" ? chosen.find((photo) => photo.size > limits.photoBytes) : undefined;
  if (large) return fmt(t.errors.photoTooLargeNamed, { ...figures, file: large.name, size: megabytes(lang, large.size) });
  const total = chosen.reduce((sum, photo) => sum + photo.size, 0);
  if (code === "photosTooLarge" && total > limits.photosBytes) return fmt(t.errors.photosTooLargeSized, { ...figures, size: megabytes(lang, total) });
  return errorText(t, code, "photos");
}
