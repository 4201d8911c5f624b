import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { pushOutbox, pushSubscriptions, replyTemplates } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { agentInContext } from "../../../tests/support/accounts";
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
  it("keeps a push service's subscription under the agent, named by browser and system, in the area's language, once per endpoint", async () => {
    const { agent, context } = await agentInContext();
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc123";
    expect(await post(context, { intent: "push-subscribe", endpoint, p256dh, auth })).toEqual({ form: "push-subscribe", saved: true });
    expect(await post(context, { intent: "push-subscribe", endpoint, p256dh, auth })).toEqual({ form: "push-subscribe", saved: true });
    const rows = await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, agent.id));
    expect(rows).toEqual([expect.objectContaining({ endpoint, device: "Chrome · Android", lang: "es" })]);
    const url = new URL("http://localhost/en/agent/settings");
    const page = await loader({ request: new Request(url), url, params: {}, context } as unknown as Route.LoaderArgs);
    expect(page.devices).toEqual([expect.objectContaining({ device: "Chrome · Android", endpoint })]);
    expect(page.vapidPublicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);

    const test = (await post(context, { intent: "push-test" })) as Response;
    expect(test.headers.get("Set-Cookie")).toContain("flash=push-test-sent");
    const [queued] = await getDb().select().from(pushOutbox).where(eq(pushOutbox.subscriptionId, rows[0]?.id ?? ""));
    expect(queued).toMatchObject({ kind: "test", payload: { title: "Las notificaciones funcionan", url: "/es/agente" } });

    const other = await agentInContext("Otra Agente");
    expect(await post(other.context, { intent: "push-remove", id: rows[0]?.id ?? "" })).toMatchObject({ init: { status: 404 } });
    const removed = (await post(context, { intent: "push-remove", id: rows[0]?.id ?? "" })) as Response;
    expect(removed.headers.get("Location")).toBe("/es/agente/ajustes#push");
    expect(await getDb().select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, agent.id))).toHaveLength(0);
  });

  it("refuses an endpoint that is no push service's: plain http off this machine, another scheme, malformed keys", async () => {
    const { context } = await agentInContext();
    for (const fields of [
      { endpoint: "http://10.0.0.5/push/1", p256dh, auth },
      { endpoint: "file:///etc/passwd", p256dh, auth },
      { endpoint: "0", p256dh, auth },
      { endpoint: "https://push.example/1", p256dh: "short", auth },
      { endpoint: "https://push.example/1", p256dh, auth: Buffer.alloc(15).toString("base64url") },
    ]) {
      expect(await post(context, { intent: "push-subscribe", ...fields })).toMatchObject({ init: { status: 422 } });
    }
    expect(await post(context, { intent: "push-subscribe", endpoint: "http://127.0.0.1:9/push/1", p256dh, auth })).toEqual({ form: "push-subscribe", saved: true });
  });
});

describe("the reply templates", () => {
  it("saves the agent's wording per template and language, keeps a refused one's text, and goes back to the site's", async () => {
    const { context } = await agentInContext();
    const saved = (await post(context, { intent: "template-save", key: "thanks", lang: "es", subject: "Gracias, {name}", body: "Le llamo hoy." })) as Response;
    expect(saved.headers.get("Location")).toBe("/es/agente/ajustes#template-thanks-es");
    expect(await getDb().select().from(replyTemplates)).toEqual([expect.objectContaining({ key: "thanks", lang: "es", subject: "Gracias, {name}", body: "Le llamo hoy." })]);
    const refused = await post(context, { intent: "template-save", key: "thanks", lang: "en", subject: "Thanks", body: " " });
    expect(refused).toMatchObject({ init: { status: 422 }, data: { form: "template-thanks-en", errors: { body: "required" }, values: { subject: "Thanks" } } });
    await post(context, { intent: "template-reset", key: "thanks", lang: "es" });
    expect(await getDb().select().from(replyTemplates)).toHaveLength(0);
    expect(await post(context, { intent: "template-save", key: "other", lang: "es", subject: "x", body: "y" })).toMatchObject({ init: { status: 422 } });
  });
});
