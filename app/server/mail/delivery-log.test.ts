import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { freePort } from "../../../tests/support/server";
import { outbox } from "~/db/schema";
import { demoSite } from "~/lib/site";
import type { DatabaseHandle } from "../db/connect.server";
import { deliverDueMail, enqueueMail, retryDelayMs, type MailTransport } from "./outbox.server";
import { createMailTransport } from "./transport.server";

const message = { kind: "lead-visitor", to: "Maria.Garza@Correo.Example.MX", subject: "Su casa en McAllen", text: "Hola María, gracias por escribir." };
const refused: MailTransport = async () => {
  throw Object.assign(new Error("Can't send mail - all recipients were rejected: 550 5.1.1 <maria.garza@correo.example.mx>: no such user"), {
    code: "EENVELOPE",
    responseCode: 550,
  });
};

describe.each(drivers)("failed deliveries in the log on %s", (driver) => {
  let handle: DatabaseHandle;
  let warnings: string[];

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await handle.db.delete(outbox);
  });
  afterAll(() => handle.close());

  const capture = () => {
    warnings = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(String(line)));
  };

  it("writes one JSON warning per failed attempt: the domain, the codes, the attempt and the next try, nothing of the message", async () => {
    await enqueueMail(handle.db, message);
    capture();
    // A second ahead: the row is due from the database's clock, which can be a fraction of a millisecond ahead of Date.
    const first = new Date(Date.now() + 1_000);
    expect(await deliverDueMail(handle.db, refused, { now: first })).toEqual({ sent: 0, failed: 1 });
    const second = new Date(first.getTime() + retryDelayMs(1) + 1);
    expect(await deliverDueMail(handle.db, refused, { now: second })).toEqual({ sent: 0, failed: 1 });

    expect(warnings).toHaveLength(2);
    const [one, two] = warnings.map((line) => JSON.parse(line));
    expect(one).toMatchObject({ level: "warn", msg: "mail delivery failed", kind: "lead-visitor", domain: "correo.example.mx", code: "EENVELOPE", responseCode: 550, attempt: 1 });
    expect(one.retryAt).toBe(new Date(first.getTime() + retryDelayMs(1)).toISOString());
    expect(two).toMatchObject({ attempt: 2, retryAt: new Date(second.getTime() + retryDelayMs(2)).toISOString() });
    for (const line of warnings) {
      expect(line.toLowerCase()).not.toContain("maria");
      expect(line).not.toContain("McAllen");
      expect(line).not.toContain("gracias");
      expect(line).not.toContain("550 5.1.1");
    }
  });

  it("says when it gives up", async () => {
    const created = new Date(Date.now() - 4 * 86_400_000);
    await handle.db.insert(outbox).values({ ...message, createdAt: created, nextAttemptAt: created });
    capture();
    await deliverDueMail(handle.db, refused);
    expect(warnings.map((line) => JSON.parse(line))).toEqual([expect.objectContaining({ attempt: 1, retryAt: null })]);
  });

  it("names what SMTP itself said when the server can't be reached", async () => {
    await enqueueMail(handle.db, message);
    capture();
    const transport = createMailTransport(`smtp://127.0.0.1:${await freePort()}`, demoSite);
    await deliverDueMail(handle.db, transport, { now: new Date(Date.now() + 1_000) });
    expect(warnings).toHaveLength(1);
    const [line] = warnings.map((text) => JSON.parse(text));
    expect(line.code).toMatch(/^E[A-Z]+$/);
    expect(line.domain).toBe("correo.example.mx");
  });
});
