import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { FieldGrid, SelectField, TextField } from "~/components/ui/field";
import { fmt, useDictionary, useLang } from "~/i18n";
import { leadSearchTexts } from "~/i18n/lead-search";
import type { LeadSearchText } from "~/i18n/lead-search.en";
import { cityList } from "~/lib/cities";
import { MAX_SEARCH_NAME } from "~/lib/accounts";
import { pagePath } from "~/lib/routes";
import { MAX_ROOMS, searchKinds } from "~/features/search/search-query";
import { leadSearchFrequencies, type LeadSearchFilters } from "~/features/saved-searches/lead-search";
import type { LeadSearchPanelData, LeadSearchRow } from "../types";
import type { LeadAnswer } from "./lead-answer";
import { formatReceived, useAgentText } from "./texts";

/** The bedroom choices: 1+ to 5+. */
const BEDS_OFFERED = Array.from({ length: 5 }, (_, index) => index + 1);

/** The answer of the form named `form`, if the last submission was refused there. */
function answerOf(answer: LeadAnswer | undefined, form: string) {
  return answer?.form === form ? answer : undefined;
}

function errorText(t: LeadSearchText, code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (code === "tooLong") return fmt(t.errors.tooLong, { max: MAX_SEARCH_NAME });
  return t.errors[code as keyof LeadSearchText["errors"]] ?? t.errors.choice;
}

/**
 * One search's fields, filled from its filters or, after a refusal, from what was typed. `form` names
 * it on the page: "leadSearch-new", or "leadSearch-" and the search's id.
 */
function SearchFields({ form, start, answer }: { form: string; start: LeadSearchFilters & { name: string; frequency: string }; answer?: LeadAnswer }) {
  const t = useDictionary(leadSearchTexts);
  const mine = answerOf(answer, form);
  const value = (field: keyof typeof start) => mine?.values[field] ?? String(start[field] ?? "");
  const error = (field: string) => errorText(t, mine?.errors[field]);
  const id = (field: string) => `${form}-${field}`;
  // And a listing's larger count, when the suggestion starts from one.
  const counts = [...new Set([...BEDS_OFFERED, Number(value("beds"))])].filter((count) => Number.isInteger(count) && count >= 1 && count <= MAX_ROOMS).sort((a, b) => a - b);
  const beds = counts.map((count) => [String(count), fmt(t.fields.bedsAtLeast, { count })] as const);
  return (
    <>
      <TextField id={id("name")} name="name" label={t.fields.name} hint={t.fields.nameHint} required maxLength={MAX_SEARCH_NAME} defaultValue={value("name")} error={error("name")} />
      <FieldGrid>
        <SelectField id={id("kind")} name="kind" label={t.fields.kind} defaultValue={value("kind")} error={error("kind")} options={searchKinds.map((kind) => [kind, t.fields.kinds[kind]] as const)} />
        <SelectField id={id("city")} name="city" label={t.fields.city} defaultValue={value("city")} error={error("city")} placeholder={t.fields.anyCity} options={cityList.map((city) => [city.slug, city.name] as const)} />
        <TextField id={id("minPrice")} name="minPrice" type="number" inputMode="numeric" min={0} step={1} label={t.fields.minPrice} hint={t.fields.priceHint} defaultValue={value("minPrice")} error={error("minPrice")} />
        <TextField id={id("maxPrice")} name="maxPrice" type="number" inputMode="numeric" min={0} step={1} label={t.fields.maxPrice} hint={t.fields.priceHint} defaultValue={value("maxPrice")} error={error("maxPrice")} />
        <SelectField id={id("beds")} name="beds" label={t.fields.beds} defaultValue={value("beds")} error={error("beds")} placeholder={t.fields.anyBeds} options={beds} />
        <SelectField id={id("frequency")} name="frequency" label={t.fields.frequency} defaultValue={value("frequency")} error={error("frequency")} options={leadSearchFrequencies.map((frequency) => [frequency, t.fields.frequencies[frequency]] as const)} />
      </FieldGrid>
    </>
  );
}

function SearchState({ search, leadName }: { search: LeadSearchRow; leadName: string }) {
  const t = useDictionary(leadSearchTexts);
  const lang = useLang();
  if (search.unsubscribedAt) return <p className="font-semibold text-red-700 dark:text-red-300">{fmt(t.state.unsubscribed, { name: leadName, date: formatReceived(lang, search.unsubscribedAt) })}</p>;
  if (search.frequency === "off") return <p className="font-semibold">{t.state.stopped}</p>;
  return <p>{fmt(t.state.on, { frequency: t.fields.frequencies[search.frequency] })}</p>;
}

function SearchItem({ search, leadName, editable, answer }: { search: LeadSearchRow; leadName: string; editable: boolean; answer?: LeadAnswer }) {
  const t = useDictionary(leadSearchTexts);
  const lang = useLang();
  const busy = useNavigation().state === "submitting";
  const form = `leadSearch-${search.id}`;
  const open = editable && search.unsubscribedAt === null;
  return (
    <li className="space-y-2 rounded-xl border p-3" data-testid="lead-search" data-state={search.unsubscribedAt ? "unsubscribed" : search.frequency}>
      <p className="font-semibold">{search.name}</p>
      <p className="text-sm text-muted-foreground">{search.description}</p>
      <SearchState search={search} leadName={leadName} />
      <p className="text-sm">{search.lastSentAt ? fmt(t.lastSent, { date: formatReceived(lang, search.lastSentAt) }) : t.neverSent}</p>
      <div className="flex flex-wrap items-center gap-3">
        <Link to={`${pagePath("search", lang)}${search.query ? `?${search.query}` : ""}`} className="inline-flex min-h-11 items-center font-semibold underline underline-offset-4">
          {t.matches}
        </Link>
        {open && search.frequency !== "off" ? (
          <Form method="post">
            <input type="hidden" name="id" value={search.id} />
            <Button type="submit" name="intent" value="searchStop" variant="outline" disabled={busy}>
              {t.stop}
            </Button>
          </Form>
        ) : null}
      </div>
      {open ? (
        <details open={answerOf(answer, form) !== undefined}>
          <summary className="min-h-11 cursor-pointer content-center font-semibold underline underline-offset-4">{t.edit}</summary>
          <Form method="post" className="space-y-4 pt-2" key={`${search.name}-${search.query}-${search.frequency}`}>
            <input type="hidden" name="id" value={search.id} />
            <SearchFields form={form} start={{ ...search.filters, name: search.name, frequency: search.frequency === "off" ? "daily" : search.frequency }} answer={answer} />
            <Button type="submit" name="intent" value="searchUpdate" disabled={busy}>
              {search.frequency === "off" ? t.saveResume : t.save}
            </Button>
          </Form>
        </details>
      ) : null}
    </li>
  );
}

/** The searches the agent set up for the lead, each editable and stoppable, and the form that sets up another (ADR 0429). */
export function LeadSearchPanel({ panel, lead, answer }: { panel: LeadSearchPanelData; lead: { name: string; lang: string }; answer?: LeadAnswer }) {
  const t = useDictionary(leadSearchTexts);
  const languages = useAgentText().lead.pageLangs;
  const busy = useNavigation().state === "submitting";
  const refused = answerOf(answer, "leadSearch-new");
  return (
    <section aria-labelledby="lead-searches" id="searches" className="space-y-4 rounded-2xl border bg-card p-4 text-card-foreground md:p-6" data-testid="lead-searches">
      <h2 id="lead-searches" className="text-xl font-semibold">
        {fmt(t.title, { name: lead.name })}
      </h2>
      {panel.offered ? (
        <p>{fmt(t.intro, { name: lead.name, lang: lead.lang === "es" ? languages.es : languages.en })}</p>
      ) : (
        <p className="rounded-lg bg-muted p-3" data-testid="lead-search-unavailable">
          {panel.reason === "consent" ? fmt(t.noConsent, { name: lead.name }) : panel.reason === "email" ? t.noEmail : t.held}
        </p>
      )}
      {panel.searches.length > 0 ? (
        <ul className="space-y-3">
          {panel.searches.map((search) => (
            <SearchItem key={search.id} search={search} leadName={lead.name} editable={panel.offered} answer={answer} />
          ))}
        </ul>
      ) : panel.offered ? (
        <p className="text-muted-foreground">{t.none}</p>
      ) : null}
      {panel.offered && panel.searches.length < panel.max ? (
        <details open={panel.searches.length === 0 || refused !== undefined} className="rounded-xl border p-3">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">{t.newSearch}</summary>
          <Form method="post" className="space-y-4 pt-2" key={panel.searches.length}>
            <p className="text-sm text-muted-foreground">{t.seeded[panel.seed.from]}</p>
            {refused?.formError === "limit" ? (
              <p role="alert" className="font-semibold text-red-700 dark:text-red-300">
                {fmt(t.errors.limit, { max: panel.max })}
              </p>
            ) : null}
            <SearchFields form="leadSearch-new" start={{ ...panel.seed, frequency: "daily" }} answer={answer} />
            <Button type="submit" name="intent" value="searchCreate" disabled={busy} data-testid="lead-search-create">
              {t.create}
            </Button>
          </Form>
        </details>
      ) : null}
    </section>
  );
}
