import BellPlus from "lucide-react/icons/bell-plus";
import { useFetcher, useLocation } from "react-router";
import { SignInTrigger } from "./sign-in-trigger";
import { useAccount } from "./use-account";
import { Button, buttonVariants } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { useAccountText } from "~/i18n";
import { MAX_SEARCH_NAME } from "~/lib/accounts";
import type { SavedSearchAnswer } from "~/features/saved-searches/saved-searches";
import { ScriptedField } from "./scripted-field";

/**
 * "Save this search" with a name, which defaults to one describing the search
 * (the server builds the same when the field is left empty); anonymous
 * visitors are offered the sign-in dialog instead.
 */
export function SaveSearch({ defaultName }: { defaultName?: string }) {
  const t = useAccountText().savedSearch;
  const { session } = useAccount();
  const fetcher = useFetcher<SavedSearchAnswer>();
  const { pathname, search } = useLocation();
  if (!session) {
    return (
      <SignInTrigger className={buttonVariants({ variant: "outline" })} testId="save-search-sign-in">
        <BellPlus aria-hidden />
        {t.save}
      </SignInTrigger>
    );
  }
  const error = fetcher.state === "idle" ? fetcher.data?.formError : undefined;
  return (
    <fetcher.Form method="post" action="/api/saved-searches" className="flex flex-wrap items-end gap-2" data-testid="save-search">
      <input type="hidden" name="intent" value="create" />
      <input type="hidden" name="query" value={search.replace(/^\?/, "")} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <ScriptedField />
      <TextField
        id="save-search-name"
        label={t.name}
        className="min-w-48 flex-1"
        name="name"
        placeholder={defaultName ?? t.defaultName}
        maxLength={MAX_SEARCH_NAME}
        aria-describedby={error ? "save-search-error" : undefined}
      />
      <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
        <BellPlus aria-hidden />
        {t.save}
      </Button>
      {error ? (
        <p id="save-search-error" role="alert" className="w-full text-sm font-medium text-red-700 dark:text-red-300">{error}</p>
      ) : null}
    </fetcher.Form>
  );
}
