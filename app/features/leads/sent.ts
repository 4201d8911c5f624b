import type { LeadForm } from "./lead-forms";

/**
 * What a visitor sent with a lead form, as the confirmation in the form's place shows it: the
 * contact details as typed, the form's own fields by their codes (shown in the page's language),
 * and the listing it was about in words.
 */
export interface SentLead {
  readonly form: LeadForm;
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly details: Readonly<Record<string, string>>;
  /** The listing's street and city, when the lead is about one. */
  readonly listing?: string;
}

/** The confirmations a page's lead forms show in their place: each form's last submission from this browser. */
export type SentLeads = Partial<Record<LeadForm, SentLead>>;

/** The hidden field and value of the confirmation's "Send another", which brings the empty form back. */
export const sendAnother = { name: "_intent", value: "another" } as const;

/** A signed-in visitor's contact details, which every lead form starts from (still theirs to change). */
export interface VisitorContact {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
}

/** What a page's loader gives its lead forms besides their tokens. */
export interface LeadFormsState {
  readonly sent: SentLeads;
  readonly contact: VisitorContact | null;
}
