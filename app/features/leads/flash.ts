import { leadsTexts } from "~/i18n/leads";
import type { Lang } from "~/lib/routes";
import type { LeadForm } from "./lead-forms";

const forms = (lang: Lang) => leadsTexts[lang].forms;

/** The notice after each lead form was sent without script: `lead-${form}` (formAnchor's form). */
export const leadFlashes = {
  "lead-contact": (lang: Lang) => forms(lang).contact.sent,
  "lead-valuation": (lang: Lang) => forms(lang).valuation.sent,
  "lead-showing": (lang: Lang) => forms(lang).showing.sent,
  "lead-question": (lang: Lang) => forms(lang).question.sent,
  "lead-staging": (lang: Lang) => forms(lang).staging.sent,
} as const satisfies Record<`lead-${LeadForm}`, (lang: Lang) => string>;
export type LeadFlash = keyof typeof leadFlashes;
