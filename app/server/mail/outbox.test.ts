import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { startSmtpServer, type TestSmtpServer } from "../../../tests/support/smtp";
import { outbox } from "~/db/schema";
import { demoSite } from "~/lib/site";
import type { DatabaseHandle } from "../db/connect.server";
import { composeMail } from "./layout.server";
import { deliverDueMail, enqueueMail, retryDelayMs } from "./outbox.server";
import { createMailTransport } from "./transport.server";

describe.each(drivers)("the outbox on %s", (driver) => {
  let handle: DatabaseHandle;
  let smtp: TestSmtpServer;

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.stop();
    await handle.close();
  });

  it("keeps mail through an SMTP outage and delivers it once, when SMTP is back", async () => {
    const { db } = handle;
    const body = composeMail({ lang: "es", heading: "Hola", paragraphs: ["Gracias."], action: { label: "Abrir", url: "http://localhost/es?x=1&y=2" } }, demoSite);
    await db.transaction((tx) => enqueueMail(tx, { kind: "test", to: `${driver}@example.com`, subject: "Prueba ñ", ...body }));
    const transport = createMailTransport(smtp.url, demoSite);
    const start = new Date();

    await smtp.stop();
    expect(await deliverDueMail(db, transport, { now: start })).toEqual({ sent: 0, failed: 1 });
    const [pending] = await db.select().from(outbox).where(eq(outbox.to, `${driver}@example.com`));
    expect(pending?.status).toBe("pending");
    expect(pending?.lastError).toBeTruthy();
    // Not due again before its backoff.
    expect(await deliverDueMail(db, transport, { now: new Date(start.getTime() + 1_000) })).toEqual({ sent: 0, failed: 0 });

    await smtp.start();
    const later = new Date(start.getTime() + retryDelayMs(1) + 1);
    expect(await deliverDueMail(db, transport, { now: later })).toEqual({ sent: 1, failed: 0 });
    expect(await deliverDueMail(db, transport, { now: new Date(later.getTime() + 3_600_000) })).toEqual({ sent: 0, failed: 0 });

    const mail = await smtp.waitFor((received) => received.to.includes(`${driver}@example.com`));
    expect(mail.raw).toContain("http://localhost/es?x=1&y=2");
    expect(mail.raw).toContain(`Corredor: ${demoSite.brokerName}`);
    expect(smtp.messages.filter((received) => received.to.includes(`${driver}@example.com`))).toHaveLength(1);
  });

  it("backs off from 5 seconds to at most 15 minutes", () => {
    expect([1, 2, 3, 20].map(retryDelayMs)).toEqual([5_000, 10_000, 20_000, 900_000]);
  });
});
