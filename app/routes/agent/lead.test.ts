import { eq, sql } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { leadNotes, leads, outbox } from "~/db/schema";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { HeldReason } from "~/lib/leads";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/lead";
import { action } from "./lead";

let sequence = 0;

appDatabaseForFile("agent-lead-route");

async function heldLead(heldReason: HeldReason, name = "Held visitor"): Promise<string> {
  sequence++;
  const [row] = await getDb()
    .insert(leads)
    .values({ type: "contact", name, email: `held-${sequence}@example.com`, lang: "es", consent: true, message: "Buscamos casa", sourcePath: "/es/contacto", idempotencyKey: `route-${sequence}`, heldReason })
    .returning({ id: leads.id });
  return row?.id ?? "";
}

function release(id: string, back: string, lang: "en" | "es" = "es") {
  const pathname = `${lang === "en" ? "/en/agent" : "/es/agente"}/leads/${id}`;
  const url = new URL(`http://localhost${pathname}`);
  const request = new Request(url, { method: "POST", body: new URLSearchParams({ intent: "release", back }), headers: { "X-Request-Id": "req-release" } });
  return action({ request, url, params: { id }, context: new RouterContextProvider() } as unknown as Route.ActionArgs);
}

const mailsAbout = async (id: string) => (await getDb().select().from(outbox)).filter((mail) => mail.text.includes(id));

describe("moving a held lead to the inbox", () => {
  it("clears the hold, queues the agent's and the visitor's mail once, and goes back where the agent was with a toast", async () => {
    const id = await heldLead("rateLimit");
    const answer = (await release(id, "held")) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/es/agente?view=held");
    expect(answer.headers.get("Set-Cookie")).toContain("flash=lead-released");
    const [row] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(row?.heldReason).toBeNull();
    expect((await mailsAbout(id)).map((mail) => mail.kind)).toEqual(["lead-agent"]);
    expect((await getDb().select().from(outbox).where(eq(outbox.to, `held-${sequence}@example.com`))).map((mail) => mail.kind)).toEqual(["lead-visitor"]);

    const again = (await release(id, "lead", "en")) as Response;
    expect(again.headers.get("Location")).toBe(`/en/agent/leads/${id}`);
    expect(await mailsAbout(id)).toHaveLength(1);
  });

  it("answers 503 when the mails can't be queued, keeps the lead held, and logs nothing the visitor wrote", async () => {
    await getDb().execute(
      sql.raw(`CREATE FUNCTION refuse_mail() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused %', NEW.text USING ERRCODE = 'P0001'; END $$`),
    );
    await getDb().execute(sql.raw(`CREATE TRIGGER refuse_mail BEFORE INSERT ON outbox FOR EACH ROW WHEN (NEW.text LIKE '%Secreta%') EXECUTE FUNCTION refuse_mail()`));
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const id = await heldLead("honeypot", "Visitante Secreta");
    const thrown = await release(id, "held").catch((error: unknown) => error);
    expect(thrown).toMatchObject({ init: { status: 503 } });
    const [row] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(row?.heldReason).toBe("honeypot");
    const logged = errors.mock.calls.map((call) => call.map(String).join(" ")).join("\n");
    expect(logged).not.toContain("Secreta");
    expect(JSON.parse(logged)).toMatchObject({ msg: "lead not released", request: "req-release", code: "P0001" });
  });
});

describe("the agent's note on a lead", () => {
  it("is read through the body reader: control characters typed or pasted into it never reach the database", async () => {
    const id = await heldLead("token");
    const url = new URL(`http://localhost/en/agent/leads/${id}`);
    const body = new URLSearchParams({ intent: "note", body: "Called\u0000 back\u001b[31m\r\nTuesday\tmorning" });
    const request = new Request(url, { method: "POST", body });
    const answer = (await action({ request, url, params: { id }, context: new RouterContextProvider() } as unknown as Route.ActionArgs)) as Response;
    expect(answer.headers.get("Set-Cookie")).toContain("flash=lead-note-added");
    const notes = await getDb().select().from(leadNotes).where(eq(leadNotes.leadId, id));
    expect(notes.map((note) => note.body)).toEqual(["Called back[31m\nTuesday\tmorning"]);
  });
});

function post(id: string, body: Record<string, string>) {
  const url = new URL(`http://localhost/en/agent/leads/${id}`);
  const request = new Request(url, { method: "POST", body: new URLSearchParams(body) });
  return action({ request, url, params: { id }, context: new RouterContextProvider() } as unknown as Route.ActionArgs);
}

async function inboxLead(name: string, email: string): Promise<string> {
  sequence++;
  const [row] = await getDb()
    .insert(leads)
    .values({ type: "contact", name, email, lang: "en", consent: true, sourcePath: "/en/contact", idempotencyKey: `route-${sequence}` })
    .returning({ id: leads.id });
  return row?.id ?? "";
}

describe("one person behind two leads (ADR 0421)", () => {
  it("joins a lead pasted as its page's address, refuses itself, an unknown one and one already joined with the text kept, and keeps them apart again", async () => {
    const first = await inboxLead("Rosa", "rosa-join@example.com");
    const second = await inboxLead("Rosa G.", "rosa.other@example.com");
    const joined = (await post(first, { intent: "join", other: `https://example.com/en/agent/leads/${second}` })) as Response;
    expect(joined.status).toBe(303);
    expect(joined.headers.get("Location")).toBe(`/en/agent/leads/${first}#person`);
    expect(joined.headers.get("Set-Cookie")).toContain("flash=lead-joined");
    for (const [other, code] of [[first, "self"], ["00000000-0000-4000-8000-000000000000", "notFound"], ["lead 12", "notFound"], [second, "already"]] as const) {
      const refused = (await post(first, { intent: "join", other })) as { data: unknown; init: { status: number } };
      expect(refused.init.status, other).toBe(422);
      expect(refused.data).toMatchObject({ form: "join", errors: { other: code }, values: { other } });
    }
    const apart = (await post(first, { intent: "apart", other: second })) as Response;
    expect(apart.headers.get("Set-Cookie")).toContain("flash=lead-separated");
  });
});

describe("moving a lead to a stage", () => {
  const move = (id: string, fields: Record<string, string>) => {
    const url = new URL(`http://localhost/es/agente/leads/${id}`);
    const request = new Request(url, { method: "POST", body: new URLSearchParams({ intent: "status", ...fields }) });
    return action({ request, url, params: { id }, context: new RouterContextProvider() } as unknown as Route.ActionArgs);
  };
  const stageOf = async (id: string) => (await getDb().select({ status: leads.status, lostReason: leads.lostReason, lostNote: leads.lostNote }).from(leads).where(eq(leads.id, id)))[0];

  it("asks for a reason before Lost, keeping what she typed, and moves nothing meanwhile", async () => {
    const id = await heldLead("token");
    const refused = (await move(id, { status: "lost", lostReason: "moonPhase", lostNote: "Se mudó a Monterrey" })) as { data: unknown; init: { status: number } };
    expect(refused.init.status).toBe(422);
    expect(refused.data).toMatchObject({ form: "status", errors: { lostReason: "required" }, values: { lostNote: "Se mudó a Monterrey" } });
    expect(await stageOf(id)).toEqual({ status: "new", lostReason: null, lostNote: null });

    const moved = (await move(id, { status: "lost", lostReason: "notReady", lostNote: "Se mudó a Monterrey" })) as Response;
    expect(moved.headers.get("Location")).toBe(`/es/agente/leads/${id}#stage`);
    expect(moved.headers.get("Set-Cookie")).toContain("flash=lead-status-saved");
    expect(await stageOf(id)).toEqual({ status: "lost", lostReason: "notReady", lostNote: "Se mudó a Monterrey" });
  });

  it("goes back to the inbox it came from with its valid filters and page only, reading an old Closed as Won", async () => {
    const id = await heldLead("token");
    const answer = (await move(id, { status: "closed", back: "inbox", query: "type=contact&status=new&page=2&from=//evil.example" })) as Response;
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/es/agente?status=new&type=contact&page=2");
    expect(await stageOf(id)).toMatchObject({ status: "won" });
  });
});
