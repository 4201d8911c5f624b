import { data, redirect } from "react-router";
import { z } from "zod";
import { contactChannels, contactOutcomes } from "~/lib/leads";
import { nextDay, valleyDay } from "~/lib/dates";
import type { Database } from "~/server/db/connect.server";
import { flashCookie } from "~/server/http/flash.server";
import { undoCookie } from "~/server/undo.server";
import { logContact, setContactOutcome } from "./contact-log.server";
import type { FormAnswer } from "~/lib/form-answer";
import { taskFlashes } from "./task-flash";
import { taskFields, taskSchema } from "./tasks";
import { addTask, deleteTask, setTaskDone, updateTask } from "./tasks.server";

/** The lead page's forms for tasks and logged contact (ADR 0427); the route hands them over by their intent. */
const schema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("taskAdd"), ...taskFields }),
  z.object({ intent: z.literal("taskEdit"), task: z.uuid(), ...taskFields }),
  z.object({ intent: z.enum(["taskDone", "taskReopen", "taskDelete"]), task: z.uuid() }),
  // One tap: the same way of reaching them again, tomorrow.
  z.object({ intent: z.literal("taskAgain"), kind: z.enum(["call", "text"]) }),
  z.object({ intent: z.literal("outcome"), event: z.uuid(), outcome: z.enum(contactOutcomes) }),
  z.object({ intent: z.literal("contact"), channel: z.enum(contactChannels), outcome: z.enum(contactOutcomes) }),
]);
const intents: ReadonlySet<string> = new Set(["taskAdd", "taskEdit", "taskDone", "taskReopen", "taskDelete", "taskAgain", "outcome", "contact"] satisfies Array<z.infer<typeof schema>["intent"]>);

/** Whether a submission is one of these forms, so the lead route passes it here. */
export function isTaskIntent(intent: unknown): boolean {
  return typeof intent === "string" && intents.has(intent);
}

/** What a lead page's form handler is given beside the form. */
export interface LeadFormContext {
  readonly db: Database;
  readonly leadId: string;
  readonly authorId: string | null;
  /** The lead's page in her area. */
  readonly page: string;
}

/** A task form's refusal: which form (the add form, or the edit form of one task), each field's code and what she typed. */
function refused(form: Record<string, unknown>, issues: readonly z.core.$ZodIssue[]) {
  const which = form.intent === "taskEdit" && typeof form.task === "string" ? `task-${form.task}` : "task";
  const errors = Object.fromEntries(issues.map((issue) => [String(issue.path[0] ?? "dueOn"), issue.message === "tooLong" || issue.message === "time" ? issue.message : "date"]));
  const values = Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  return data<FormAnswer<string, string, string>>({ form: which, errors, values }, { status: 422 });
}

/** Runs one of the task and contact forms and answers with a redirect and its notice, or the refusal with the values kept. */
export async function taskAction(form: Record<string, unknown>, { db, leadId, authorId, page }: LeadFormContext) {
  const parsed = schema.safeParse(form);
  if (!parsed.success) {
    if (form.intent === "taskAdd" || form.intent === "taskEdit") return refused(form, parsed.error.issues);
    throw data(null, { status: 400 });
  }
  const back = (flash: keyof typeof taskFlashes, where = "#tasks", cookies: string[] = []) => {
    const headers = new Headers({ "Set-Cookie": flashCookie(flash) });
    for (const cookie of cookies) headers.append("Set-Cookie", cookie);
    return redirect(`${page}${where}`, { status: 303, headers });
  };
  const missing = () => data(null, { status: 404 });
  const input = parsed.data;
  switch (input.intent) {
    case "taskAdd": {
      const { intent: _, ...task } = input;
      await addTask(db, leadId, task, authorId);
      return back("task-added");
    }
    case "taskAgain":
      await addTask(db, leadId, { kind: input.kind, dueOn: nextDay(valleyDay(new Date())), dueTime: null, note: "" }, authorId);
      return back("task-added");
    case "taskEdit": {
      const { intent: _, task, ...values } = input;
      if (!(await updateTask(db, leadId, task, taskSchema.parse(values)))) throw missing();
      return back("task-saved");
    }
    case "taskDone":
    case "taskReopen": {
      const done = input.intent === "taskDone";
      if (!(await setTaskDone(db, input.task, done, authorId, leadId))) throw missing();
      return back(done ? "task-done" : "task-reopened");
    }
    case "taskDelete": {
      if (!authorId) throw data(null, { status: 403 });
      const pending = await deleteTask(db, leadId, input.task, authorId);
      if (pending === null) throw missing();
      return redirect(`${page}#tasks`, { status: 303, headers: { "Set-Cookie": undoCookie(pending) } });
    }
    case "outcome": {
      if (!(await setContactOutcome(db, leadId, input.event, input.outcome))) throw missing();
      // The next step is offered on the page it comes back to: the outcome rides in the address, so it works without script.
      return back("contact-outcome", `?next=${input.event}#next-step`);
    }
    case "contact":
      await logContact(db, leadId, input.channel, input.outcome, authorId);
      return back("contact-logged", "#timeline");
  }
}
