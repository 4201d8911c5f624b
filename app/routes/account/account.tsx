import { data } from "react-router";
import { Link } from "~/components/ui/link";
import { AuthPanel, type AccountMode } from "~/features/accounts/components/auth-panel";
import { PreferencesForm } from "~/features/accounts/components/preferences-form";
import { SavedSearchList } from "~/features/accounts/components/saved-search-list";
import { ListingGridIsland } from "~/features/favorites/components/listing-grid-island";
import { island } from "~/components/layout/island";
import { Button } from "~/components/ui/button";
import { fmt, useAuthText, useLang } from "~/i18n";
import { safeReturnPath } from "~/lib/http/return-path";
import { pagePath } from "~/lib/routes";
import { pageMeta } from "~/lib/seo";
import { accountAction } from "~/features/accounts/account-actions.server";
import { clearRecoveryCodesCookie, readRecoveryCodes } from "~/features/accounts/recovery-codes-cookie.server";
import { authSecret } from "~/server/auth/auth.server";
import { parseSecondStepMethods } from "~/features/accounts/auth-answer";
import { listWishlist } from "~/features/favorites/favorites.server";
import { listSavedSearches } from "~/features/saved-searches/saved-searches.server";
import { MIN_PASSWORD_LENGTH } from "~/server/auth/password-policy.server";
import { hasFactorProof } from "~/server/auth/factor-proof.server";
import { secondFactorsOf } from "~/server/auth/second-factors.server";
import { getSession } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/account";

// The browser's own list, cleared in the browser: its code loads after the page's.
const RecentlyViewedSettings = island(() => import("~/features/recently-viewed/components/recently-viewed-settings").then((module) => module.RecentlyViewedSettings));
// Plain forms, rendered in full by the server, with a passkey button once its code is in: it loads after the page's own (ADR 0504).
const SecuritySection = island(() => import("~/features/accounts/components/security-section").then((module) => module.SecuritySection));
// The last thing on the page and a plain form post: its code loads after the page's own (ADR 0504).
const DeleteAccount = island(() => import("~/features/accounts/components/delete-account").then((module) => module.DeleteAccount));

export const meta: Route.MetaFunction = pageMeta;

/** A refused sign-in says when to try again, to a person and to a client alike. */
export const headers: Route.HeadersFunction = ({ actionHeaders }) => {
  const retryAfter = actionHeaders.get("Retry-After");
  return retryAfter ? { "Retry-After": retryAfter } : new Headers();
};

const modes: readonly AccountMode[] = ["signin", "signup", "forgot", "reset", "two-factor"];

export async function loader({ request, url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const session = await getSession(request);
  const requested = url.searchParams.get("mode");
  const mode = modes.find((candidate) => candidate === requested) ?? "signin";
  const redirectTo = safeReturnPath(url.searchParams.get("redirectTo"), pagePath("account", page.lang));
  const secondStep = { methods: parseSecondStepMethods(url.searchParams.get("methods")), codeKind: url.searchParams.get("use") === "recovery" ? ("recovery" as const) : ("totp" as const) };
  if (!session) {
    return { ...page, user: null, mode, redirectTo, secondStep, token: url.searchParams.get("token") ?? undefined, searches: [], favorites: [], minPassword: MIN_PASSWORD_LENGTH };
  }
  const { user } = session;
  const db = getDb();
  const [searches, wishlist, factors, factorShown] = await Promise.all([
    listSavedSearches(db, user.id),
    listWishlist(db, user.id),
    secondFactorsOf(db, user.id),
    hasFactorProof(db, user.id, session.sessionId),
  ]);
  // Recovery codes just made come sealed in a cookie this page clears: they are shown once (ADR 0305).
  const shownCodes = readRecoveryCodes(request, user.id, authSecret());
  const body = {
    ...page,
    user,
    mode,
    redirectTo,
    secondStep,
    token: undefined,
    factors,
    factorShown,
    searches: searches.map(({ id, name, query, frequency }) => ({ id, name, query, frequency })),
    favorites: wishlist.flatMap((entry) => (entry.available && entry.listing ? [entry.listing] : [])).slice(0, 3),
    minPassword: MIN_PASSWORD_LENGTH,
    shownCodes,
  };
  return shownCodes ? data(body, { headers: { "Set-Cookie": clearRecoveryCodesCookie(getEnv().publicUrl.startsWith("https://")) } }) : body;
}

export async function action({ request, url }: Route.ActionArgs) {
  return accountAction(getDb(), request, loadPage(url).lang);
}

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  const lang = useLang();
  const t = useAuthText().account;
  const { text, user } = loaderData;
  const failure = actionData?.formError === undefined ? undefined : actionData;
  return (
    <div className="space-y-8">
      <header className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{text.h1}</h1>
        <p className="text-muted-foreground">{user ? fmt(t.signedInAs, { email: user.email }) : t.signInPrompt}</p>
      </header>
      {!user ? (
        <>
          <AuthPanel
            mode={loaderData.mode}
            redirectTo={loaderData.redirectTo}
            token={loaderData.token}
            message={failure?.form !== "delete-account" ? failure?.formError : undefined}
            email={failure?.values.email}
            minPassword={loaderData.minPassword}
            methods={loaderData.secondStep.methods}
            codeKind={loaderData.secondStep.codeKind}
          />
          <RecentlyViewedSettings />
        </>
      ) : (
        <>
          <section aria-labelledby="preferences" className="space-y-4">
            <h2 id="preferences" className="text-2xl font-semibold">{t.preferences}</h2>
            <PreferencesForm user={user} />
          </section>
          <SecuritySection factors={loaderData.factors} factorShown={loaderData.factorShown} answer={actionData} shownCodes={loaderData.shownCodes} email={user.email} required={user.role === "agent"} />
          <section aria-labelledby="saved-searches" className="space-y-4">
            <h2 id="saved-searches" className="text-2xl font-semibold">{t.savedSearches}</h2>
            <SavedSearchList searches={loaderData.searches} />
          </section>
          <section aria-labelledby="favorites" className="space-y-4">
            <h2 id="favorites" className="text-2xl font-semibold">{t.favorites}</h2>
            {loaderData.favorites.length > 0 ? <ListingGridIsland listings={loaderData.favorites} priority={false} /> : null}
            <Button asChild variant="outline">
              <Link to={pagePath("wishlist", lang)}>{t.seeWishlist}</Link>
            </Button>
          </section>
          <RecentlyViewedSettings />
          <DeleteAccount message={failure?.form === "delete-account" ? failure.formError : undefined} />
        </>
      )}
    </div>
  );
}
