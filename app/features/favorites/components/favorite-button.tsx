import Heart from "lucide-react/icons/heart";
import { useEffect, useRef, useState, type RefObject } from "react";
import { useFetcher, useLocation } from "react-router";
import { toast } from "~/components/layout/toast";
import { openSignIn } from "~/features/accounts/components/dialog-store";
import { useAccount } from "~/features/accounts/components/use-account";
import { useAccountText } from "~/i18n";
import { cn } from "~/lib/utils";
import type { FavoriteActionData } from "../favorites";

const looks = {
  icon: "inline-flex size-11 items-center justify-center rounded-full bg-card/90 shadow-sm hover:text-primary",
  full: "inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-lg px-4 text-sm font-semibold hover:bg-muted",
} as const;

type Intent = "add" | "remove";
type Send = (data: FormData) => void;

/**
 * The heart of a listing. Signed in, it toggles at once and confirms with a
 * toast; if saving fails it goes back to what it was without a word.
 * Anonymous, it asks the visitor to sign in, and the server keeps the
 * favorite for the account they sign in to or create (ADR 0424). A plain
 * form post without JavaScript.
 *
 * It hydrates as that plain form. The fetcher that sends it by script is set
 * up when the visitor reaches for the heart (pointer, touch, focus, or a
 * submit, which waits for it): a page of cards would otherwise set up two
 * dozen fetchers while it loads. `favorited` is the saved state, from the
 * caller's one read of the account.
 */
export function FavoriteButton({
  listingKey,
  favorited: saved,
  variant = "icon",
  className,
}: {
  listingKey: string;
  favorited: boolean;
  variant?: keyof typeof looks;
  className?: string;
}) {
  const t = useAccountText().favorites;
  const { pathname, search } = useLocation();
  const [awake, setAwake] = useState(false);
  const [pending, setPending] = useState<Intent | null>(null);
  const sendRef = useRef<Send | null>(null);
  const queuedRef = useRef<FormData | null>(null);
  const favorited = pending ? pending === "add" : saved;
  const wake = () => setAwake(true);

  return (
    <form
      method="post"
      action="/api/favorites"
      className={className}
      onPointerEnter={wake}
      onTouchStart={wake}
      onFocus={wake}
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        // Tells the action that the script sent it: it answers with data rather than a redirect.
        data.set("via", "script");
        if (sendRef.current) sendRef.current(data);
        else {
          queuedRef.current = data;
          setAwake(true);
        }
      }}
    >
      <input type="hidden" name="listingKey" value={listingKey} />
      <input type="hidden" name="intent" value={favorited ? "remove" : "add"} />
      <input type="hidden" name="redirectTo" value={pathname + search} />
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
      {awake ? <FavoriteSender sendRef={sendRef} queuedRef={queuedRef} onPending={setPending} /> : null}
    </form>
  );
}

/**
 * The script side of one heart: sends it with a fetcher, shows the change
 * until the answer (and the favorites reloaded with it) is in, confirms with
 * a toast, and asks an anonymous visitor to sign in first.
 */
function FavoriteSender({
  sendRef,
  queuedRef,
  onPending,
}: {
  sendRef: RefObject<Send | null>;
  queuedRef: RefObject<FormData | null>;
  onPending: (intent: Intent | null) => void;
}) {
  const t = useAccountText().favorites;
  const { session } = useAccount();
  const fetcher = useFetcher<FavoriteActionData>();
  // The submission awaited: the answer it replaces, and whether the fetcher was seen busy with it.
  const awaiting = useRef<{ before: FavoriteActionData | undefined; seenBusy: boolean } | null>(null);
  const askToSignIn = () => toast(t.signInFirst, { action: { label: t.signIn, onClick: () => openSignIn() } });

  // Refreshed after every render, so the form always sends with the current session.
  useEffect(() => {
    sendRef.current = (data) => {
      // Signed out, the server keeps the favorite and answers "sign-in": the heart shows nothing saved until then.
      if (session) onPending(data.get("intent") === "remove" ? "remove" : "add");
      awaiting.current = { before: fetcher.data, seenBusy: false };
      void fetcher.submit(data, { method: "post", action: "/api/favorites" });
    };
  });

  useEffect(() => {
    const data = queuedRef.current;
    queuedRef.current = null;
    if (data) sendRef.current?.(data);
  }, [queuedRef, sendRef]);

  // When a submission settles (saved, refused or failed), the heart shows the saved state again. A new answer settles
  // it even if no render saw the fetcher busy: the router's updates are transitions, and a quick answer can overtake them.
  useEffect(() => {
    const wait = awaiting.current;
    if (!wait) return;
    if (fetcher.state !== "idle") {
      wait.seenBusy = true;
      return;
    }
    const answered = fetcher.data !== wait.before;
    if (!answered && !wait.seenBusy) return;
    awaiting.current = null;
    onPending(null);
    const result = answered ? fetcher.data : undefined;
    if (result?.ok) toast.success(result.intent === "add" ? t.saved : t.removed);
    else if (result?.reason === "sign-in") askToSignIn();
  });

  return null;
}
