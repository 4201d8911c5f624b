import { z } from "~/lib/zod";
import { isCalendarDay } from "~/lib/calendar-day";
import { citySlugs } from "~/lib/cities";
import { addDays } from "~/lib/dates";
import {
  contactTopics,
  errorCodes,
  limits,
  showingModes,
  stagingStyles,
  timelines,
  timeSlots,
  valleyToday,
  valuationTypes,
  type ErrorCode,
  type FieldErrors,
  type LeadForm,
  type RawValues,
} from "./lead-forms";
import { langs } from "~/lib/routes";

/**
 * The lead forms' rules: one zod schema per form, used by the browser for
 * hints before sending and by the server to decide. Issue messages are error
 * codes; the forms translate them (app/i18n/leads.*).
 */

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

const showingDate = () =>
  z.string().trim().superRefine((value, ctx) => {
    if (value === "") return;
    if (!isCalendarDay(value)) {
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

/** A booked showing's start as the slot list writes it (app/features/showings/slots.ts): an instant on the minute. */
const slotStart = z.string().trim().refine((value) => value === "" || /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/.test(value), "choice");

/** An open house's id, for an RSVP (ADR 0431). */
const openHouseId = z.string().trim().regex(/^\d{0,9}$/, "choice").default("");

/** A request names a preferred day and time; a booking names its slot, an RSVP its open house instead (ADR 0431). */
function dayOrSlot<T extends z.ZodType<{ slot: string; openHouse: string; date1: string; time1: string }>>(schema: T) {
  return schema.superRefine((value, ctx) => {
    if (value.slot || value.openHouse) return;
    if (!value.date1) ctx.addIssue({ code: "custom", path: ["date1"], message: "required" });
    if (!value.time1) ctx.addIssue({ code: "custom", path: ["time1"], message: "choice" });
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
    dayOrSlot(
      z.object({
        ...common,
        listingKey,
        property: text(limits.property),
        slot: slotStart,
        openHouse: openHouseId,
        date1: showingDate(),
        time1: optionalChoice(timeSlots),
        date2: showingDate(),
        time2: optionalChoice(timeSlots),
        mode: choice(showingModes),
        message: text(limits.message),
      }),
    ),
  ),
  question: reachable(z.object({ ...common, listingKey: listingKey.min(1, "required"), message: requiredText(limits.message) })),
  staging: reachable(z.object({ ...common, style: choice(stagingStyles), message: text(limits.message) })),
} as const satisfies Record<LeadForm, z.ZodType>;

export type LeadValues<F extends LeadForm> = z.output<(typeof leadSchemas)[F]>;
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
