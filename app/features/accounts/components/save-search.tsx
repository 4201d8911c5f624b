import BellPlus from "lucide-react/icons/bell-plus";
import { Link, useFetcher, useLocation } from "react-router";
import { SignInTrigger } from "./sign-in-trigger";
import { useAccount } from "./use-account";
import { Button, buttonVariants } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fmt, useAccountText, useLang } from "~/i18n";
import { MAX_SEARCH_NAME } from "~/lib/accounts";
import { pagePath } from "~/lib/routes";
import type { SavedSearchAnswer } from "~/features/saved-searches/saved-searches";
import { ScriptedField } from "./scripted-field";

/**
 * "Save this search": one tap saves it under a name describing the search
 * (the server's, as `defaultName` shows), then the form offers an optional
 * rename in its place (issue 44, item 6). Anonymous visitors are offered the
 * sign-in dialog instead. Without script the tap saves and the page comes
 * back with the notice.
 */
export function SaveSearch({ defaultName }: { defaultName?: string }) {
  const t = useAccountText().savedSearch;
  const lang = useLang();
  const { session } = useAccount();
  const create = useFetcher<SavedSearchAnswer>();
  const rename = useFetcher<SavedSearchAnswer>();
  const { pathname, search } = useLocation();
  if (!session) {
    return (
      <SignInTrigger className={buttonVariants({ variant: "outline" })} testId="save-search-sign-in">
        <BellPlus aria-hidden />
        {t.save}
      </SignInTrigger>
    );
  }
  const query = search.replace(/^\?/, "");
  const hidden = (
    <>
      <input type="hidden" name="query" value={query} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <ScriptedField />
    </>
  );
  // Saved from this very search: once the filters change, the page offers to save the new one.
  const saved = create.data?.saved?.query === query ? create.data.saved : undefined;
  if (saved) {
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
          <rename.Form method="post" action="/api/saved-searches" className="flex flex-wrap items-end gap-2 pt-2" data-testid="save-search-rename">
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
  const error = create.state === "idle" ? create.data?.formError : undefined;
  return (
    <create.Form method="post" action="/api/saved-searches" className="flex flex-wrap items-center gap-2" data-testid="save-search">
      <input type="hidden" name="intent" value="create" />
      {hidden}
      <Button type="submit" variant="outline" disabled={create.state !== "idle"} title={defaultName}>
        <BellPlus aria-hidden />
        {t.save}
      </Button>
      {error ? (
        <p id="save-search-error" role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-300">{error}</p>
      ) : null}
    </create.Form>
  );
}
