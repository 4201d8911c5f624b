import { fmt } from "~/i18n";
import type { AgentText } from "~/i18n/agent.en";
import { shownPhone } from "~/lib/phone";
import { whatsappLink } from "~/lib/whatsapp";

/** The message the agent's one-tap answers open with, in the lead's language, naming the property when there is one. */
export function leadGreeting(texts: AgentText, who: { name: string; agent: string; brokerage: string; place?: string }): string {
  const values = { name: who.name.split(/\s+/)[0] || who.name, agent: who.agent, brokerage: who.brokerage };
  return who.place ? fmt(texts.lead.greetingAbout, { ...values, place: who.place }) : fmt(texts.lead.greeting, values);
}

export interface QuickContact {
  /** The number as people read it, or as typed when it couldn't be read. */
  readonly text: string;
  readonly read: boolean;
  readonly call: string;
  /** Text and WhatsApp need a number that could be read: a guess would message a stranger. */
  readonly sms?: string;
  readonly whatsapp?: string;
}

/** Call, text and WhatsApp links for a lead's phone (ADR 0408), the last two with `message` already typed. */
export function quickContact(phone: string, message: string): QuickContact {
  const shown = shownPhone(phone);
  if (!shown.e164) return { text: shown.text, read: false, call: `tel:${phone.replace(/[^\d+]/g, "")}` };
  return {
    text: shown.text,
    read: true,
    call: `tel:${shown.e164}`,
    // "?&body=" reads on both iOS (which wants "&") and Android (which wants "?").
    sms: `sms:${shown.e164}?&body=${encodeURIComponent(message)}`,
    whatsapp: whatsappLink(shown.e164, message),
  };
}
