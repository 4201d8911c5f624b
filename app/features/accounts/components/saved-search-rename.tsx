import type { ReactNode } from "react";
import { useFetcher } from "react-router";
import { Link, undiscovered } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fmt, useAccountText, useLang } from "~/i18n";
import { MAX_SEARCH_NAME } from "~/lib/accounts";
import { pagePath } from "~/lib/routes";
import type { SavedSearchAnswer } from "~/features/saved-searches/saved-searches";

/**
 * What "Save this search" turns into once saved: the name it was saved under,
 * an optional rename folded away, and the way to manage saved searches. Only a
 * fetcher's answer shows it, never the server's render, so save-search.tsx
 * loads it when the save is sent and the search page's first load leaves it out.
 */
export function SavedSearchRename({ saved, hidden }: { saved: { id: string; name: string }; hidden: ReactNode }) {
  const t = useAccountText().savedSearch;
  const lang = useLang();
  const rename = useFetcher<SavedSearchAnswer>();
  const name = (rename.state !== "idle" ? String(rename.formData?.get("name") ?? "") : rename.data?.saved?.name) || saved.name;
  const error = rename.state === "idle" ? rename.data?.formError : undefined;
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2" data-testid="save-search-saved">
      <p role="status" className="text-sm font-medium">
        {fmt(t.savedAs, { name })}
      </p>
      {/* The rename is there when wanted, folded away otherwise: the listings stay near the top of the page. */}
      <details className="text-sm" open={Boolean(error)}>
        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-primary underline underline-offset-4">{t.rename}</summary>
        <rename.Form {...undiscovered} method="post" action="/api/saved-searches" className="flex flex-wrap items-end gap-2 pt-2" data-testid="save-search-rename">
          <input type="hidden" name="intent" value="rename" />
          <input type="hidden" name="id" value={saved.id} />
          {hidden}
          <TextField
            id="save-search-name"
            label={t.name}
            className="min-w-48 flex-1"
            name="name"
            defaultValue={name}
            maxLength={MAX_SEARCH_NAME}
            required
            aria-describedby={error ? "save-search-error" : undefined}
          />
          <Button type="submit" variant="outline" disabled={rename.state !== "idle"}>
            {t.rename}
          </Button>
          {error ? (
            <p id="save-search-error" role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-300">{error}</p>
          ) : null}
        </rename.Form>
      </details>
      <Link to={`${pagePath("account", lang)}#saved-searches`} className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline underline-offset-4">
        {t.manage}
      </Link>
    </div>
  );
}
