import SlidersHorizontal from "lucide-react/icons/sliders-horizontal";
import { Form, Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { useLang } from "~/i18n";
import { plural } from "~/i18n/plural";
import { leadStatuses, leadTypes } from "~/lib/leads";
import { agentPath, useAgentDayText, useAgentText } from "./texts";

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

/**
 * The inbox filters: a GET form, so they live in the URL and a filtered view can be bookmarked or exported.
 * Folded behind one button (a `<details>`, so without script too), open while any applies: on a phone
 * the form put the first lead some 900 px down (issue 54).
 */
export function InboxFilters({ filters, query }: { filters: FilterValues; query: string }) {
  const day = useAgentDayText();
  const lang = useLang();
  const active = Object.values(filters).filter(Boolean).length;
  return (
    <details open={active > 0} key={query} className="group rounded-2xl border bg-card/80" data-testid="inbox-filters">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 px-4 font-semibold [&::-webkit-details-marker]:hidden">
        <SlidersHorizontal aria-hidden className="size-4" />
        {day.filters.button}
        {active > 0 ? <span className="text-sm font-normal text-muted-foreground">({plural(lang, active, day.filters.active)})</span> : null}
      </summary>
      <FilterForm filters={filters} />
    </details>
  );
}

function FilterForm({ filters }: { filters: FilterValues }) {
  const t = useAgentText();
  const lang = useLang();
  return (
    <Form method="get" role="search" aria-label={t.inbox.filters} className="grid gap-3 border-t p-4 sm:grid-cols-2 lg:grid-cols-5">
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
