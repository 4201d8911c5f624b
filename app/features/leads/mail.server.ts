import { fmt } from "~/i18n";
import { shownPhone } from "~/lib/phone";
import { leadsTexts } from "~/i18n/leads";
import { describeDetails } from "./lead-details";
import type { LeadForm } from "./lead-forms";
import type { Lang } from "~/lib/routes";
import type { SiteIdentity } from "~/lib/site";
import { composeMail } from "~/server/mail/layout.server";
import type { MailMessage } from "~/server/mail/outbox.server";

export interface LeadForMail {
  readonly id: string;
  readonly type: LeadForm;
  readonly name: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly message: string;
  readonly lang: Lang;
  readonly details: Record<string, unknown>;
  readonly photoCount: number;
  /** Absolute URLs. */
  readonly pageUrl: string;
  readonly listingUrl?: string;
  /** The lead's page in the agent's area, in the language of her mail. */
  readonly agentUrl: string;
}

/** Subjects are a single line whatever a visitor typed into the name. */
const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").slice(0, 120);

function summary(lead: LeadForMail, lang: Lang): string[] {
  const t = leadsTexts[lang];
  const labels = t.mail.labels;
  return [
    `${labels.name}: ${lead.name}`,
    ...(lead.email ? [`${labels.email}: ${lead.email}`] : []),
    ...(lead.phone ? [`${labels.phone}: ${shownPhone(lead.phone).text}`] : []),
    `${labels.lang}: ${t.options.lang[lead.lang]}`,
    ...(lead.listingUrl ? [`${labels.listing}: ${lead.listingUrl}`] : []),
    ...describeDetails(lead.type, lead.details, t, lang).map(({ label, value }) => `${label}: ${value}`),
    ...(lead.photoCount > 0 ? [`${labels.photos}: ${lead.photoCount}`] : []),
    ...(lead.message ? [`${labels.message}:\n${lead.message}`] : []),
  ];
}

/**
 * The agent's notification, in the language she chose for her mail (ADR
 * 0422), saying which language the lead wrote in; and, when the visitor gave
 * an e-mail, their confirmation in the language they chose.
 */
export function leadMails(lead: LeadForMail, site: SiteIdentity, agentLang: Lang): MailMessage[] {
  const a = leadsTexts[agentLang];
  // A showing booked on a free time, not a request for one (ADR 0431): its time and mode are among the details.
  const type = lead.details.slot ? a.booking.mailType : a.mail.types[lead.type];
  const agent: MailMessage = {
    kind: "lead-agent",
    to: site.email,
    subject: oneLine(fmt(a.mail.agent.subject, { type, name: lead.name })),
    ...composeMail(
      {
        lang: agentLang,
        heading: fmt(a.mail.agent.heading, { type }),
        paragraphs: [fmt(a.mail.agent.intro, { name: lead.name, page: lead.pageUrl }), a.mail.agent.wrote[lead.lang], ...summary(lead, agentLang)],
        action: { label: a.mail.agent.open, url: lead.agentUrl },
        footer: [a.mail.agent.footer],
      },
      site,
    ),
  };
  if (!lead.email) return [agent];
  const v = leadsTexts[lead.lang];
  const visitor: MailMessage = {
    kind: "lead-visitor",
    to: lead.email,
    subject: oneLine(fmt(v.mail.visitor.subject, { name: lead.name })),
    ...composeMail(
      {
        lang: lead.lang,
        heading: fmt(v.mail.visitor.heading, { name: lead.name }),
        paragraphs: [fmt(v.mail.visitor.intro, { agentName: site.agentName }), v.mail.visitor.summary, ...summary(lead, lead.lang)],
        footer: [v.mail.visitor.footer],
      },
      site,
    ),
  };
  return [agent, visitor];
}
