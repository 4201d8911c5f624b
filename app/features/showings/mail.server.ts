import { fmt } from "~/i18n";
import { showingsTexts } from "~/i18n/showings";
import { formatDateTime } from "~/lib/dates";
import { buildIcs } from "~/lib/ics";
import type { Lang } from "~/lib/routes";
import { showingManagePrefix } from "~/lib/showing-routes";
import type { ShowingMode } from "~/lib/showings";
import type { SiteIdentity } from "~/lib/site";
import { composeMail } from "~/server/mail/layout.server";
import type { MailMessage } from "~/server/mail/outbox.server";

/** What the visitor's mails say of a booking. */
export interface BookedShowing {
  readonly showingId: string;
  readonly name: string;
  readonly email: string;
  readonly lang: Lang;
  /** The street and city, or the city alone where the MLS withholds the street (ADR 0115). */
  readonly place: string;
  readonly listingUrl: string;
  readonly mode: ShowingMode;
  readonly start: Date;
  readonly end: Date;
  /** The secret of the reschedule and cancel links; the mail is the only place it is kept. */
  readonly token: string;
  /** Bumped on every change, so a calendar replaces its copy of the event. */
  readonly sequence: number;
}

const oneLine = (value: string) => value.replace(/[\r\n\t]+/g, " ").slice(0, 120);

export function showingWhen(lang: Lang, start: Date): string {
  return formatDateTime(lang, start, { style: "full", time: true });
}

export function manageUrls(publicUrl: string, lang: Lang, token: string): { cancel: string; reschedule: string } {
  return { cancel: `${publicUrl}${showingManagePrefix.cancel[lang]}${token}`, reschedule: `${publicUrl}${showingManagePrefix.reschedule[lang]}${token}` };
}

/** The event's id: the showing's, so an update or a cancellation replaces the invite in the visitor's calendar. */
const eventUid = (showing: BookedShowing, site: SiteIdentity) => `showing-${showing.showingId}@${site.email.split("@")[1] ?? "rgv"}`;

/** The visitor's confirmation in their language, with the invite (METHOD:REQUEST) and the links to move or cancel it; an RSVP's has cancel only. */
export function bookingConfirmation(showing: BookedShowing, site: SiteIdentity, publicUrl: string, kind: "booked" | "moved" | "rsvp" = "booked"): MailMessage {
  const t = showingsTexts[showing.lang];
  const when = showingWhen(showing.lang, showing.start);
  const mode = t.modes[showing.mode];
  const urls = manageUrls(publicUrl, showing.lang, showing.token);
  const rsvp = kind === "rsvp";
  const ics = buildIcs({
    method: "REQUEST",
    events: [
      {
        uid: eventUid(showing, site),
        start: showing.start,
        end: showing.end,
        summary: fmt(rsvp ? t.rsvp.eventSummary : t.mail.eventSummary, { place: showing.place }),
        description: rsvp ? fmt(t.rsvp.eventDescription, { agentName: site.agentName, url: urls.cancel }) : fmt(t.mail.eventDescription, { mode, agentName: site.agentName, url: urls.reschedule }),
        location: showing.mode === "inPerson" ? showing.place : undefined,
        url: showing.listingUrl,
        status: "CONFIRMED",
        sequence: showing.sequence,
        organizer: { name: site.agentName, email: site.email },
        attendee: { name: showing.name, email: showing.email },
      },
    ],
  });
  const subject = rsvp ? t.rsvp.subject : kind === "booked" ? t.mail.subject : t.mail.movedSubject;
  return {
    kind: kind === "moved" ? "showing-moved" : "showing-booked",
    to: showing.email,
    subject: oneLine(fmt(subject, { when })),
    calendar: ics,
    ...composeMail(
      {
        lang: showing.lang,
        heading: fmt(rsvp ? t.rsvp.heading : t.mail.heading, { when, name: showing.name }),
        paragraphs: rsvp
          ? [fmt(t.rsvp.intro, { place: showing.place, when, agentName: site.agentName }), t.mail.calendar, fmt(t.mail.cancel, { url: urls.cancel })]
          : [
              fmt(t.mail.intro, { place: showing.place, mode, when, agentName: site.agentName }),
              t.mail.calendar,
              fmt(t.mail.reschedule, { url: urls.reschedule }),
              fmt(t.mail.cancel, { url: urls.cancel }),
            ],
        action: { label: site.agentName, url: showing.listingUrl },
        footer: [rsvp ? t.rsvp.footer : t.mail.footer],
      },
      site,
    ),
  };
}

/** The visitor's word that a cancellation went through, with the invite withdrawn (METHOD:CANCEL). */
export function cancellationMail(showing: Omit<BookedShowing, "token"> & { readonly rsvp?: boolean }, site: SiteIdentity): MailMessage {
  const t = showingsTexts[showing.lang];
  const texts = showing.rsvp ? t.rsvp : t.mail;
  const when = showingWhen(showing.lang, showing.start);
  return {
    kind: "showing-cancelled",
    to: showing.email,
    subject: oneLine(fmt(texts.cancelledSubject, { when })),
    calendar: buildIcs({
      method: "CANCEL",
      events: [
        {
          uid: eventUid({ ...showing, token: "" }, site),
          start: showing.start,
          end: showing.end,
          summary: fmt(texts.eventSummary, { place: showing.place }),
          status: "CANCELLED",
          sequence: showing.sequence,
        },
      ],
    }),
    ...composeMail({ lang: showing.lang, paragraphs: [fmt(texts.cancelledIntro, { place: showing.place, when, url: showing.listingUrl })] }, site),
  };
}
