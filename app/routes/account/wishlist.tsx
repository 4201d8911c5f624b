import { Link } from "~/components/ui/link";
import { SignInTrigger } from "~/features/accounts/components/sign-in-trigger";
import { useAccount } from "~/features/accounts/components/use-account";
import { GoneFavorites } from "~/features/favorites/components/gone-favorites";
import { useKeptEntries } from "~/features/favorites/components/kept-entries";
import { ListingGridIsland } from "~/features/favorites/components/listing-grid-island";
import { Button, buttonVariants } from "~/components/ui/button";
import { useAccountText, useLang, useUi } from "~/i18n";
import { plural } from "~/i18n/plural";
import { pagePath } from "~/lib/routes";
import { pageMeta } from "~/lib/seo";
import { listWishlist } from "~/features/favorites/favorites.server";
import { getSessionUser } from "~/server/auth/session.server";
import { getDb } from "~/server/db.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/wishlist";

export const meta: Route.MetaFunction = pageMeta;

export async function loader({ request, url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const user = await getSessionUser(request);
  return { ...page, signedIn: user !== null, entries: user ? await listWishlist(getDb(), user.id) : [] };
}

/** The user's favorites as listing cards; those no longer on the market say so. Removed ones stay until the page is left (useKeptEntries). */
export default function Wishlist({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const ui = useUi();
  const t = useAccountText().wishlist;
  const { text, signedIn } = loaderData;
  const { session } = useAccount();
  const entries = useKeptEntries(loaderData.entries, session?.user.id);
  const available = entries.flatMap((entry) => (entry.available && entry.listing ? [entry.listing] : []));
  const gone = entries.filter((entry) => !entry.available);
  return (
    <div className="space-y-6">
      <header className="max-w-3xl space-y-2">
        <h1 className="text-3xl font-bold tracking-tight md:text-4xl">{text.h1}</h1>
        <p className="text-muted-foreground">{signedIn ? plural(lang, loaderData.entries.length, t.count) : t.signInPrompt}</p>
      </header>
      {!signedIn ? (
        <SignInTrigger className={buttonVariants()} testId="wishlist-sign-in">{ui.auth.signIn}</SignInTrigger>
      ) : entries.length === 0 ? (
        <div className="space-y-3 rounded-2xl border bg-card p-6 text-card-foreground" data-testid="wishlist-empty">
          <p>{t.empty}</p>
          <Button asChild>
            <Link to={pagePath("search", lang)}>{t.browse}</Link>
          </Button>
        </div>
      ) : (
        <div className="space-y-6" data-testid="wishlist">
          {available.length > 0 ? <ListingGridIsland listings={available} /> : null}
          <GoneFavorites entries={gone} />
        </div>
      )}
    </div>
  );
}
