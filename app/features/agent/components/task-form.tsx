import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { FieldGrid, SelectField, TextField } from "~/components/ui/field";
import { fmt } from "~/i18n";
import { taskKinds, type TaskKind } from "~/lib/leads";
import { taskLimits } from "../tasks";
import type { LeadAnswer } from "./lead-answer";
import { useTaskText } from "./task-texts";

export interface TaskValues {
  readonly kind: TaskKind;
  readonly dueOn: string;
  readonly dueTime: string | null;
  readonly note: string;
}

/**
 * A task's fields, to add one or change one (`task` names it): what, the Valley day, an optional
 * Valley time and a note. A refused form comes back with what she typed and each field's problem.
 */
export function TaskForm({ id, task, values, answer }: { id: string; task?: string; values: TaskValues; answer?: LeadAnswer }) {
  const t = useTaskText().panel;
  const kinds = useTaskText().kinds;
  const busy = useNavigation().state === "submitting";
  const mine = answer?.form === (task ? `task-${task}` : "task") ? answer : undefined;
  const typed = (field: keyof TaskValues) => mine?.values[field] ?? values[field] ?? "";
  const error = (field: string) => {
    const code = mine?.errors[field];
    if (!code) return undefined;
    return field === "note" ? fmt(t.noteTooLong, { max: taskLimits.note }) : field === "dueTime" ? t.timeInvalid : t.dueInvalid;
  };
  return (
    <Form method="post" className="space-y-3" key={mine ? "refused" : `${values.kind}-${values.dueOn}`}>
      {task ? <input type="hidden" name="task" value={task} /> : null}
      <FieldGrid>
        <SelectField id={`${id}-kind`} name="kind" label={t.kind} defaultValue={typed("kind")} options={taskKinds.map((kind) => [kind, kinds[kind]] as const)} />
        <TextField id={`${id}-note`} name="note" label={t.note} maxLength={taskLimits.note} defaultValue={typed("note")} error={error("note")} />
        <TextField id={`${id}-day`} name="dueOn" type="date" label={t.dueOn} required defaultValue={typed("dueOn")} error={error("dueOn")} />
        <TextField id={`${id}-time`} name="dueTime" type="time" label={t.dueTime} hint={t.timeHint} defaultValue={typed("dueTime")} error={error("dueTime")} />
      </FieldGrid>
      <Button type="submit" name="intent" value={task ? "taskEdit" : "taskAdd"} disabled={busy} data-testid={task ? "save-task" : "add-task"}>
        {task ? t.saveEdit : t.save}
      </Button>
    </Form>
  );
}
