import { leadStatuses, lostReasons, taskKinds, type ContactChannel, type ContactOutcome, type LeadEventKind, type LeadStatus, type LeadType, type LostReason, type TaskKind } from "~/lib/leads";
import { leadSearchActions, type LeadSearchAction } from "~/features/saved-searches/lead-search";
import { isShowingAction, type ShowingAction } from "~/features/showing-agent/events";
import { isChannel, isOutcome } from "./contact-log";

/** One line of a lead's timeline, oldest first: the request, then what the agent did; `from` names another request of the same person (ADR 0421). */
export type TimelineEntry = (
  | { readonly kind: "request"; readonly at: string; readonly type: LeadType }
  | { readonly kind: "status"; readonly at: string; readonly status: LeadStatus; readonly reason?: LostReason; readonly note?: string }
  | { readonly kind: "reply" | "instantReply"; readonly at: string; readonly subject: string; readonly body: string }
  | { readonly kind: "followUp"; readonly at: string; readonly day: string | null }
  | { readonly kind: "note"; readonly at: string; readonly body: string }
  | { readonly kind: "search"; readonly at: string; readonly action: LeadSearchAction; readonly name: string }
  | { readonly kind: "contact"; readonly at: string; readonly channel: ContactChannel; readonly outcome: ContactOutcome | null }
  | { readonly kind: "task"; readonly at: string; readonly action: TaskAction; readonly taskKind: TaskKind; readonly dueOn: string; readonly dueTime: string | null; readonly note: string }
  | { readonly kind: "showing"; readonly at: string; readonly action: ShowingAction; readonly startsAt: string; readonly hours?: number; readonly note?: string }
) & { readonly from?: { readonly id: string; readonly at: string } };

const taskActions = ["added", "done", "undone"] as const;
type TaskAction = (typeof taskActions)[number];

/** A task's line: what it was when it was added or done, as its event kept it. */
function taskEntry(at: string, data: Record<string, unknown>): TimelineEntry | null {
  const { action, taskKind, dueOn, dueTime } = data;
  if (!isOneOf(taskActions, action) || !isOneOf(taskKinds, taskKind) || typeof dueOn !== "string") return null;
  return { kind: "task", at, action, taskKind, dueOn, dueTime: typeof dueTime === "string" ? dueTime : null, note: text(data.note) };
}

interface StoredEvent {
  readonly kind: LeadEventKind;
  readonly data: Record<string, unknown>;
  readonly createdAt: Date | string;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const iso = (at: Date | string) => new Date(at).toISOString();
const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => typeof value === "string" && (values as readonly string[]).includes(value);

/** An event as the timeline shows it; a row whose data doesn't read (written by another version) is left out rather than shown wrong. */
function fromEvent(event: StoredEvent): TimelineEntry | null {
  const at = iso(event.createdAt);
  if (event.kind === "status") {
    const { status, reason, note } = event.data;
    if (!isOneOf(leadStatuses, status)) return null;
    // A move to Lost carries her reason and note (issue 55); older moves and other stages have neither.
    return { kind: "status", at, status, ...(status === "lost" && isOneOf(lostReasons, reason) ? { reason } : {}), ...(typeof note === "string" && note ? { note } : {}) };
  }
  if (event.kind === "reply" || event.kind === "instantReply") return { kind: event.kind, at, subject: text(event.data.subject), body: text(event.data.body) };
  if (event.kind === "search") {
    const action = event.data.action;
    return isOneOf(leadSearchActions, action) ? { kind: "search", at, action, name: text(event.data.name) } : null;
  }
  if (event.kind === "contact") {
    const { channel, outcome } = event.data;
    return isChannel(channel) ? { kind: "contact", at, channel, outcome: isOutcome(outcome) ? outcome : null } : null;
  }
  if (event.kind === "task") return taskEntry(at, event.data);
  if (event.kind === "showing") {
    const { action, startsAt, hours, note } = event.data;
    if (!isShowingAction(action) || typeof startsAt !== "string") return null;
    return { kind: "showing", at, action, startsAt, ...(typeof hours === "number" ? { hours } : {}), ...(typeof note === "string" && note ? { note } : {}) };
  }
  if (event.kind !== "followUp") return null;
  const day = event.data.day;
  return typeof day === "string" || day === null ? { kind: "followUp", at, day } : null;
}

/** The request, status changes, notes, replies (hers and the instant one), follow-up dates of before tasks, tasks and logged contact of a lead, in the order they happened. */
export function leadTimeline(
  lead: { readonly type: LeadType; readonly createdAt: Date | string },
  events: readonly StoredEvent[],
  notes: ReadonlyArray<{ readonly body: string; readonly createdAt: Date | string }>,
): TimelineEntry[] {
  const entries: TimelineEntry[] = [
    { kind: "request", at: iso(lead.createdAt), type: lead.type },
    ...events.map(fromEvent).filter((entry) => entry !== null),
    ...notes.map((note) => ({ kind: "note" as const, at: iso(note.createdAt), body: note.body })),
  ];
  return inOrder(entries);
}

/** Stable: what happened in the same instant keeps the order given (the request first). */
function inOrder(entries: readonly TimelineEntry[]): TimelineEntry[] {
  return entries.map((entry, index) => ({ entry, index })).sort((a, b) => a.entry.at.localeCompare(b.entry.at) || a.index - b.index).map(({ entry }) => entry);
}

interface TimelineSource {
  readonly id: string;
  readonly type: LeadType;
  readonly createdAt: Date | string;
  readonly events: readonly StoredEvent[];
  readonly notes: ReadonlyArray<{ readonly body: string; readonly createdAt: Date | string }>;
}

/** One person's timeline: the lead's own lines and those of the person's other requests, each of these saying which, in the order they happened. */
export function personTimeline(lead: TimelineSource, others: readonly TimelineSource[]): TimelineEntry[] {
  const theirs = others.flatMap((other) => leadTimeline(other, other.events, other.notes).map((entry) => ({ ...entry, from: { id: other.id, at: iso(other.createdAt) } })));
  return inOrder([...leadTimeline(lead, lead.events, lead.notes), ...theirs]);
}
