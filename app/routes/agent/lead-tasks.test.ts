import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { leadEvents, leads, leadTasks, pendingDeletions } from "~/db/schema";
import { addDays, valleyDay } from "~/lib/dates";
import { getDb } from "~/server/db.server";
import { agentInContext } from "../../../tests/support/accounts";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import type { Route } from "./+types/lead";
import type { Route as ContactRoute } from "./+types/lead-contact";
import type { Route as TodayRoute } from "./+types/today";
import { action, loader } from "./lead";
import { action as contactAction } from "./lead-contact";
import { action as todayAction, loader as todayLoader } from "./today";

appDatabaseForFile("agent-lead-tasks");

let sequence = 0;

async function newLead(values: Partial<typeof leads.$inferInsert> = {}): Promise<string> {
  sequence++;
  const [row] = await getDb()
    .insert(leads)
    .values({ type: "showing", name: `Rosa ${sequence}`, email: `rosa-${sequence}@example.com`, phone: "+19565550142", lang: "es", consent: true, sourcePath: "/es/visitas-privadas", idempotencyKey: `tasks-${sequence}`, ...values })
    .returning({ id: leads.id });
  return row?.id ?? "";
}

function load(id: string, query = "") {
  const url = new URL(`http://localhost/es/agente/leads/${id}${query}`);
  return loader({ request: new Request(url), url, params: { id }, context: {} } as unknown as Route.LoaderArgs);
}

type Answer = Response & { data?: { form: string; errors: Record<string, string>; values: Record<string, string> }; init?: { status: number } };

async function post(id: string, fields: Record<string, string>): Promise<Answer> {
  const { context } = await agentInContext();
  const url = new URL(`http://localhost/es/agente/leads/${id}`);
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields) });
  return action({ request, url, params: { id }, context } as unknown as Route.ActionArgs).then(
    (answer) => answer as unknown as Answer,
    (error: unknown) => error as Answer,
  );
}

async function tap(id: string, channel: string) {
  const { context } = await agentInContext();
  const url = new URL(`http://localhost/es/agente/leads/${id}/contact`);
  const request = new Request(url, { method: "POST", body: new URLSearchParams({ channel }) });
  return contactAction({ request, url, params: { id }, context } as unknown as ContactRoute.ActionArgs).catch((error: unknown) => error as Answer);
}

const tasksOf = (id: string) => getDb().select().from(leadTasks).where(eq(leadTasks.leadId, id)).orderBy(leadTasks.createdAt);
const today = () => valleyDay(new Date());

describe("a lead's tasks", () => {
  it("adds, changes, does, reopens and deletes tasks, each add and done on the timeline, and refuses a bad day, time or note with what she typed kept", async () => {
    const id = await newLead();
    expect(await post(id, { intent: "taskAdd", kind: "showing", dueOn: "2030-01-12", dueTime: "16:30", note: "La casita en Ebony" })).toMatchObject({ status: 303 });
    expect((await post(id, { intent: "taskAdd", kind: "cma", dueOn: "2030-01-10", dueTime: "", note: "" })).headers.get("Location")).toBe(`/es/agente/leads/${id}#tasks`);
    const refused = await post(id, { intent: "taskAdd", kind: "call", dueOn: "2030-02-31", dueTime: "25:00", note: "x".repeat(501) });
    expect(refused).toMatchObject({ init: { status: 422 }, data: { form: "task", errors: { dueOn: "date", dueTime: "time", note: "tooLong" }, values: { dueOn: "2030-02-31", dueTime: "25:00" } } });
    const [showing, cma] = await tasksOf(id);
    expect(showing).toMatchObject({ kind: "showing", dueOn: "2030-01-12", dueTime: "16:30", note: "La casita en Ebony", doneAt: null });
    expect(cma).toMatchObject({ kind: "cma", dueTime: null });

    // Open ones first, by day: the CMA of the 10th before the showing of the 12th.
    expect((await load(id)).tasks.map((task) => task.kind)).toEqual(["cma", "showing"]);
    await post(id, { intent: "taskDone", task: cma!.id });
    await post(id, { intent: "taskDone", task: cma!.id });
    expect((await load(id)).tasks.map((task) => `${task.kind}:${task.doneAt ? "done" : "open"}`)).toEqual(["showing:open", "cma:done"]);
    await post(id, { intent: "taskReopen", task: cma!.id });
    expect((await tasksOf(id)).find((task) => task.id === cma!.id)?.doneAt).toBeNull();

    const editRefused = await post(id, { intent: "taskEdit", task: showing!.id, kind: "showing", dueOn: "", dueTime: "", note: "" });
    expect(editRefused).toMatchObject({ init: { status: 422 }, data: { form: `task-${showing!.id}`, errors: { dueOn: "date" } } });
    await getDb().update(leadTasks).set({ remindedAt: new Date() }).where(eq(leadTasks.id, showing!.id));
    await post(id, { intent: "taskEdit", task: showing!.id, kind: "showing", dueOn: "2030-01-13", dueTime: "10:00", note: "La casita" });
    // A new day or time makes the reminder due again.
    expect((await tasksOf(id)).find((task) => task.id === showing!.id)).toMatchObject({ dueOn: "2030-01-13", dueTime: "10:00", note: "La casita", remindedAt: null });

    const deleted = await post(id, { intent: "taskDelete", task: cma!.id });
    expect(deleted.headers.get("Set-Cookie")).toMatch(/^undo=\d+/);
    expect((await tasksOf(id)).map((task) => task.kind)).toEqual(["showing"]);
    expect(await getDb().select().from(pendingDeletions).where(eq(pendingDeletions.kind, "task"))).toHaveLength(1);

    const { timeline } = await load(id);
    expect(timeline.filter((entry) => entry.kind === "task").map((entry) => (entry.kind === "task" ? `${entry.action}:${entry.taskKind}` : ""))).toEqual([
      "added:showing",
      "added:cma",
      "done:cma",
      "undone:cma",
    ]);
  });

  it("answers 404 for another lead's task and 400 for a garbled intent", async () => {
    const mine = await newLead();
    const theirs = await newLead();
    await post(theirs, { intent: "taskAdd", kind: "call", dueOn: "2030-01-10", dueTime: "", note: "" });
    const [task] = await tasksOf(theirs);
    expect(await post(mine, { intent: "taskDone", task: task!.id })).toMatchObject({ init: { status: 404 } });
    expect(await post(mine, { intent: "taskDone", task: "not-a-uuid" })).toMatchObject({ init: { status: 400 } });
    expect((await tasksOf(theirs))[0]?.doneAt).toBeNull();
  });
});

describe("the Today view", () => {
  it("lists open tasks due today and overdue on open leads, the most overdue first, and Done takes one off", async () => {
    const day = today();
    const olga = await newLead({ name: "Olga Today" });
    const won = await newLead({ name: "Wendy Won", status: "won" });
    const held = await newLead({ name: "Hugo Held", heldReason: "honeypot" });
    await post(olga, { intent: "taskAdd", kind: "call", dueOn: day, dueTime: "15:00", note: "" });
    await post(olga, { intent: "taskAdd", kind: "text", dueOn: addDays(day, -3), dueTime: "", note: "" });
    await post(olga, { intent: "taskAdd", kind: "listings", dueOn: addDays(day, 1), dueTime: "", note: "" });
    await post(won, { intent: "taskAdd", kind: "call", dueOn: day, dueTime: "", note: "" });
    await post(held, { intent: "taskAdd", kind: "call", dueOn: day, dueTime: "", note: "" });
    const url = new URL("http://localhost/en/agent/today");
    const shown = async () => (await todayLoader({ request: new Request(url), url, params: {}, context: {} } as unknown as TodayRoute.LoaderArgs)).tasks.filter((task) => [olga, won, held].includes(task.leadId));
    expect((await shown()).map((task) => `${task.name} ${task.kind}`)).toEqual(["Olga Today text", "Olga Today call"]);

    const { context } = await agentInContext();
    const text = (await shown())[0]!;
    const answer = (await todayAction({ request: new Request(url, { method: "POST", body: new URLSearchParams({ intent: "taskDone", task: text.id }) }), url, params: {}, context } as unknown as TodayRoute.ActionArgs)) as Response;
    expect(answer.headers.get("Location")).toBe("/en/agent/today");
    expect((await shown()).map((task) => task.kind)).toEqual(["call"]);
  });
});

describe("logged contact", () => {
  it("writes a tap on the timeline and the lead's first contact, asks how it went, keeps the outcome on that line, and sets the next task in one tap", async () => {
    const id = await newLead();
    expect((await tap(id, "call")) as Response).toMatchObject({ status: 204 });
    const [lead] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(lead?.firstContactAt).toBeInstanceOf(Date);
    const first = lead!.firstContactAt!;

    const asked = await load(id);
    expect(asked.contact.pending).toMatchObject({ channel: "call" });
    const event = asked.contact.pending!.id;
    const answered = await post(id, { intent: "outcome", event, outcome: "noAnswer" });
    expect(answered.headers.get("Location")).toBe(`/es/agente/leads/${id}?next=${event}#next-step`);

    const next = await load(id, `?next=${event}`);
    expect(next.contact).toEqual({ pending: null, next: { channel: "call", outcome: "noAnswer" } });
    await post(id, { intent: "taskAgain", kind: "call" });
    expect((await tasksOf(id)).map((task) => `${task.kind} ${task.dueOn}`)).toEqual([`call ${addDays(today(), 1)}`]);
    expect((await load(id, "?pick=call")).start).toMatchObject({ kind: "call", dueOn: addDays(today(), 1) });

    await tap(id, "whatsapp");
    await post(id, { intent: "contact", channel: "text", outcome: "reached" });
    const [again] = await getDb().select().from(leads).where(eq(leads.id, id));
    expect(again?.firstContactAt).toEqual(first);
    const { timeline, contact } = await load(id);
    expect(contact.pending).toBeNull();
    expect(timeline.filter((entry) => entry.kind === "contact").map((entry) => (entry.kind === "contact" ? `${entry.channel}:${entry.outcome}` : ""))).toEqual([
      "call:noAnswer",
      "whatsapp:null",
      "text:reached",
    ]);
  });

  it("refuses an unknown channel (400), an unknown lead (404) and an outcome for another lead's contact", async () => {
    const id = await newLead();
    expect(await tap(id, "fax")).toMatchObject({ init: { status: 400 } });
    expect(await tap("00000000-0000-4000-8000-000000000000", "call")).toMatchObject({ init: { status: 404 } });
    expect(await tap("garbage", "call")).toMatchObject({ init: { status: 404 } });
    const other = await newLead();
    await tap(other, "call");
    const [event] = await getDb().select().from(leadEvents).where(eq(leadEvents.leadId, other));
    expect(await post(id, { intent: "outcome", event: event!.id, outcome: "reached" })).toMatchObject({ init: { status: 404 } });
    expect(await post(id, { intent: "outcome", event: event!.id, outcome: "maybe" })).toMatchObject({ init: { status: 400 } });
  });
});
