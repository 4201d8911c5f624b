import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { pushOutbox, pushSubscriptions, replyTemplates } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { forgetEnv } from "~/server/env.server";
import { agentInContext } from "../../../tests/support/accounts";
import { undoDeletion } from "~/server/undo.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/settings";
import { action, loader } from "./settings";

appDatabaseForFile("agent-settings");

const p256dh = Buffer.alloc(65, 4).toString("base64url");
const auth = Buffer.alloc(16, 7).toString("base64url");
const phone = "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

async function post(context: Route.ActionArgs["context"], fields: Record<string, string>, area = "/es/agente/ajustes") {
  const url = new URL(`http://localhost${area}`);
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields), headers: { "user-agent": phone } });
  return action({ request, url, params: {}, context } as unknown as Route.ActionArgs).catch((error: unknown) => error);
}

describe("the agent's devices", () => {
  it("keeps a push service's subscription under the agent, named by browser and system, once per endpoint; the test comes in her mail's language", async () => {
    const { agent, context } = await agentInContext();
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc123";
    expect(await post(context, { intent: "push-subscribe", endpoint, p256dh, auth })).toEqual({ form: "push-subscribe", saved: true });
    expect(await post(context, { intent: "push-subscribe", endpoint, p256dh, auth })).toEqual({ form: "push-subscribe", saved: true });
    const rows = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, agent.id));
    expect(rows).toEqual([expect.objectContaining({ endpoint, device: "Chrome · Android" })]);
    const url = new URL("http://localhost/en/agent/settings");
    const page = await loader({ request: new Request(url), url, params: {}, context } as unknown as Route.LoaderArgs);
    expect(page.devices).toEqual([expect.objectContaining({ device: "Chrome · Android", endpoint })]);
    expect(page.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const test = (await post(context, { intent: "push-test" })) as Response;
    expect(test.headers.get("Set-Cookie")).toContain("flash=push-test-sent");
    const [queued] = await getDb().select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, rows[0]?.id ?? ""));
    // Asked from the Spanish area, it still comes in English, the language she gets her leads in until she chooses another.
    expect(queued).toMatchObject({ kind: "test", payload: { title: "Notifications work", url: "/en/agent" } });

    const other = await agentInContext("Otra Agente");
    expect(await post(other.context, { intent: "push-remove", id: rows[0]?.id ?? "" })).toMatchObject({ init: { status: 404 } });
    const removed = (await post(context, { intent: "push-remove", id: rows[0]?.id ?? "" })) as Response;
    expect(removed.headers.get("Location")).toBe("/es/agente/ajustes#push");
    expect(await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, agent.id))).toHaveLength(0);
  });

  it("refuses, and says why, an endpoint the server would never send to: off the push services, at an address it never reaches", async () => {
    const { agent, context } = await agentInContext();
    const warnings: Record<string, unknown>[] = [];
    vi.spyOn(console, "warn").mockImplementation((line: unknown) => void warnings.push(JSON.parse(String(line)) as Record<string, unknown>));
    const refused = [
      ["http://127.0.0.1:5499/", "loopback", "127.0.0.1:5499"],
      ["http://2130706433:2527/", "loopback", "127.0.0.1:2527"],
      ["https://169.254.169.254/latest/meta-data/", "link-local", "169.254.169.254"],
      ["https://[::ffff:10.0.0.5]/", "private", "[::ffff:a00:5]"],
      ["https://push.example/device/1?token=abc", "unlisted", "push.example"],
      ["https://fcm.googleapis.com.evil.example/fcm/send/1", "unlisted", "fcm.googleapis.com.evil.example"],
      ["http://fcm.googleapis.com/fcm/send/1", "scheme", "fcm.googleapis.com"],
      ["https://user:pw@fcm.googleapis.com/fcm/send/1", "credentials", "fcm.googleapis.com"],
      ["file:///etc/passwd", "unlisted", ""],
    ] as const;
    for (const [endpoint] of refused) {
      expect(await post(context, { intent: "push-subscribe", endpoint, p256dh, auth }), endpoint).toMatchObject({ init: { status: 422 }, data: { form: "push-subscribe", saved: false, refused: "service" } });
    }
    expect(warnings.map(({ msg, what, reason, host }) => [msg, what, reason, host])).toEqual(refused.map(([, reason, host]) => ["outgoing request refused", "push subscription", reason, host]));
    expect(JSON.stringify(warnings)).not.toMatch(/meta-data|token|device|pw@|passwd/);
    // Keys that are no P-256 point or secret, or no URL at all: refused, with nothing to say of the push service.
    for (const fields of [
      { endpoint: "0", p256dh, auth },
      { endpoint: "https://fcm.googleapis.com/fcm/send/1", p256dh: "short", auth },
      { endpoint: "https://fcm.googleapis.com/fcm/send/1", p256dh, auth: Buffer.alloc(15).toString("base64url") },
    ]) {
      const answer = await post(context, { intent: "push-subscribe", ...fields });
      expect(answer).toMatchObject({ init: { status: 422 } });
      expect(answer).not.toMatchObject({ data: { refused: "service" } });
    }
    expect(await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, agent.id))).toEqual([]);
  });

  it("keeps an endpoint on the operator's push service and allow list: a local push service over http", async () => {
    const { context } = await agentInContext();
    try {
      vi.stubEnv("PUSH_ALLOW_HOSTS", "127.0.0.1");
      forgetEnv();
      // A push service of the operator's, but plain http to this machine: still refused without the outgoing allow list.
      expect(await post(context, { intent: "push-subscribe", endpoint: "http://127.0.0.1:9/push/1", p256dh, auth })).toMatchObject({ data: { refused: "service" } });
      vi.stubEnv("OUTGOING_ALLOW_HOSTS", "127.0.0.1");
      forgetEnv();
      expect(await post(context, { intent: "push-subscribe", endpoint: "http://127.0.0.1:9/push/1", p256dh, auth })).toEqual({ form: "push-subscribe", saved: true });
    } finally {
      vi.stubEnv("PUSH_ALLOW_HOSTS", "");
      vi.stubEnv("OUTGOING_ALLOW_HOSTS", "");
      forgetEnv();
    }
  });
});

describe("the reply templates", () => {
  it("saves the agent's wording per template and language, keeps a refused one's text, and goes back to the site's", async () => {
    const { agent, context } = await agentInContext();
    const saved = (await post(context, { intent: "template-save", key: "thanks", lang: "es", subject: "Gracias, {name}", body: "Le llamo hoy." })) as Response;
    expect(saved.headers.get("Location")).toBe("/es/agente/ajustes#template-thanks-es");
    expect(await getDb().select().from(replyTemplates)).toEqual([expect.objectContaining({ key: "thanks", lang: "es", subject: "Gracias, {name}", body: "Le llamo hoy." })]);
    const refused = await post(context, { intent: "template-save", key: "thanks", lang: "en", subject: "Thanks", body: " " });
    expect(refused).toMatchObject({ init: { status: 422 }, data: { form: "template-thanks-en", errors: { body: "required" }, values: { subject: "Thanks" } } });
    const reset = (await post(context, { intent: "template-reset", key: "thanks", lang: "es" })) as Response;
    expect(await getDb().select().from(replyTemplates)).toHaveLength(0);
    // Her wording can come back for a few seconds (ADR 0420): the next page offers the Undo the cookie names.
    const undo = /^undo=(\d+);/.exec(reset.headers.get("Set-Cookie") ?? "")?.[1];
    expect(await undoDeletion(getDb(), Number(undo), agent.id)).toMatchObject({ kind: "template" });
    expect(await getDb().select().from(replyTemplates)).toEqual([expect.objectContaining({ key: "thanks", lang: "es", body: "Le llamo hoy." })]);
    expect(await post(context, { intent: "template-save", key: "other", lang: "es", subject: "x", body: "y" })).toMatchObject({ init: { status: 422 } });
  });
});

describe("the instant reply's settings", () => {
  const page = async (context: Route.ActionArgs["context"]) => {
    const url = new URL("http://localhost/es/agente/ajustes");
    return loader({ request: new Request(url), url, params: {}, context } as unknown as Route.LoaderArgs);
  };

  it("start on for showings and questions; the boxes she ticks are the forms that send it, an unticked one is off", async () => {
    const { context } = await agentInContext();
    expect((await page(context)).instant.forms).toEqual({ contact: false, showing: true, question: true, staging: false, valuation: false });
    const saved = (await post(context, { intent: "instant-forms", contact: "on", valuation: "on" })) as Response;
    expect(saved.headers.get("Location")).toBe("/es/agente/ajustes#instant-reply-settings");
    expect(saved.headers.get("Set-Cookie")).toContain("flash=instant-forms-saved");
    expect((await page(context)).instant.forms).toEqual({ contact: true, showing: false, question: false, staging: false, valuation: true });
    expect(await post(context, { intent: "instant-forms", showing: "yes" })).toMatchObject({ init: { status: 422 } });
  });

  it("keeps her wording per language, refuses an empty message with what she typed, and puts the site's back with an undo", async () => {
    const { agent, context } = await agentInContext();
    expect((await page(context)).instant.templates.es).toMatchObject({ subject: "Gracias por {request}", edited: false });
    expect(await post(context, { intent: "instant-template-save", lang: "es", subject: "Recibí {request}", body: " " })).toMatchObject({
      init: { status: 422 },
      data: { form: "instant-template-es", errors: { body: "required" }, values: { subject: "Recibí {request}" } },
    });
    await post(context, { intent: "instant-template-save", lang: "es", subject: "Recibí {request}", body: "Hola, {name}. {callback}." });
    expect((await page(context)).instant.templates).toMatchObject({ es: { subject: "Recibí {request}", edited: true }, en: { edited: false } });
    const reset = (await post(context, { intent: "instant-template-reset", lang: "es" })) as Response;
    expect(reset.headers.get("Set-Cookie")).toMatch(/^undo=/);
    expect((await page(context)).instant.templates.es.edited).toBe(false);
    const pending = Number(/^undo=(\d+)/.exec(reset.headers.get("Set-Cookie") ?? "")?.[1]);
    expect(await undoDeletion(getDb(), pending, agent.id)).not.toBeNull();
    expect((await page(context)).instant.templates.es).toMatchObject({ subject: "Recibí {request}", edited: true });
  });
});
