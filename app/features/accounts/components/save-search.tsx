import BellPlus from "lucide-react/icons/bell-plus";
import { lazy, Suspense, useEffect } from "react";
import { useFetcher, useLocation } from "react-router";
import { undiscovered } from "~/components/ui/link";
import { openSignIn } from "./dialog-store";
import { useAccount } from "./use-account";
import { Button } from "~/components/ui/button";
import { useAccountText } from "~/i18n";
import type { SavedSearchAnswer } from "~/features/saved-searches/saved-searches";
import { ScriptedField } from "./scripted-field";

const loadRename = () => import("./saved-search-rename");
const SavedSearchRename = lazy(() => loadRename().then((module) => ({ default: module.SavedSearchRename })));

/**
 * "Save this search": one tap saves it under a name describing the search
 * (the server's, as `defaultName` shows), then the form offers an optional
 * rename in its place (issue 44, item 6). Without script the tap saves and
 * the page comes back with the notice. A visitor who isn't signed in sends
 * the same form: the server keeps the search for the account they sign in to
 * or create (ADR 0424), and the sign-in dialog opens (without script, the
 * account page's sign-in form). The saved state's code (saved-search-rename.tsx)
 * is fetched while a signed-in visitor's save is on its way, so the search
 * page's first load leaves it out (issue 53's suggestions took that room).
 */
export function SaveSearch({ defaultName }: { defaultName?: string }) {
  const t = useAccountText().savedSearch;
  const { session } = useAccount();
  const create = useFetcher<SavedSearchAnswer>();
  const { pathname, search } = useLocation();
  const signInFirst = create.state === "idle" && create.data?.signIn === true;
  useEffect(() => {
    if (signInFirst) openSignIn();
  }, [signInFirst, create.data]);
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
    return (
      <Suspense fallback={null}>
        <SavedSearchRename saved={saved} hidden={hidden} />
      </Suspense>
    );
  }
  // Once signed in, the search the answer asked to sign in for is the account's (the root's loader kept it).
  const error = create.state === "idle" && !(session && signInFirst) ? create.data?.formError : undefined;
  return (
    <create.Form {...undiscovered} method="post" action="/api/saved-searches" className="flex flex-wrap items-center gap-2" data-testid="save-search" onSubmit={() => session && void loadRename()}>
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
