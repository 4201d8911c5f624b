import nodemailer from "nodemailer";
import type { SiteIdentity } from "~/lib/site";
import type { MailMessage, MailTransport } from "./outbox.server";
import { logInfo } from "../log.server";

/**
 * nodemailer over SMTP when SMTP_URL is set. Without it, mail is "delivered"
 * to the server log, links included, so that a local install can still
 * confirm accounts and read what leads would have sent.
 */
/** The METHOD line of an .ics, which the mail's Content-Type repeats. */
export function calendarMethod(calendar: string): string {
  return /^METHOD:(\w+)\r?$/m.exec(calendar)?.[1] ?? "PUBLISH";
}

export function createMailTransport(smtpUrl: string | undefined, site: SiteIdentity): MailTransport {
  const from = { name: site.brokerage, address: site.email };
  if (!smtpUrl) {
    return async (message: MailMessage) => {
      logInfo({ msg: "mail", ...message, html: undefined });
    };
  }
  // nodemailer waits minutes by default; a server that doesn't answer would hold the outbox worker. A failed attempt is retried with backoff.
  const transporter = nodemailer.createTransport({ url: smtpUrl, connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  return async (message: MailMessage) => {
    await transporter.sendMail({
      from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo,
      // nodemailer sends it twice: as an alternative part (the invite mail clients show with its buttons) and as invite.ics attached.
      icalEvent: message.calendar ? { method: calendarMethod(message.calendar), filename: "invite.ics", content: message.calendar } : undefined,
      headers: message.listUnsubscribe ? { "List-Unsubscribe": `<${message.listUnsubscribe}>`, "List-Unsubscribe-Post": "List-Unsubscribe=One-Click" } : undefined,
    });
  };
}
