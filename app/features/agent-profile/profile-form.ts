import { profileSchema, type AgentProfile, type ProfileField } from "~/lib/agent-profile";
import type { FormAnswer } from "~/lib/form-answer";
import { formatPhone } from "~/lib/phone";

/** The fields a profile form sends several of (checkboxes). */
const listFields = new Set<string>(["languages", "areas"]);

/** The form's values as typed: a string per field, a list for the checkboxes. */
export type ProfileValues = Partial<Record<ProfileField, string | readonly string[]>>;

/** The editor's refused save: each field's error code (the photo's a photo code), what was typed, and whether a chosen photo was dropped. */
export type ProfileAnswer = FormAnswer<"profile", ProfileField | "photo", string, never, ProfileValues> & { readonly photoDropped: boolean };

/** A profile as the form shows it: numbers and empty optionals as text, phone numbers as people write them. */
export function profileFormValues(profile: Record<ProfileField, unknown>): ProfileValues {
  const values = Object.fromEntries(
    Object.entries(profile).map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : value == null ? "" : String(value)]),
  ) as ProfileValues;
  for (const field of ["phone", "whatsapp"] as const) {
    const value = values[field];
    if (typeof value === "string" && value) values[field] = formatPhone(value);
  }
  return values;
}

/** Reads the sent form through the one profile schema: the profile, or each field's first problem with everything typed kept. */
export function readProfileForm(form: FormData): { ok: true; profile: AgentProfile; values: ProfileValues } | { ok: false; errors: Partial<Record<ProfileField, string>>; values: ProfileValues } {
  const values = Object.fromEntries(
    Object.keys(profileSchema.shape).map((key) => [key, listFields.has(key) ? form.getAll(key).map(String) : String(form.get(key) ?? "")]),
  ) as ProfileValues;
  const parsed = profileSchema.safeParse(values);
  if (parsed.success) return { ok: true, profile: parsed.data, values };
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ProfileField;
    // zod's own messages (a wrong type) read as "required": only a hand-made form sends those.
    errors[field] ??= /^[a-z]+$/.test(issue.message) ? issue.message : "required";
  }
  return { ok: false, errors, values };
}
