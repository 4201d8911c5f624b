import { valleyDay } from "~/lib/dates";
import type { FieldErrors as AnswerErrors, FormAnswer } from "~/lib/form-answer";
import { leadTypes, type LeadType } from "~/lib/leads";

/**
 * The lead forms: their names, limits, choices and error codes. The schemas
 * that apply them are in lead-schemas.ts, which the browser loads only when a
 * form is about to be sent. Each form is one lead type (leads.ts holds the list).
 */
export type LeadForm = LeadType;

export function isLeadForm(value: unknown): value is LeadForm {
  return typeof value === "string" && (leadTypes as readonly string[]).includes(value);
}

/** What the showing form shows of the listing a request is about. */
export interface ShowingListing {
  readonly key: string;
  /** "123 Main St, McAllen (MLS # 123)": what the property field shows. */
  readonly label: string;
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
  "photoUnreadable",
  "photoPixels",
  "photoTooLarge",
  "photosTooLarge",
  "taken",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const timeSlots = ["morning", "midday", "afternoon", "evening"] as const;
export const showingModes = ["in-person", "video"] as const;
export const contactTopics = ["buy", "sell", "rent", "commercial", "other"] as const;
export const valuationTypes = ["single-family", "townhome-condo", "multi-family", "land", "commercial"] as const;
export const timelines = ["asap", "1-3-months", "3-6-months", "6-12-months", "exploring"] as const;
export const stagingStyles = ["modern", "farmhouse", "traditional", "coastal", "minimalist"] as const;
/**
 * The photo types a visitor may send. Not HEIC: this platform's image library can't decode it, so
 * it couldn't be cleaned of its location (ADR 0008, issue 40). An iPhone's picker hands a page that
 * doesn't ask for HEIC a JPEG of the photo.
 */
export const photoTypes = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoType = (typeof photoTypes)[number];
/** What the file picker offers. */
export const photoAccept = photoTypes.join(",");

/** Today in the Valley, as YYYY-MM-DD, so that browser and server agree whatever their own time zone. */
export function valleyToday(now = new Date()): string {
  return valleyDay(now);
}

export type ContactChoice = "contact" | "valuation";

/** `?type=valuation` opens the valuation form on the contact page; anything else the contact form. */
export function contactChoice(search: URLSearchParams): ContactChoice {
  return search.get("type") === "valuation" ? "valuation" : "contact";
}

/** The hidden fields every lead form carries. */
export const hiddenFields = { form: "_form", token: "_token", honeypot: "website" } as const;

/** The anchor of a form on its page, where the answer sends the visitor back to. */
export function formAnchor(form: LeadForm): string {
  return `lead-${form}`;
}

/**
 * What is wrong with a submission as a whole. A body too large whose form is known comes back with it
 * (`tooLarge`); one too large to tell which form it is gets the site's 413 page instead.
 */
export type FormError = "malformed" | "failed" | "tooLarge" | "rsvpGone";

/** A form's fields as typed, every one a string, for refilling the form after an error. */
export type RawValues = Record<string, string>;
export type FieldErrors = AnswerErrors<string, ErrorCode>;

/** What a lead form gets back when it has to be corrected: the errors and what was typed. */
export type LeadAnswer = FormAnswer<LeadForm, string, ErrorCode, FormError, RawValues>;

export interface PhotoInfo {
  readonly name: string;
  readonly size: number;
  /** The type the browser declared; the server trusts only the bytes. */
  readonly type: string;
}

const declaredPhoto = /\.(jpe?g|png|webp)$/i;

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
