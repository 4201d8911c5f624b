import { describe, expect, it } from "vitest";
import { leadTasksTexts } from "~/i18n/lead-tasks";
import { ASK_WITHIN_MS, contactState, pendingContact } from "./contact-log";
import { dueWords } from "./task-words";
import { taskSchema, taskStart, taskState } from "./tasks";

describe("a task's form", () => {
  it("takes a kind, a calendar day, an optional 24-hour time and a note, trimmed", () => {
    expect(taskSchema.parse({ kind: "call", dueOn: " 2030-01-15 ", dueTime: "", note: "  ask about the pool " })).toEqual({ kind: "call", dueOn: "2030-01-15", dueTime: null, note: "ask about the pool" });
    expect(taskSchema.parse({ kind: "cma", dueOn: "2030-01-15", dueTime: "09:05" }).dueTime).toBe("09:05");
    const codes = (values: Record<string, string>) => taskSchema.safeParse({ kind: "call", dueOn: "2030-01-15", dueTime: "", ...values }).error?.issues.map((issue) => issue.message);
    expect(codes({ dueOn: "2030-02-30" })).toEqual(["date"]);
    expect(codes({ dueTime: "24:00" })).toEqual(["time"]);
    expect(codes({ dueTime: "9:05" })).toEqual(["time"]);
    expect(codes({ note: "x".repeat(501) })).toEqual(["tooLong"]);
    expect(taskSchema.safeParse({ kind: "visit", dueOn: "2030-01-15", dueTime: "" }).success).toBe(false);
  });

  it("starts from today's call, or the picked next step tomorrow with the form open", () => {
    expect(taskStart(null, "2030-12-31")).toEqual({ start: { kind: "call", dueOn: "2030-12-31", dueTime: null, note: "" }, picking: false });
    expect(taskStart("text", "2030-12-31")).toEqual({ start: { kind: "text", dueOn: "2031-01-01", dueTime: null, note: "" }, picking: true });
    expect(taskStart("<script>", "2030-12-31").picking).toBe(false);
  });
});

describe("when a task is due, in words", () => {
  it("is overdue from the Valley's next day, today on its day, and says its time", () => {
    expect(taskState({ dueOn: "2030-01-14", doneAt: null }, "2030-01-15")).toBe("overdue");
    expect(taskState({ dueOn: "2030-01-15", doneAt: null }, "2030-01-15")).toBe("today");
    expect(taskState({ dueOn: "2030-01-14", doneAt: new Date() }, "2030-01-15")).toBe("done");
    expect(dueWords(leadTasksTexts.en, "en", { dueOn: "2030-01-15", dueTime: "14:30" }, "2030-01-15")).toBe("Today at 14:30");
    expect(dueWords(leadTasksTexts.es, "es", { dueOn: "2030-01-10", dueTime: null }, "2030-01-15")).toBe("Atrasado desde el 10 ene 2030");
    expect(dueWords(leadTasksTexts.en, "en", { dueOn: "2030-01-20", dueTime: null }, "2030-01-15")).toBe("Jan 20, 2030");
  });
});

describe("How did it go?", () => {
  const now = new Date("2030-01-15T20:00:00Z");
  const contact = (id: string, minutesAgo: number, data: Record<string, unknown>) => ({ id, kind: "contact" as const, data, createdAt: new Date(now.getTime() - minutesAgo * 60_000) });

  it("asks about the latest tap without an outcome while it is recent, and not about an answered, old or garbled one", () => {
    expect(pendingContact([contact("a", 30, { channel: "call" }), contact("b", 5, { channel: "whatsapp" })], now)).toEqual({ id: "b", channel: "whatsapp", at: "2030-01-15T19:55:00.000Z" });
    expect(pendingContact([contact("a", 5, { channel: "call" }), contact("b", 1, { channel: "text", outcome: "reached" })], now)).toBeNull();
    expect(pendingContact([contact("a", ASK_WITHIN_MS / 60_000 + 1, { channel: "call" })], now)).toBeNull();
    expect(pendingContact([contact("a", 1, { channel: "fax" })], now)).toBeNull();
    expect(pendingContact([{ id: "s", kind: "status" as const, data: {}, createdAt: now }], now)).toBeNull();
  });

  it("offers the next step for the contact she just answered, by its id only", () => {
    const events = [contact("a", 5, { channel: "call", outcome: "noAnswer" })];
    expect(contactState(events, "a", now)).toEqual({ pending: null, next: { channel: "call", outcome: "noAnswer" } });
    expect(contactState(events, "zzz", now).next).toBeNull();
    expect(contactState([contact("a", 5, { channel: "call" })], "a", now).next).toBeNull();
  });
});
