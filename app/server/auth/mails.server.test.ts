import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/database";
import { outbox } from "~/db/schema";
import { authEn } from "~/i18n/auth.en";
import { authEs } from "~/i18n/auth.es";
import { demoSite } from "~/lib/site";
import type { DatabaseHandle } from "../db/connect.server";
import { queueAuthMail } from "./mails.server";

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await openTestDatabase("pglite");
});
afterAll(async () => {
  await handle.close();
});

async function queued(to: string) {
  const [mail] = await handle.db.select().from(outbox).where(eq(outbox.to, to));
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

describe("account e-mails", () => {
  it.each([
    ["en", authEn, authEs],
    ["es", authEs, authEn],
  ] as const)("sends the sign-up confirmation in the page's language, %s, with one line in the other (ADR 0126)", async (lang, first, second) => {
    const to = `confirm-${lang}@example.com`;
    const url = `http://localhost/api/auth/verify-email?token=t-${lang}`;
    await queueAuthMail(handle.db, demoSite, { kind: "confirm", to, lang, url });
    const mail = await queued(to);
    expect(mail.subject).toBe(first.mail.confirmSubject);
    for (const body of [mail.text, mail.html ?? ""]) {
      const order = [first.mail.confirmHeading, first.mail.confirmBody, first.mail.confirmAction, second.mail.confirmOther].map((text) => body.indexOf(text));
      expect(order.every((index) => index >= 0)).toBe(true);
      expect(order).toEqual([...order].sort((a, b) => a - b));
      for (const whole of [second.mail.confirmHeading, second.mail.confirmBody, second.mail.confirmAction, second.mail.confirmFooter]) expect(body).not.toContain(whole);
      expect(body).toContain(first.mail.confirmFooter);
      expect(body).toContain(url);
    }
    expect(mail.html).toContain(`<html lang="${lang}">`);
    expect(mail.html).toContain(`<div lang="${lang === "en" ? "es" : "en"}">`);
  });

  it("sends a password reset in the reader's language only", async () => {
    await queueAuthMail(handle.db, demoSite, { kind: "reset", to: "reset@example.com", lang: "es", url: "http://localhost/reset" });
    const mail = await queued("reset@example.com");
    expect(mail.subject).toBe(authEs.mail.resetSubject);
    expect(mail.text).toContain(authEs.mail.resetBody);
    expect(mail.text).not.toContain(authEn.mail.resetBody);
  });
});
