import type { InstantReplyText } from "~/i18n/instant-reply.en";
import { valleyClock, valleyDay } from "~/lib/dates";
import type { LeadType } from "~/lib/leads";
import { fmt } from "~/i18n";
import { fillPlaceholders } from "~/lib/placeholders";
import { fillSubject, fillTemplate, outgoingReply, type ReplyTemplate, type ReplyValues } from "~/features/agent/replies";

/** The forms that send an instant reply until she says otherwise: a showing or a question is the lead the first answer wins. */
export const instantByDefault: Readonly<Record<LeadType, boolean>> = { contact: false, showing: true, question: true, staging: false, valuation: false };

/**
 * Her working hours in Valley time, which the promise of a call keeps (ADR 0428): Monday to
 * Saturday, 9:00 to 18:00. A request after 17:00 is promised the next working morning, since an
 * hour is too little to count on.
 */
export const workingHours = { opens: "09:00", lastPromise: "17:00", workDays: [1, 2, 3, 4, 5, 6] } as const;

export type CallbackWhen = keyof InstantReplyText["callback"]["when"];

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const isWorkDay = (day: number) => (workingHours.workDays as readonly number[]).includes(day);

/** When she will call back a request sent at this instant, by her working hours in the Valley. */
export function callbackWhen(at: Date): CallbackWhen {
  const day = weekday(valleyDay(at));
  const clock = valleyClock(at);
  if (isWorkDay(day) && clock < workingHours.opens) return "thisMorning";
  if (isWorkDay(day) && clock < workingHours.lastPromise) return "today";
  return isWorkDay((day + 1) % 7) ? "tomorrowMorning" : "mondayMorning";
}

/** The promise as the lead reads it: a call when it left a phone, else a message, and when. */
export function callbackSentence(texts: InstantReplyText, at: Date, byPhone: boolean): string {
  return fmt(byPhone ? texts.callback.call : texts.callback.write, { when: texts.callback.when[callbackWhen(at)] });
}

export interface InstantLead {
  readonly type: LeadType;
  readonly phone: string | null;
}

/**
 * The instant reply for one lead in its language: her template's two words of its own
 * (`{request}`, `{callback}`) filled first (the site wrote them: no braces in them), then the
 * reply's placeholders as a reply fills them, a line whose value is missing left out (ADR 0422).
 */
export function instantReplyText(template: ReplyTemplate, texts: InstantReplyText, lead: InstantLead, values: ReplyValues, at: Date): { subject: string; paragraphs: string[] } {
  const own = { request: texts.requests[lead.type], callback: callbackSentence(texts, at, lead.phone !== null) };
  const subject = fillSubject(fillPlaceholders(template.subject, own), values, fillPlaceholders(texts.template.subject, own));
  return outgoingReply({ subject, body: fillTemplate(fillPlaceholders(template.body, own), values) });
}
