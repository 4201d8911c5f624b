import { eq, sql } from "drizzle-orm";
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { agentProfile, leads, outbox } from "~/db/schema";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { getDb } from "~/server/db.server";
import { HELD_PER_ADDRESS_PER_DAY } from "~/lib/leads";
import { countHeldNotKept } from "./held.server";
import { readSentLeads } from "./sent.server";
import { handleLeadAction, LEAD_RATE_LIMIT } from "./submit.server";
import { siteFormTokens } from "./token.server";
import { visitCookie } from "./visit-cookie.server";

const page = new URL("http://localhost/en/contact");
let counter = 0;

appDatabaseForFile("lead-submit", { BETTER_AUTH_SECRET: "a-test-secret-that-is-long-enough-for-tokens" });

/** A token rendered long enough ago for a person to have filled in the form. */
const ripeToken = () => siteFormTokens().issue(Date.now() - 5_000);
const address = () => `198.51.100.${++counter}`;
const uniqueName = (label: string) => `${label} ${++counter}`;

function contact(name: string, fields: Record<string, string> = {}): URLSearchParams {
  return new URLSearchParams({
    _form: "contact",
    _token: ripeToken(),
    website: "",
    name,
    email: `${name.replace(/\W+/g, ".").toLowerCase()}@example.com`,
    phone: "",
    lang: "en",
    consent: "on",
    topic: "buy",
    message: "Looking for a home in Edinburg.",
    ...fields,
  });
}

type Answer = Response | DataWithResponseInit<unknown>;

function send(body: URLSearchParams, ip: string, headers: Record<string, string> = {}): Promise<Answer> {
  const request = new Request(page, { method: "POST", body, headers: { "X-Client-IP": ip, ...headers } });
  return handleLeadAction(getDb(), request, { forms: ["contact"], url: page, page: "contact" });
}

/** The status of an answer: a redirect is a Response, a form to correct is data with a status. */
const statusOf = (answer: Answer) => (answer instanceof Response ? answer.status : answer.init?.status);

async function stored(name: string) {
  const [row] = await getDb().select().from(leads).where(eq(leads.name, name));
  return row;
}

async function mailAbout(name: string) {
  return (await getDb().select().from(outbox)).filter((mail) => mail.text.includes(name) || mail.subject.includes(name));
}

/** The request a browser makes next with the cookie an answer set. */
const withCookieOf = (response: Response, path = page.pathname) =>
  new Request(new URL(path, page), { headers: { Cookie: (response.headers.get("Set-Cookie") ?? "").split(";")[0] ?? "" } });

/** The same answer for every submission that isn't refused: back to the form's place, with the confirmation of what was sent. */
function expectThanks(response: Answer, name?: string) {
  if (!(response instanceof Response)) throw new Error(`not a redirect: ${statusOf(response)}`);
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/en/contact#lead-contact");
  const cookie = response.headers.get("Set-Cookie") ?? "";
  expect(cookie).toMatch(/^lead-sent-contact=[\w-]+; Max-Age=7200; Path=\/; HttpOnly; SameSite=Lax$/);
  if (name) {
    expect(cookie).not.toContain(name.split(" ")[0]);
    expect(readSentLeads(withCookieOf(response), page.pathname).contact).toMatchObject({ form: "contact", name, details: { topic: "buy" } });
  }
}

describe("a lead form's submission", () => {
  it("keeps where the visitor came from: the visits the cookie kept, the form, and the first visit's channel", async () => {
    const landed = visitCookie("/en/mcallen?utm_source=facebook&utm_campaign=casitas", {}, page.origin) ?? "";
    const searched = visitCookie("/en/pharr", { referer: "https://www.google.com/", cookie: landed.split(";")[0] }, page.origin) ?? "";
    const name = uniqueName("Attributed");
    expectThanks(await send(contact(name), address(), { Cookie: `theme=dark; ${searched.split(";")[0]}` }), name);
    const lead = await stored(name);
    expect(lead?.source).toBe("facebook");
    expect(lead?.attribution).toMatchObject({
      first: { source: "facebook", campaign: "casitas", landing: "/en/mcallen" },
      latest: { source: "google", medium: "search", landing: "/en/pharr" },
      form: "contact-page",
    });
  });

  it("takes a visitor who came straight, or whose cookie was tampered with, for direct", async () => {
    const name = uniqueName("Direct");
    expectThanks(await send(contact(name), address(), { Cookie: "visit-source=forged" }), name);
    const lead = await stored(name);
    expect(lead?.source).toBe("direct");
    expect(lead?.attribution).toMatchObject({ first: { source: "direct", landing: "" }, form: "contact-page" });
  });

  it("goes to the inbox, mailed, when nothing catches it", async () => {
    const name = uniqueName("Inbox");
    expectThanks(await send(contact(name), address()), name);
    expect((await stored(name))?.heldReason).toBeNull();
    expect((await mailAbout(name)).map((mail) => mail.kind).sort()).toEqual(["lead-agent", "lead-visitor"]);
  });

  it("mails the agent in the language she chose, linking her area in it and saying the lead's own language", async () => {
    const english = uniqueName("Rosa Inglés");
    await send(contact(english, { lang: "es" }), address());
    const [toHer] = (await mailAbout(english)).filter((mail) => mail.kind === "lead-agent");
    expect(toHer?.subject).toMatch(/^New contact message from /);
    expect(toHer?.text).toContain("Wrote in Spanish");
    expect(toHer?.text).toMatch(/\/en\/agent\/leads\/[0-9a-f-]{36}/);

    await getDb().insert(agentProfile).values({ id: 1, data: {}, mailLang: "es" });
    try {
      const spanish = uniqueName("Rosa Español");
      await send(contact(spanish, { lang: "es" }), address());
      const [inSpanish] = (await mailAbout(spanish)).filter((mail) => mail.kind === "lead-agent");
      expect(inSpanish?.subject).toMatch(/^Nuevo contacto: mensaje de contacto de /);
      expect(inSpanish?.text).toContain("Escribió en español");
      expect(inSpanish?.text).toMatch(/Abrir el contacto: http:\/\/[^/]+\/es\/agente\/leads\/[0-9a-f-]{36}/);
      expect(inSpanish?.html).toContain('<html lang="es">');
      expect(inSpanish?.text).not.toMatch(/\/en\/agent|Wrote in/);
    } finally {
      await getDb().delete(agentProfile);
    }
  });

  it("is held, unmailed and answered as any lead when a spam check catches it: honeypot, too fast, forged or missing token", async () => {
    const token = siteFormTokens().issue();
    const [, nonce, signature] = ripeToken().split(".");
    const cases = [
      ["honeypot", { website: "https://spam.example" }],
      ["tooFast", { _token: token }],
      ["token", { _token: `${(Date.now() - 60_000).toString(36)}.${nonce}.${signature}` }],
      ["token", { _token: "" }],
    ] as const;
    for (const [reason, fields] of cases) {
      const name = uniqueName(`Caught ${reason}`);
      expectThanks(await send(contact(name, fields), address()));
      const lead = await stored(name);
      expect(lead?.heldReason, name).toBe(reason);
      expect(await mailAbout(name)).toEqual([]);
      // A genuine token sent too soon still keys the lead, so a retry finds it.
      if (reason === "tooFast") expect(lead?.idempotencyKey).toBe(token.split(".")[1]);
    }
  });

  it("is held past the rate limit of one address, and the ones before go to the inbox", async () => {
    const ip = address();
    const names = Array.from({ length: LEAD_RATE_LIMIT.limit + 1 }, () => uniqueName("Burst"));
    for (const name of names) expectThanks(await send(contact(name), ip));
    const reasons = await Promise.all(names.map(async (name) => (await stored(name))?.heldReason));
    expect(reasons).toEqual([...Array.from({ length: LEAD_RATE_LIMIT.limit }, () => null), "rateLimit"]);
    expect(await mailAbout(names.at(-1) ?? "")).toEqual([]);
  });

  it("keeps one held lead of a repeated caught submission", async () => {
    const body = contact(uniqueName("Repeat"), { _token: "" });
    const ip = address();
    expectThanks(await send(body, ip));
    expectThanks(await send(body, ip));
    expect(await getDb().select().from(leads).where(eq(leads.name, body.get("name") ?? ""))).toHaveLength(1);
  });

  it("thanks a caught submission that isn't valid and keeps none of it; a person's invalid one gets its errors", async () => {
    const caught = uniqueName("Invalid caught");
    expectThanks(await send(contact(caught, { website: "x", email: "", phone: "" }), address()), caught);
    expect(await stored(caught)).toBeUndefined();
    const person = uniqueName("Invalid person");
    expect(statusOf(await send(contact(person, { email: "", phone: "" }), address()))).toBe(422);
    expect(await stored(person)).toBeUndefined();
  });

  it("keeps 50 held submissions from an address a day, and only counts the rest", async () => {
    const ip = address();
    const before = await countHeldNotKept(getDb());
    const names = Array.from({ length: HELD_PER_ADDRESS_PER_DAY + 2 }, () => uniqueName("Flood"));
    for (const name of names) expectThanks(await send(contact(name, { website: "spam" }), ip));
    const kept = await getDb()
      .select({ name: leads.name })
      .from(leads)
      .where(sql`${leads.name} LIKE 'Flood %'`);
    expect(kept).toHaveLength(HELD_PER_ADDRESS_PER_DAY);
    expect((await countHeldNotKept(getDb())) - before).toBe(2);
  });

  it("shows the confirmation only on the page it was sent from, and 'Send another' clears it", async () => {
    const name = uniqueName("Confirmed");
    const answer = await send(contact(name), address());
    if (!(answer instanceof Response)) throw new Error("not a redirect");
    expect(readSentLeads(withCookieOf(answer), "/en/staging")).toEqual({});
    const another = await send(new URLSearchParams({ _form: "contact", _intent: "another" }), address());
    if (!(another instanceof Response)) throw new Error("not a redirect");
    expect(another.status).toBe(303);
    expect(another.headers.get("Location")).toBe("/en/contact#lead-contact");
    expect(another.headers.get("Set-Cookie")).toBe("lead-sent-contact=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax");
    expect(await stored(name)).toBeDefined();
  });

  it("answers a body over the limit with the site's 413 page, which leads back to the form", async () => {
    const request = new Request(page, { method: "POST", body: new Uint8Array(41 * 1024 * 1024), headers: { "Content-Type": "multipart/form-data; boundary=x" } });
    const thrown = await handleLeadAction(getDb(), request, { forms: ["contact"], url: page, page: "contact" }).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 413 }, data: { back: "/en/contact#lead-contact" } });
  });

  it("logs a failure to store without anything the visitor typed: the error's class and code, the page and the request id", async () => {
    await getDb().execute(
      sql.raw(`CREATE FUNCTION refuse_lead() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused % <%>', NEW.name, NEW.email USING ERRCODE = 'P0001'; END $$`),
    );
    await getDb().execute(sql.raw(`CREATE TRIGGER refuse_lead BEFORE INSERT ON leads FOR EACH ROW WHEN (NEW.message LIKE 'FAIL%') EXECUTE FUNCTION refuse_lead()`));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const name = "Ana Secretname";
    const response = await send(contact(name, { email: "ana.private@example.com", message: "FAIL my private message" }), address(), { "X-Request-Id": "req-123" });
    expect(statusOf(response)).toBe(503);
    const logged = errors.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
    expect(logged).not.toContain("Secretname");
    expect(logged).not.toContain("ana.private");
    expect(logged).not.toContain("private message");
    const entry = JSON.parse(logged) as Record<string, unknown>;
    expect(entry).toMatchObject({ level: "error", msg: "lead not stored", form: "contact", route: "/en/contact", request: "req-123", code: "P0001" });
    expect(typeof entry.error).toBe("string");

    errors.mockClear();
    await send(contact(uniqueName("No id"), { message: "FAIL again" }), address());
    const generated = JSON.parse(String(errors.mock.calls[0]?.[0])) as { request: string };
    expect(generated.request).toMatch(/^[0-9a-f-]{36}$/);
  });
});
