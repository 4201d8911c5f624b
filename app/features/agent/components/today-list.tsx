import Check from "lucide-react/icons/check";
import type { ReactNode } from "react";
import { Link } from "~/components/ui/link";
import { fmt, useLang } from "~/i18n";
import type { DueTask } from "../types";
import { TaskButton, useTaskName } from "./lead-tasks";
import { TaskDue } from "./task-due";
import { useTaskText } from "./task-texts";
import { agentPath, useAgentText } from "./texts";

function Group({ title, id, tasks, today }: { title: string; id: string; tasks: readonly DueTask[]; today: string }) {
  const t = useTaskText();
  const agent = useAgentText();
  const lang = useLang();
  const name = useTaskName();
  return (
    <section aria-labelledby={id} className="space-y-2">
      <h2 id={id} className="text-xl font-semibold">
        {`${title} (${tasks.length})`}
      </h2>
      <ul className="divide-y rounded-2xl border bg-card text-card-foreground" data-testid={id}>
        {tasks.map((task) => (
          <li key={task.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="today-task">
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-semibold break-words">{name(task)}</p>
              <Link to={agentPath(lang, `leads/${task.leadId}`)} className="inline-flex min-h-11 items-center underline underline-offset-4">
                {fmt(t.today.lead, { type: agent.types[task.type], name: task.name })}
              </Link>
              <p className="text-sm">
                <TaskDue task={{ ...task, doneAt: null }} today={today} />
              </p>
            </div>
            <TaskButton task={task.id} intent="taskDone" label={fmt(t.panel.doneName, { task: `${name(task)} · ${task.name}` })} variant="primary">
              <Check aria-hidden className="size-4" />
              {t.panel.done}
            </TaskButton>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Her Today view (ADR 0427): the day's showings (given), overdue tasks, then today's, each linked to its lead, Done in one tap. */
export function TodayList({ tasks, today, showings }: { tasks: readonly DueTask[]; today: string; showings?: ReactNode }) {
  const t = useTaskText().today;
  const overdue = tasks.filter((task) => task.dueOn < today);
  const due = tasks.filter((task) => task.dueOn === today);
  return (
    <div className="space-y-6" data-testid="today">
      <header className="space-y-2">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p className="text-muted-foreground">{t.description}</p>
      </header>
      {showings}
      {tasks.length === 0 ? <p className="rounded-2xl border bg-muted p-4" data-testid="today-empty">{t.empty}</p> : null}
      {overdue.length ? <Group title={t.overdue} id="today-overdue" tasks={overdue} today={today} /> : null}
      {due.length ? <Group title={t.dueToday} id="today-due" tasks={due} today={today} /> : null}
    </div>
  );
}
