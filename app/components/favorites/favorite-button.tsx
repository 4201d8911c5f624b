import Heart from "lucide-react/icons/heart";
import { useEffect, useRef } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "~/components/layout/toast";
import { ScriptedField } from "~/components/account/scripted-field";
import { openSignIn } from "~/components/auth/dialog-store";
import { useAccount } from "~/components/auth/use-account";
import { useAccountText } from "~/i18n";
import { cn } from "~/lib/utils";
import type { FavoriteActionData } from "~/routes/api/favorites";

const looks = {
  icon: "inline-flex size-11 items-center justify-center rounded-full bg-card/90 shadow-sm hover:text-primary",
  full: "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold hover:bg-muted",
} as const;

/**
 * The heart of a listing. Signed in, it toggles at once and confirms with a
 * toast; if saving fails it goes back to what it was without a word.
 * Anonymous, it asks the visitor to sign in. A plain form post without JavaScript.
 */
export function FavoriteButton({ listingKey, variant = "icon", className }: { listingKey: string; variant?: keyof typeof looks; className?: string }) {
  const t = useAccountText().favorites;
  const { session, favorites } = useAccount();
  const fetcher = useFetcher<FavoriteActionData>();
  const { pathname, search } = useLocation();
  const handled = useRef<FavoriteActionData | undefined>(undefined);

  const pending = fetcher.formData?.get("intent");
  const favorited = pending === "add" || pending === "remove" ? pending === "add" : favorites.includes(listingKey);

  const askToSignIn = () => toast(t.signInFirst, { action: { label: t.signIn, onClick: () => openSignIn() } });

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) toast.success(result.intent === "add" ? t.saved : t.removed);
    else if (result.reason === "sign-in") askToSignIn();
  });

  return (
    <fetcher.Form
      method="post"
      action="/api/favorites"
      className={className}
      onSubmit={(event) => {
        if (session) return;
        event.preventDefault();
        askToSignIn();
      }}
    >
      <input type="hidden" name="listingKey" value={listingKey} />
      <input type="hidden" name="intent" value={favorited ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
      <ScriptedField />
      <button
        type="submit"
        data-testid="favorite"
        data-favorited={favorited}
        aria-pressed={variant === "icon" ? favorited : undefined}
        aria-label={variant === "icon" ? t.save : undefined}
        className={cn(looks[variant], favorited ? "text-primary" : variant === "icon" && "text-card-foreground")}
      >
        <Heart aria-hidden className={cn("size-5", favorited && "fill-current")} />
        {variant === "full" ? (favorited ? t.remove : t.save) : null}
      </button>
    </fetcher.Form>
  );
}
