import { useEffect, useId, useRef, type RefObject } from "react";
import { useSubmit } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { useLang, useUi } from "~/i18n";
import { formatBounds } from "../bounds";
import { pagePath } from "~/lib/routes";
import { DEFAULT_PAGE_SIZE, type SearchQuery } from "../search-query";
import { activeFilters, filterFormValues, searchHref, withoutFilters } from "../search-url";
import { FilterFields, flagKeys, isChecked } from "./filter-fields";

/** Typing waits this long for a pause before the results follow. */
const TYPING_DELAY_MS = 500;

/** Conditions the form has no field for travel along as hidden inputs, so changing a field keeps them. */
function hiddenFields(query: SearchQuery): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  if (query.kind) fields.push(["kind", query.kind]);
  if (query.listed) fields.push(["listed", String(query.listed)]);
  if (query.category) fields.push(["category", query.category]);
  if (query.community) fields.push(["community", query.community]);
  if (query.bounds) fields.push(["bounds", formatBounds(query.bounds)]);
  for (const subType of query.subType ?? []) fields.push(["subType", subType]);
  for (const key of flagKeys) if (query[key] === false) fields.push([key, "false"]);
  if (query.sort !== "newest") fields.push(["sort", query.sort]);
  if (query.pageSize !== DEFAULT_PAGE_SIZE) fields.push(["pageSize", String(query.pageSize)]);
  return fields;
}

/** Only filled-in fields, so the URL says what the visitor chose and nothing else. */
function formParams(form: HTMLFormElement): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) {
    if (typeof value === "string" && value.trim() !== "") params.append(key, value.trim());
  }
  return params;
}

/**
 * The fields are uncontrolled, so a new search from elsewhere (a chip, the
 * back button) is copied into them here, except into the field being typed in:
 * that one only once the search has read what it sent (the words it understood
 * leave the box for the chips and filters), and not while more is typed.
 */
function useFieldsFollowQuery(formRef: RefObject<HTMLFormElement | null>, query: SearchQuery, sentText: RefObject<string | undefined>) {
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const values: Record<string, string> = filterFormValues(query);
    for (const field of Array.from(form.elements)) {
      const read = field instanceof HTMLInputElement && field.name === "q" && field.value === sentText.current;
      if (field === document.activeElement && !read) continue;
      if (field instanceof HTMLInputElement && field.type === "checkbox") field.checked = isChecked(query, field.name, field.value);
      else if ((field instanceof HTMLInputElement && field.type !== "hidden") || field instanceof HTMLSelectElement) {
        if (field.name in values) field.value = values[field.name] ?? "";
      }
    }
  }, [formRef, query, sentText]);
}

/**
 * The filter form. Without JavaScript it is a GET form (the search page tidies
 * away empty fields); with it, each change replaces the results in place.
 */
export function SearchFilters({ query, submitLabel, onDone }: { query: SearchQuery; submitLabel?: string; onDone?: () => void }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings.search;
  const id = useId();
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const typing = useRef<ReturnType<typeof setTimeout>>(undefined);
  const sentText = useRef<string | undefined>(undefined);
  const action = pagePath("search", lang);
  useFieldsFollowQuery(formRef, query, sentText);
  useEffect(() => () => clearTimeout(typing.current), []);

  const send = () => {
    clearTimeout(typing.current);
    if (!formRef.current) return;
    const params = formParams(formRef.current);
    sentText.current = params.get("q") ?? "";
    void submit(params, { method: "get", action, replace: true, preventScrollReset: true });
  };

  return (
    <Form
      ref={formRef}
      method="get"
      action={action}
      role="search"
      aria-label={t.filtersTitle}
      data-testid="search-filters"
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        send();
        onDone?.();
      }}
      onChange={(event) => {
        const target = event.target;
        if (target instanceof HTMLInputElement && (target.type === "text" || target.type === "search")) {
          clearTimeout(typing.current);
          typing.current = setTimeout(send, TYPING_DELAY_MS);
        } else {
          send();
        }
      }}
    >
      <FilterFields id={id} query={query} />
      {hiddenFields(query).map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <div className="flex flex-col gap-2">
        <Button type="submit">{submitLabel ?? t.apply}</Button>
        {activeFilters(query).length > 0 ? (
          <Link to={searchHref(lang, withoutFilters(query))} preventScrollReset className="inline-flex min-h-11 items-center justify-center rounded-lg text-sm font-semibold text-primary hover:underline">
            {t.clearAll}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
