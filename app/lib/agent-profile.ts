import { z } from "./zod";
import { citySlugs } from "./cities";
import { parsePhone } from "./phone";
import { langs } from "./routes";

/** Longest texts the profile takes: a bio is a few paragraphs, a title a line. */
export const profileLimits = { name: 80, title: 80, bio: 1200, line: 120, license: 12 } as const;

const line = (max: number = profileLimits.line) => z.string().trim().min(1, "required").max(max, "tooLong");
const optionalLine = (max: number = profileLimits.line) => z.string().trim().max(max, "tooLong");
/** A phone as people type it in the Valley, kept as E.164 (ADR 0408); a number that can't be read is refused here, unlike a lead's. */
const phone = z
  .string()
  .trim()
  .transform((value, context) => {
    const read = parsePhone(value);
    if (!read.ok) context.addIssue({ code: "custom", message: "phone" });
    return read.ok ? read.e164 : "";
  });
const optionalPhone = z
  .string()
  .trim()
  .transform((value, context) => {
    if (value === "") return null;
    const read = parsePhone(value);
    if (!read.ok) context.addIssue({ code: "custom", message: "phone" });
    return read.ok ? read.e164 : null;
  });
/** A social profile: https only, so no page ever links `javascript:` or plain http from her name. */
const social = z
  .string()
  .trim()
  .max(300, "tooLong")
  .refine((value) => value === "" || (URL.canParse(value) && new URL(value).protocol === "https:"), "url")
  .transform((value) => value || undefined);

/**
 * The agent's profile as she edits it (issue 43): one schema for the editor's
 * hints, the server's check and the stored row's reading. Lists come as
 * repeated form fields.
 */
export const profileSchema = z.object({
  agentName: line(profileLimits.name),
  titleEn: optionalLine(profileLimits.title),
  titleEs: optionalLine(profileLimits.title),
  bioEn: optionalLine(profileLimits.bio),
  bioEs: optionalLine(profileLimits.bio),
  phone,
  whatsapp: optionalPhone,
  email: z.string().trim().max(254, "tooLong").pipe(z.email("email")),
  officeStreet: line(),
  officeCity: line(60),
  officeZip: z.string().trim().regex(/^\d{5}$/, "zip"),
  brokerage: line(),
  brokerName: line(profileLimits.name),
  agentLicense: z.string().trim().regex(/^[0-9A-Za-z-]{3,12}$/, "license"),
  brokerLicense: z.string().trim().regex(/^[0-9A-Za-z-]{3,12}$/, "license"),
  yearsExperience: z.coerce.number({ message: "number" }).int("number").min(0, "number").max(80, "number"),
  languages: z.array(z.enum(langs)).min(1, "languages"),
  areas: z.array(z.enum(citySlugs)).min(1, "areas"),
  facebook: social,
  instagram: social,
  linkedin: social,
});

export type AgentProfile = z.output<typeof profileSchema>;
export type ProfileField = keyof AgentProfile;

/** The fields the editor shows in this order, for the error summary and the audit's names. */
export const profileFields = Object.keys(profileSchema.shape) as ProfileField[];
