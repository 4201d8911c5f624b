import { fmt } from "~/i18n";
import { showingAgentTexts } from "~/i18n/showing-agent";
import { formatTime } from "~/lib/dates";
import { propertyPath } from "~/lib/property-path";
import { agentPrefix, type Lang } from "~/lib/routes";
import type { SiteIdentity } from "~/lib/site";
import { composeMail } from "~/server/mail/layout.server";
import type { MailMessage } from "~/server/mail/outbox.server";
import type { PushContent } from "~/server/push/outbox.server";
import { shortName } from "~/features/leads/lead-push";
import { showingInvite, showingWhen } from "./invite";
import type { ShowingView } from "./showings.server";

/** What a mail about a showing needs beside it: the site's identity and its public address (links, the invite's uid). */
export interface MailSetting {
  readonly site: SiteIdentity;
  readonly publicUrl: string;
  readonly now?: Date;
}

const host = (publicUrl: string) => new URL(publicUrl).hostname;

function listingAction(showing: ShowingView, lang: Lang, publicUrl: string) {
  return showing.listing ? { label: showingAgentTexts[lang].mail.viewListing, url: `${publicUrl}${propertyPath(lang, showing.listing)}` } : undefined;
}

type Texts = (typeof showingAgentTexts)[Lang];

/**
 * A mail to the visitor about their showing, in their language, answers going to her; none when the
 * lead left only a phone. `at` is the time it speaks of (the proposed one for a proposal).
 */
function visitorMail(
  showing: ShowingView,
  kind: string,
  at: Date | null,
  { site }: MailSetting,
  write: (t: Texts, vars: { name: string; agent: string; address: string; when: string; mode: string }) => { subject: string; paragraphs: string[]; action?: { label: string; url: string } },
  calendar?: string,
): MailMessage | null {
  if (!showing.lead.email || !at) return null;
  const lang = showing.lead.lang;
  const t = showingAgentTexts[lang];
  const { subject, paragraphs, action } = write(t, { name: showing.lead.name, agent: site.agentName, address: showing.address, when: showingWhen(lang, at), mode: t.modes[showing.mode] });
  return { kind, to: showing.lead.email, subject, ...composeMail({ lang, paragraphs, action }, site), replyTo: site.email, ...(calendar ? { calendar } : {}) };
}

/** The visitor's mail when she confirms: the invite again with a higher SEQUENCE, now CONFIRMED. */
export function confirmedMail(showing: ShowingView, setting: MailSetting): MailMessage | null {
  const lang = showing.lead.lang;
  return visitorMail(
    showing,
    "showing-confirmed",
    showing.startsAt,
    setting,
    (t, vars) => ({ subject: fmt(t.mail.confirmedSubject, vars), paragraphs: [fmt(t.mail.confirmed, vars)], action: listingAction(showing, lang, setting.publicUrl) }),
    showingInvite(showing, lang, host(setting.publicUrl), setting.now),
  );
}

/** The visitor's mail when she declines: her note if she wrote one, and a CANCEL of the invite. */
export function declinedMail(showing: ShowingView, note: string, setting: MailSetting): MailMessage | null {
  const lang = showing.lead.lang;
  return visitorMail(
    showing,
    "showing-declined",
    showing.startsAt,
    setting,
    (t, vars) => ({
      subject: fmt(t.mail.declinedSubject, vars),
      paragraphs: [fmt(t.mail.declined, vars), ...(note ? [fmt(t.mail.declinedNote, { note })] : []), t.mail.declinedAfter],
      action: listingAction(showing, lang, setting.publicUrl),
    }),
    showingInvite(showing, lang, host(setting.publicUrl), setting.now),
  );
}

/** The visitor's mail of the time she proposes, with the one link that accepts it. */
export function proposedMail(showing: ShowingView, acceptUrl: string, setting: MailSetting): MailMessage | null {
  return visitorMail(showing, "showing-proposed", showing.proposedStartsAt, setting, (t, vars) => ({
    subject: fmt(t.mail.proposedSubject, vars),
    paragraphs: [fmt(t.mail.proposed, vars)],
    action: { label: t.mail.accept, url: acceptUrl },
  }));
}

/** A reminder to the visitor, in their language. */
export function visitorReminder(showing: ShowingView, setting: MailSetting): MailMessage | null {
  return visitorMail(showing, "showing-reminder", showing.startsAt, setting, (t, vars) => ({
    subject: fmt(t.mail.reminderSubject, vars),
    paragraphs: [fmt(t.mail.reminder, vars)],
    action: listingAction(showing, showing.lead.lang, setting.publicUrl),
  }));
}

/** Her reminder, in the language she chose for the site's mail. */
export function agentReminder(showing: ShowingView, lang: Lang, { site, publicUrl }: MailSetting): MailMessage {
  const t = showingAgentTexts[lang];
  const when = showingWhen(lang, showing.startsAt);
  const vars = { name: showing.lead.name, address: showing.address, when, mode: t.modes[showing.mode] };
  return {
    kind: "showing-reminder-agent",
    to: site.email,
    subject: fmt(t.mail.agentReminderSubject, vars),
    ...composeMail({ lang, paragraphs: [fmt(t.mail.agentReminder, vars)], action: { label: t.mail.openLead, url: `${publicUrl}${agentPrefix[lang]}/leads/${showing.lead.id}` } }, site),
  };
}

/** Her reminder on her devices, the name shortened for a lock screen. */
export function reminderPush(showing: ShowingView, lang: Lang): PushContent {
  const t = showingAgentTexts[lang];
  return {
    title: fmt(t.push.title, { time: formatTime(lang, showing.startsAt), name: shortName(showing.lead.name) }),
    body: fmt(t.push.body, { address: showing.address, mode: t.modes[showing.mode] }),
    url: `${agentPrefix[lang]}/leads/${showing.lead.id}`,
    tag: `showing-${showing.id}`,
  };
}
