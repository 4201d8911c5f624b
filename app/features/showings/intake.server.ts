import { fmt } from "~/i18n";
import { showingsTexts } from "~/i18n/showings";
import type { Lang } from "~/lib/routes";
import type { SiteIdentity } from "~/lib/site";
import type { Executor } from "~/server/db/connect.server";
import type { MailMessage } from "~/server/mail/outbox.server";
import type { PushContent } from "~/server/push/outbox.server";
import { holdShowing, type BookingPlan } from "./booking.server";
import { bookingConfirmation, showingWhen } from "./mail.server";

export interface BookingVisitor {
  readonly name: string;
  readonly email: string | null;
  readonly lang: Lang;
}

export interface BookingListing {
  readonly url: string;
  readonly place: string;
}

/** What a booked showing adds to its lead's intake: the slot held in the lead's transaction, the visitor's invite, and its time on the agent's push. */
export interface BookingExtras {
  readonly hold: (tx: Executor, leadId: string) => Promise<string>;
  readonly mails: MailMessage[];
  readonly push: (content: PushContent) => PushContent;
}

export function bookingExtras(plan: BookingPlan, visitor: BookingVisitor, listing: BookingListing, site: SiteIdentity, agentLang: Lang, publicUrl: string): BookingExtras {
  const mails = visitor.email
    ? [
        bookingConfirmation(
          { ...plan, name: visitor.name, email: visitor.email, lang: visitor.lang, place: listing.place, listingUrl: listing.url, sequence: 0 },
          site,
          publicUrl,
          plan.openHouseId === undefined ? "booked" : "rsvp",
        ),
      ]
    : [];
  const t = showingsTexts[agentLang];
  const when = showingWhen(agentLang, plan.start);
  const line = plan.openHouseId === undefined ? fmt(t.agent.booked, { when, mode: t.modes[plan.mode] }) : fmt(t.rsvp.agent, { when });
  return {
    hold: (tx, leadId) => holdShowing(tx, leadId, plan),
    mails,
    push: (content) => ({ ...content, body: `${line} ${content.body}` }),
  };
}
