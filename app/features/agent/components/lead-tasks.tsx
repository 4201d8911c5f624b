import Check from "lucide-react/icons/check";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { fmt } from "~/i18n";
import type { TaskKind } from "~/lib/leads";
import type { LeadAnswer } from "./lead-answer";
import { TaskDue } from "./task-due";
import { TaskForm, type TaskValues } from "./task-form";
import { useTaskText } from "./task-texts";

export interface LeadTask extends TaskValues {
  readonly id: string;
  readonly doneAt: string | Date | null;
}

/** A task named as she wrote it: the kind, and her note when there is one. */
export function useTaskName(): (task: { kind: TaskKind; note: string }) => string {
  const kinds = useTaskText().kinds;
  return (task) => (task.note ? `${kinds[task.kind]}: ${task.note}` : kinds[task.kind]);
}

/** A button that posts one intent about one task: done, open again, delete. */
export function TaskButton({ task, intent, label, children, variant = "outline" }: { task: string; intent: string; label: string; children: React.ReactNode; variant?: "outline" | "primary" }) {
  const busy = useNavigation().state === "submitting";
  return (
    <Form method="post">
      <input type="hidden" name="task" value={task} />
      <Button type="submit" name="intent" value={intent} variant={variant} disabled={busy} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

function OpenTask({ task, today, answer }: { task: LeadTask; today: string; answer?: LeadAnswer }) {
  const t = useTaskText().panel;
  const name = useTaskName()(task);
  return (
    <li className="space-y-2 py-3" data-testid="task" data-task-id={task.id}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words">{name}</p>
          <p className="text-sm">
            <TaskDue task={task} today={today} />
          </p>
        </div>
        <TaskButton task={task.id} intent="taskDone" label={fmt(t.doneName, { task: name })} variant="primary">
          <Check aria-hidden className="size-4" />
          {t.done}
        </TaskButton>
      </div>
      <details open={answer?.form === `task-${task.id}`}>
        <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold underline underline-offset-4">{t.edit}</summary>
        <div className="space-y-3 pt-2">
          <TaskForm id={`task-${task.id}`} task={task.id} values={task} answer={answer} />
          <TaskButton task={task.id} intent="taskDelete" label={fmt(t.deleteName, { task: name })}>
            {t.delete}
          </TaskButton>
        </div>
      </details>
    </li>
  );
}

/**
 * The lead's tasks (issue 55, item 3; ADR 0427): the open ones with Done in one tap, each one's
 * change and delete folded away, the done ones below to open again, and the form that adds one.
 * `start` is what the add form starts from, `picking` when she asked to pick the next step's day (the form opens).
 */
export function LeadTasks({ tasks, today, start, picking, answer }: { tasks: readonly LeadTask[]; today: string; start: TaskValues; picking: boolean; answer?: LeadAnswer }) {
  const t = useTaskText().panel;
  const name = useTaskName();
  const open = tasks.filter((task) => !task.doneAt);
  const done = tasks.filter((task) => task.doneAt);
  return (
    <section aria-labelledby="lead-tasks" id="tasks" className="space-y-3 rounded-2xl border bg-card p-4 text-card-foreground md:p-6">
      <h2 id="lead-tasks" className="text-xl font-semibold">
        {t.title}
      </h2>
      {open.length ? (
        <ul className="divide-y" data-testid="open-tasks">
          {open.map((task) => (
            <OpenTask key={task.id} task={task} today={today} answer={answer} />
          ))}
        </ul>
      ) : (
        <p data-testid="no-tasks">{t.none}</p>
      )}
      {done.length ? (
        <details>
          <summary className="min-h-11 cursor-pointer content-center font-semibold">{`${t.doneTitle} (${done.length})`}</summary>
          <ul className="divide-y" data-testid="done-tasks">
            {done.map((task) => (
              <li key={task.id} className="flex flex-wrap items-center gap-3 py-2">
                <div className="min-w-0 flex-1">
                  <p className="break-words line-through">{name(task)}</p>
                  <p className="text-sm">
                    <TaskDue task={task} today={today} />
                  </p>
                </div>
                <TaskButton task={task.id} intent="taskReopen" label={`${t.reopen}: ${name(task)}`}>
                  {t.reopen}
                </TaskButton>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
      <details open={answer?.form === "task" || picking} id="task-add">
        <summary className="min-h-11 cursor-pointer content-center font-semibold underline underline-offset-4">{t.add}</summary>
        <div className="pt-2">
          <TaskForm id="new-task" values={start} answer={answer} />
        </div>
      </details>
    </section>
  );
}
