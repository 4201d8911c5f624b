import { Form, Link } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { useLang } from "~/i18n";
import { leadStatuses, leadTypes } from "~/lib/leads";
import { agentPath, useAgentText } from "./texts";

export interface FilterValues {
  readonly status?: string;
  readonly type?: string;
  readonly from?: string;
  readonly to?: string;
}

function Select({ name, label, value, options }: { name: string; label: string; value?: string; options: ReadonlyArray<readonly [string, string]> }) {
  const t = useAgentText();
  return (
    <SelectField id={`filter-${name}`} label={label} name={name} defaultValue={value ?? ""} options={options} placeholder={t.inbox.all} />
  );
}

/** The inbox filters: a GET form, so they live in the URL and a filtered view can be bookmarked or exported. */
export function InboxFilters({ filters, query }: { filters: FilterValues; query: string }) {
  const t = useAgentText();
  const lang = useLang();
  return (
    <Form method="get" role="search" aria-label={t.inbox.filters} className="grid gap-3 rounded-2xl border bg-card/80 p-4 sm:grid-cols-2 lg:grid-cols-5" key={query}>
      <Select name="status" label={t.inbox.status} value={filters.status} options={leadStatuses.map((status) => [status, t.statuses[status]] as const)} />
      <Select name="type" label={t.inbox.type} value={filters.type} options={leadTypes.map((type) => [type, t.types[type]] as const)} />
      {(["from", "to"] as const).map((name) => (
        <TextField key={name} id={`filter-${name}`} label={t.inbox[name]} type="date" name={name} defaultValue={filters[name] ?? ""} />
      ))}
      <div className="flex flex-wrap items-end gap-2">
        <Button type="submit">{t.inbox.apply}</Button>
        <Button asChild variant="ghost">
          <Link to={agentPath(lang)}>{t.inbox.clear}</Link>
        </Button>
      </div>
    </Form>
  );
}
