import { z } from "zod";
import { citySlugs } from "./cities";
import { langs } from "./routes";

/**
 * The lead forms' fields and rules: one zod schema per form, used by the
 * browser for hints before sending and by the server to decide. Issue
 * messages are error codes; the forms translate them (app/i18n/leads.*).
 */
export const leadForms = ["contact", "valuation", "showing", "question", "staging"] as const;
export type LeadForm = (typeof leadForms)[number];

export function isLeadForm(value: unknown): value is LeadForm {
  return typeof value === "string" && (leadForms as readonly string[]).includes(value);
}

export const limits = {
  name: 100,
  email: 254,
  phone: 30,
  message: 2000,
  property: 200,
  address: 200,
  /** The agent's notes on a lead. */
  note: 2000,
  photos: 10,
  photoBytes: 10 * 1024 * 1024,
  photosBytes: 40 * 1024 * 1024,
} as const;

/** The largest request body a lead form can send: the photos plus room for the text fields and multipart framing. */
export const maxBodyBytes = limits.photosBytes + 256 * 1024;

export const errorCodes = [
  "required",
  "tooLong",
  "email",
  "phone",
  "contactNeeded",
  "markup",
  "consent",
  "choice",
  "date",
  "datePast",
  "dateFar",
  "number",
  "photosRequired",
  "photosTooMany",
  "photoType",
  "photoTooLarge",
  "photosTooLarge",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const timeSlots = ["morning", "midday", "afternoon", "evening"] as const;
export const showingModes = ["in-person", "video"] as const;
export const contactTopics = ["buy", "sell", "rent", "commercial", "other"] as const;
export const valuationTypes = ["single-family", "townhome-condo", "multi-family", "land", "commercial"] as const;
export const timelines = ["asap", "1-3-months", "3-6-months", "6-12-months", "exploring"] as const;
export const stagingStyles = ["modern", "farmhouse", "traditional", "coastal", "minimalist"] as const;
export const photoTypes = ["image/jpeg", "image/png", "image/webp", "image/heic"] as const;
export type PhotoType = (typeof photoTypes)[number];
/** What the file picker offers; HEIC is what iPhones take by default. */
export const photoAccept = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/** Any HTML tag: nobody needs one to ask about a house, and a script tag is an attack. */
const markup = /<\s*\/?\s*[a-z!?]/i;
const SHOWING_HORIZON_DAYS = 180;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "tooLong")
    .refine((value) => !markup.test(value), "markup");
const requiredText = (max: number) =>
  z
    .string()
    .trim()
    .min(1, "required")
    .max(max, "tooLong")
    .refine((value) => !markup.test(value), "markup");
const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().refine((value): value is T[number] => (values as readonly string[]).includes(value), "choice");
const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.string().refine((value): value is T[number] | "" => value === "" || (values as readonly string[]).includes(value), "choice");

const email = text(limits.email).refine((value) => value === "" || z.email().safeParse(value).success, "email");
/** Any way of writing a phone number, US or Mexican: 7 to 15 digits with the usual punctuation. */
const phone = text(limits.phone).refine((value) => {
  if (value === "") return true;
  const digits = value.replace(/\D/g, "").length;
  return /^\+?[\d\s().-]+$/.test(value) && digits >= 7 && digits <= 15;
}, "phone");

/** Today in the Valley, as YYYY-MM-DD, so that browser and server agree whatever their own time zone. */
export function valleyToday(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago", year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const showingDate = (required: boolean) =>
  z.string().trim().superRefine((value, ctx) => {
    if (value === "") {
      if (required) ctx.addIssue({ code: "custom", message: "required" });
      return;
    }
    const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T12:00:00Z`) : undefined;
    if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) {
      ctx.addIssue({ code: "custom", message: "date" });
      return;
    }
    const today = valleyToday();
    if (value < today) ctx.addIssue({ code: "custom", message: "datePast" });
    else if (value > addDays(today, SHOWING_HORIZON_DAYS)) ctx.addIssue({ code: "custom", message: "dateFar" });
  });

const count = (max: number, step = 1) =>
  z.string().trim().refine((value) => {
    if (value === "") return true;
    const number = Number(value);
    return Number.isFinite(number) && number >= 0 && number <= max && Number.isInteger(number / step);
  }, "number");

const common = {
  name: requiredText(limits.name),
  email,
  phone,
  lang: choice(langs),
  consent: z.string().refine((value) => value === "on", "consent"),
};

/** E-mail or phone: at least one, or the agent can't answer. */
function reachable<T extends z.ZodType<{ email: string; phone: string }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (value.email || value.phone) return;
    ctx.addIssue({ code: "custom", path: ["email"], message: "contactNeeded" });
    ctx.addIssue({ code: "custom", path: ["phone"], message: "contactNeeded" });
  });
}

const listingKey = z.string().trim().max(40, "tooLong").regex(/^[A-Za-z0-9_-]*$/, "choice");

export const leadSchemas = {
  contact: reachable(z.object({ ...common, topic: choice(contactTopics), message: requiredText(limits.message) })),
  valuation: reachable(
    z.object({
      ...common,
      address: requiredText(limits.address),
      city: optionalChoice([...citySlugs, "other"]),
      propertyType: choice(valuationTypes),
      beds: count(20),
      baths: count(20, 0.5),
      timeline: choice(timelines),
      message: text(limits.message),
    }),
  ),
  showing: reachable(
    z.object({
      ...common,
      listingKey,
      property: text(limits.property),
      date1: showingDate(true),
      time1: choice(timeSlots),
      date2: showingDate(false),
      time2: optionalChoice(timeSlots),
      mode: choice(showingModes),
      message: text(limits.message),
    }),
  ),
  question: reachable(z.object({ ...common, listingKey: listingKey.min(1, "required"), message: requiredText(limits.message) })),
  staging: reachable(z.object({ ...common, style: choice(stagingStyles), message: text(limits.message) })),
} as const satisfies Record<LeadForm, z.ZodType>;

/** The hidden fields every lead form carries. */
export const hiddenFields = { form: "_form", token: "_token", honeypot: "website" } as const;

/** The anchor of a form on its page, where the answer sends the visitor back to. */
export function formAnchor(form: LeadForm): string {
  return `lead-${form}`;
}

export type FormError = "malformed" | "tooLarge" | "failed";

export type LeadValues<F extends LeadForm> = z.output<(typeof leadSchemas)[F]>;
/** A form's fields as typed, every one a string, for refilling the form after an error. */
export type RawValues = Record<string, string>;
export type FieldErrors = Partial<Record<string, ErrorCode>>;

/** What a lead form gets back when it has to be corrected: the errors and what was typed. */
export interface LeadActionData {
  readonly form: LeadForm;
  readonly values: RawValues;
  readonly errors: FieldErrors;
  readonly formError?: FormError;
}

/** The fields a form's schema reads. */
export function formFields(form: LeadForm): string[] {
  return Object.keys(leadSchemas[form].shape);
}

/** The form's own fields from submitted data, every one a string (absent fields and files are empty). */
export function rawValues(form: LeadForm, data: FormData): RawValues {
  return Object.fromEntries(
    formFields(form).map((field) => {
      const value = data.get(field);
      return [field, typeof value === "string" ? value : ""];
    }),
  );
}

function isErrorCode(value: string): value is ErrorCode {
  return (errorCodes as readonly string[]).includes(value);
}

export type Validation<F extends LeadForm> = { ok: true; values: LeadValues<F> } | { ok: false; errors: FieldErrors };

export function validateLead<F extends LeadForm>(form: F, values: RawValues): Validation<F> {
  const result = leadSchemas[form].safeParse(values);
  if (result.success) return { ok: true, values: result.data as LeadValues<F> };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field && !errors[field]) errors[field] = isErrorCode(issue.message) ? issue.message : "choice";
  }
  return { ok: false, errors };
}

export interface PhotoInfo {
  readonly name: string;
  readonly size: number;
  /** The type the browser declared; the server trusts only the bytes. */
  readonly type: string;
}

const declaredPhoto = /\.(jpe?g|png|webp|heic|heif)$/i;

/** Count, sizes and declared types of the staging photos: what the browser can check before sending. */
export function checkPhotos(photos: readonly PhotoInfo[]): ErrorCode | undefined {
  const chosen = photos.filter((photo) => photo.size > 0 || photo.name !== "");
  if (chosen.length === 0) return "photosRequired";
  if (chosen.length > limits.photos) return "photosTooMany";
  if (chosen.some((photo) => !(photoTypes as readonly string[]).includes(photo.type) && !declaredPhoto.test(photo.name))) return "photoType";
  if (chosen.some((photo) => photo.size > limits.photoBytes)) return "photoTooLarge";
  if (chosen.reduce((sum, photo) => sum + photo.size, 0) > limits.photosBytes) return "photosTooLarge";
  return undefined;
}
