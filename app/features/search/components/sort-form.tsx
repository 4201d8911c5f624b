import { useSubmit } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { useLang, useUi } from "~/i18n";
import { pagePath } from "~/lib/routes";
import { searchQueryToParams, sorts, type SearchQuery } from "../search-query";

/**
 * The sort order, beside the count. It carries the search along as hidden
 * fields; without JavaScript its button sends it, with it a change does.
 */
export function SortForm({ query }: { query: SearchQuery }) {
  const lang = useLang();
  const ui = useUi();
  const t = ui.listings.search;
  const submit = useSubmit();
  const action = pagePath("search", lang);
  const kept = [...searchQueryToParams({ ...query, sort: "newest", page: 1 })];
  return (
    <Form
      method="get"
      action={action}
      className="flex min-w-0 items-center gap-2"
      onChange={(event) => {
        const params = new URLSearchParams(kept);
        const sort = new FormData(event.currentTarget).get("sort");
        if (typeof sort === "string" && sort !== "newest") params.set("sort", sort);
        void submit(params, { method: "get", action, replace: true, preventScrollReset: true });
      }}
    >
      {kept.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor="search-sort" className="text-sm font-medium whitespace-nowrap max-md:sr-only">{t.sort}</label>
      <select
        id="search-sort"
        key={query.sort}
        name="sort"
        defaultValue={query.sort}
        className="min-h-11 min-w-0 flex-1 rounded-lg border bg-card px-3 text-sm text-card-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {sorts.map((sort) => (
          <option key={sort} value={sort}>{t.sorts[sort]}</option>
        ))}
      </select>
      <noscript>
        <Button type="submit" variant="outline">{t.sortApply}</Button>
      </noscript>
    </Form>
  );
}
