import Search from "lucide-react/icons/search";
import Trash2 from "lucide-react/icons/trash";
import type { ReactNode } from "react";
import { Form, Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { useAuthText, useLang } from "~/i18n";
import { alertFrequencies, MAX_SEARCH_NAME } from "~/lib/accounts";
import { pagePath } from "~/lib/routes";
import type { SavedSearch } from "~/features/saved-searches/types";

/** One change to one saved search, coming back to the account page. */
function SearchForm({ intent, id, back, className, children }: { intent: string; id: string; back: string; className: string; children: ReactNode }) {
  return (
    <Form method="post" action="/api/saved-searches" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="redirectTo" value={back} />
      {children}
    </Form>
  );
}

export type SavedSearchItem = Pick<SavedSearch, "id" | "name" | "query" | "frequency">;

/** The user's saved searches: open, rename, set the alerts, delete. Plain forms that come back to the account page. */
export function SavedSearchList({ searches }: { searches: readonly SavedSearchItem[] }) {
  const lang = useLang();
  const t = useAuthText().account;
  const back = pagePath("account", lang);
  if (searches.length === 0) return <p className="text-muted-foreground">{t.noSavedSearches}</p>;
  return (
    <ul className="space-y-3" data-testid="saved-searches">
      {searches.map((search) => (
        <li key={search.id} className="space-y-3 rounded-2xl border bg-card p-4 text-card-foreground" data-testid="saved-search">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">{search.name}</h3>
            <Button asChild variant="outline" size="sm">
              <Link to={`${pagePath("search", lang)}${search.query ? `?${search.query}` : ""}`}>
                <Search aria-hidden />
                {t.open}
              </Link>
            </Button>
          </div>
          <div className="grid gap-3 md:grid-cols-[1fr_auto_auto]">
            <SearchForm intent="rename" id={search.id} back={back} className="flex items-end gap-2">
              <TextField id={`name-${search.id}`} label={t.rename} className="flex-1" name="name" defaultValue={search.name} maxLength={MAX_SEARCH_NAME} />
              <Button type="submit" variant="outline">{t.rename}</Button>
            </SearchForm>
            <SearchForm intent="frequency" id={search.id} back={back} className="flex items-end gap-2">
              <SelectField
                id={`frequency-${search.id}`}
                label={t.frequency}
                name="frequency"
                defaultValue={search.frequency}
                options={alertFrequencies.map((value) => [value, t.frequencies[value]] as const)}
              />
              <Button type="submit" variant="outline">{t.update}</Button>
            </SearchForm>
            <SearchForm intent="delete" id={search.id} back={back} className="flex items-end">
              <Button type="submit" variant="ghost" aria-label={`${t.delete}: ${search.name}`}>
                <Trash2 aria-hidden />
                {t.delete}
              </Button>
            </SearchForm>
          </div>
        </li>
      ))}
    </ul>
  );
}
