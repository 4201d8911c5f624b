import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { demoSite } from "~/lib/site";
import { calendarMethod, createMailTransport } from "./transport.server";

describe("the SMTP transport", () => {
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it("gives mail a reader can stop the one-click unsubscribe headers, and other mail none", async () => {
    const send = createMailTransport(smtp.url, demoSite);
    const url = "https://rgv.example/es/alertas/cancelar/abcdefghijklmnop1234";
    await send({ kind: "search-alert", to: "ana@example.com", subject: "Alert", text: "New listings", listUnsubscribe: url });
    await send({ kind: "lead-visitor", to: "beto@example.com", subject: "Thanks", text: "We got your message" });
    const alert = await smtp.waitFor((mail) => mail.to.includes("ana@example.com"));
    // Long header lines are folded onto the next line; unfold them to read the headers.
    const headers = alert.raw.split("\r\n\r\n")[0]?.replace(/\r\n[ \t]+/g, " ") ?? "";
    expect(headers).toContain(`List-Unsubscribe: <${url}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const other = await smtp.waitFor((mail) => mail.to.includes("beto@example.com"));
    expect(other.raw).not.toContain("List-Unsubscribe");
  });

  it("sends a showing's invite as a text/calendar part with its METHOD, which mail clients offer to add", async () => {
    const send = createMailTransport(smtp.url, demoSite);
    const calendar = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nMETHOD:CANCEL\r\nBEGIN:VEVENT\r\nUID:showing-1@rgv.example\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    await send({ kind: "showing-declined", to: "cata@example.com", subject: "Cancelled", text: "Sorry", calendar });
    const mail = await smtp.waitFor((received) => received.to.includes("cata@example.com"));
    // The double undoes quoted-printable everywhere, so "method=CANCEL" reads "method" and a byte: the part's METHOD line says it.
    expect(mail.raw).toMatch(/Content-Type: text\/calendar; charset=utf-8; method/);
    expect(mail.raw).toContain("METHOD:CANCEL");
    expect(mail.raw).toMatch(/Content-Disposition: attachment; filename=invite\.ics/);
    expect(calendarMethod(calendar)).toBe("CANCEL");
    expect(calendarMethod("BEGIN:VCALENDAR")).toBe("PUBLISH");
  });
});
