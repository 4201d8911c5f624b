import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outbox, showings } from "~/db/schema";
import { getDb } from "~/server/db.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import { loadLead, postLead } from "../../../tests/support/lead-route";
import { insertShowing } from "../../../tests/support/showing-factories";

appDatabaseForFile("agent-lead-showings");

type Answer = Response & { data?: { form: string; errors: Record<string, string>; values: Record<string, string> }; init?: { status: number } };
const post = async (id: string, fields: Record<string, string>) => (await postLead(id, fields)) as Answer;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const statusOf = async (id: string) => (await getDb().select({ status: showings.status }).from(showings).where(eq(showings.id, id)))[0]?.status;

describe("a showing on the lead page", () => {
  it("lists the lead's showings for the card, and answers Confirm, Propose and Decline with a redirect to the card", async () => {
    const { id, leadId } = await insertShowing(getDb(), { startsAt: inDays(3), lead: { email: "card@example.com", lang: "es" } });
    const loaded = await loadLead(leadId);
    expect(loaded.showings).toEqual([expect.objectContaining({ id, status: "booked", kind: "private" })]);

    const confirmed = await post(leadId, { intent: "showingConfirm", showing: id });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get("Location")).toBe(`/en/agent/leads/${leadId}#showings`);
    expect(await statusOf(id)).toBe("confirmed");
    // Answered already: refused, and nothing mailed twice.
    expect((await post(leadId, { intent: "showingConfirm", showing: id })).init?.status).toBe(409);
    expect(await getDb().select().from(outbox).where(eq(outbox.to, "card@example.com"))).toHaveLength(1);

    expect((await post(leadId, { intent: "showingDecline", showing: id, note: "Me salió un cierre" })).status).toBe(303);
    expect(await statusOf(id)).toBe("declined");
  });

  it("refuses a proposed time already past or not a time with what she typed, and a showing of another lead as not found", async () => {
    const { id, leadId } = await insertShowing(getDb(), { startsAt: inDays(4) });
    const past = await post(leadId, { intent: "showingPropose", showing: id, day: "2020-01-10", time: "10:00" });
    expect(past.init?.status).toBe(422);
    expect(past.data).toMatchObject({ form: `showingPropose-${id}`, errors: { day: "invalid" }, values: { day: "2020-01-10", time: "10:00" } });
    expect((await post(leadId, { intent: "showingPropose", showing: id, day: "2031-01-10", time: "25:00" })).data?.errors).toEqual({ time: "invalid" });
    expect(await statusOf(id)).toBe("booked");

    const other = await insertShowing(getDb(), { startsAt: inDays(5) });
    expect((await post(leadId, { intent: "showingConfirm", showing: other.id })).init?.status).toBe(404);
    expect((await post(leadId, { intent: "showingConfirm", showing: "not-a-uuid" })).init?.status).toBe(400);
  });
});
