import { profileSchema, type AgentProfile, type ProfileField } from "~/lib/agent-profile";
import type { FormAnswer } from "~/lib/form-answer";
import { formatPhone } from "~/lib/phone";
import { langs, type Lang } from "~/lib/routes";
import { z } from "~/lib/zod";

/** The fields a profile form sends several of (checkboxes). */
const listFields = new Set<string>(["languages", "areas"]);

/** The language of the site's mail to her: kept beside the profile, not in what visitors see of her (ADR 0422). */
export const mailLangSchema = z.enum(langs, { message: "required" });

/** The form's fields: the profile's and the language of her mail. */
export type ProfileFormField = ProfileField | "mailLang";

/** The form's values as typed: a string per field, a list for the checkboxes. */
export type ProfileValues = Partial<Record<ProfileFormField, string | readonly string[]>>;

/** The editor's refused save: each field's error code (the photo's a photo code), what was typed, and whether a chosen photo was dropped. */
export type ProfileAnswer = FormAnswer<"profile", ProfileFormField | "photo", string, never, ProfileValues> & { readonly photoDropped: boolean };

/** A profile as the form shows it: numbers and empty optionals as text, phone numbers as people write them. */
export function profileFormValues(profile: Record<ProfileField, unknown>, mailLang: Lang): ProfileValues {
  const values = Object.fromEntries(
    Object.entries({ ...profile, mailLang }).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : value == null ? "" : String(value)]),
  ) as ProfileValues;
  for (const field of ["phone", "whatsapp"] as const) {
    const value = values[field];
    if (typeof value === "string" && value) values[field] = formatPhone(value);
  }
  return values;
}

/** Reads the sent form through the one profile schema: the profile, or each field's first problem with everything typed kept. */
export function readProfileForm(
  form: FormData,
): { ok: true; profile: AgentProfile; mailLang: Lang; values: ProfileValues } | { ok: false; errors: Partial<Record<ProfileFormField, string>>; values: ProfileValues } {
  const values = Object.fromEntries(
    [...Object.keys(profileSchema.shape), "mailLang"].map((key) => [key, listFields.has(key) ? form.getAll(key).map(String) : String(form.get(key) ?? "")]),
  ) as ProfileValues;
  const parsed = profileSchema.safeParse(values);
  const mailLang = mailLangSchema.safeParse(values.mailLang);
  if (parsed.success && mailLang.success) return { ok: true, profile: parsed.data, mailLang: mailLang.data, values };
  const errors: Partial<Record<ProfileFormField, string>> = mailLang.success ? {} : { mailLang: "required" };
  for (const issue of parsed.error?.issues ?? []) {
    const field = issue.path[0] as ProfileField;
    // zod's own messages (a wrong type) read as "required": only a hand-made form sends those.
    errors[field] ??= /^[a-z]+$/.test(issue.message) ? issue.message : "required";
  }
  return { ok: false, errors, values };
}
