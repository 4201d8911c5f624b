import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema";
import { agentContext } from "~/features/agent/agents.server";
import { blankValues, parseListingForm } from "~/features/agent-listings/listing-form";
import { createListing } from "~/features/agent-listings/listings.server";
import { photosOf } from "~/features/agent-listings/photos.server";
import { listingPhotosEs } from "~/i18n/listing-photos.es";
import type { SessionUser } from "~/lib/accounts";
import { getDb } from "~/server/db.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/agent-photos";
import { action } from "./agent-photos";

appDatabaseForFile("agent-photos-route");

const agent = { id: "route-agent", name: "Marisa Villarreal", email: "route-agent@example.com", role: "agent" } as unknown as SessionUser;
let key = "";

beforeAll(async () => {
  await getDb().insert(user).values({ id: agent.id, name: agent.name, email: agent.email, role: "agent" });
  const parsed = parseListingForm({ ...blankValues("mission"), zip: "78572", address: "12 Route St", price: "300000", bedrooms: "3", fullBaths: "2", halfBaths: "1" });
  if (!parsed.ok) throw new Error("form");
  key = await createListing(getDb(), parsed.value, agent, { agentName: agent.name, brokerage: "Valle Grande Realty" });
});

function call(body: BodyInit, headers: Record<string, string> = {}, listingKey = key) {
  const context = new RouterContextProvider();
  context.set(agentContext, agent);
  const url = new URL(`http://localhost/api/agent/listings/${listingKey}/photos`);
  const request = new Request(url, { method: "POST", body, headers: { "X-Request-Id": "req-photos", ...headers } });
  return action({ request, url, params: { key: listingKey }, context } as unknown as Route.ActionArgs);
}

async function upload(fields: Record<string, string>, files: { name: string; bytes: Uint8Array; type: string }[]) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append("photos", new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return call(form);
}

const png = async () => new Uint8Array(await sharp({ create: { width: 300, height: 200, channels: 3, background: "#39c" } }).png().toBuffer());
const notes = { name: "notes.jpg", bytes: new TextEncoder().encode("not a photo"), type: "image/jpeg" };
type Answer = { data: unknown; init: ResponseInit | null };

describe("the photo API", () => {
  it("stores each good file of a scripted batch and names each refused one with its code", async () => {
    const answer = (await upload({ via: "script", redirectTo: `/es/agente/propiedades/${key}` }, [notes, { name: "casa.png", bytes: await png(), type: "image/png" }])) as unknown as Answer;
    expect(answer.init?.status).toBe(200);
    const body = answer.data as { photos: { mediaKey: string; imageWidth: number }[]; errors: unknown[] };
    expect(body.errors).toEqual([{ name: "notes.jpg", code: "notImage" }]);
    expect(body.photos).toHaveLength(1);
    expect(body.photos[0]?.imageWidth).toBe(300);
    expect(await photosOf(getDb(), key)).toHaveLength(1);
  });

  it("answers a form without script with a redirect back and a notice, never to another site", async () => {
    const answer = (await upload({ redirectTo: "//evil.example/x" }, [notes])) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(`/en/agent/listings/${key}`);
    expect(answer.headers.get("Set-Cookie")).toContain("flash=photos-upload-failed");
    const moved = (await call(new URLSearchParams({ intent: "move", mediaKey: (await photosOf(getDb(), key))[0]!.mediaKey, direction: "down", redirectTo: `/es/agente/propiedades/${key}` }))) as Response;
    expect(moved.headers.get("Location")).toBe(`/es/agente/propiedades/${key}`);
    expect(moved.headers.get("Set-Cookie")).toContain("flash=photo-moved");
  });

  it("refuses bad input with a translated 4xx", async () => {
    const es = `/es/agente/propiedades/${key}`;
    const unknown = (await call(new URLSearchParams({ intent: "rotate", mediaKey: "x", redirectTo: es }))) as Response;
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toBe(listingPhotosEs.errors.invalid);
    const missing = (await call(new URLSearchParams({ intent: "delete", mediaKey: "not-a-photo", redirectTo: es }))) as Response;
    expect(missing.status).toBe(409);
    const empty = (await upload({ redirectTo: es }, [])) as Response;
    expect(empty.status).toBe(422);
    expect(await empty.text()).toBe(listingPhotosEs.errors.empty);
    const json = (await call(JSON.stringify({ intent: "delete" }), { "Content-Type": "application/json", Accept: "application/json" })) as unknown as Answer;
    expect(json.init?.status).toBe(415);
    expect(json.data).toMatchObject({ error: "invalid" });
    const tooLong = (await call(new URLSearchParams({ intent: "caption", mediaKey: "x", captionEn: "a".repeat(201), redirectTo: es }))) as Response;
    expect(tooLong.status).toBe(400);
  });

  it("is a 404 for a listing that is not the agent's own", async () => {
    await expect(call(new URLSearchParams({ intent: "delete", mediaKey: "x" }), {}, "A23456789")).rejects.toMatchObject({ init: { status: 404 } });
  });
});
