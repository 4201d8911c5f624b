import LogOut from "lucide-react/icons/log-out";
import UserRound from "lucide-react/icons/user-round";
import { lazy, Suspense } from "react";
import { useLocation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { useLang, useUi } from "~/i18n";
import { pagePath } from "~/lib/routes";
import { cn } from "~/lib/utils";
import { SignInTrigger } from "./sign-in-trigger";
import { useAccount } from "./use-account";

const AgentLink = lazy(() => import("./agent-link").then((module) => ({ default: module.AgentLink })));

// One line each, whatever the language: the header gives the site's name the room that is left.
const item = "inline-flex min-h-11 shrink-0 items-center gap-2 whitespace-nowrap rounded-lg px-3 text-sm font-semibold hover:bg-muted";

/** Sign in, or the signed-in user (a link to the account page) and Sign out; used by the header and the menu sheet. */
export function AccountControl({ className, compact = false }: { className?: string; compact?: boolean }) {
  const lang = useLang();
  const ui = useUi();
  const { session } = useAccount();
  const { pathname, search } = useLocation();
  if (!session) {
    return (
      <SignInTrigger className={cn(item, compact && "px-2 sm:px-3", className)}>
        {/* On the narrowest phones the header keeps the words and lets the icon go. */}
        <UserRound aria-hidden className={cn("size-4", compact && "hidden min-[400px]:block")} />
        {ui.auth.signIn}
      </SignInTrigger>
    );
  }
  const { user } = session;
  return (
    <div className={cn("flex items-center gap-1", className)} data-testid="account-control">
      {user.role === "agent" ? (
        <Suspense>
          <AgentLink className={cn(item, compact && "px-2 sm:px-3")} />
        </Suspense>
      ) : null}
      <Link to={pagePath("account", lang)} className={cn(item, "max-w-48")} data-testid="account-link" title={user.email}>
        <UserRound aria-hidden className="size-4 shrink-0" />
        <span className={cn("truncate", compact && "sr-only sm:not-sr-only")}>{user.name || user.email}</span>
      </Link>
      <Form method="post" action={pagePath("account", lang)} className="contents">
        <input type="hidden" name="intent" value="sign-out" />
        <input type="hidden" name="redirectTo" value={pathname + search} />
        <button type="submit" className={item} data-testid="sign-out">
          <LogOut aria-hidden className="size-4" />
          {/* On a phone the header shows icons alone, as it does for the account and the agent area. */}
          <span className={cn(compact && "sr-only sm:not-sr-only")}>{ui.auth.signOut}</span>
        </button>
      </Form>
    </div>
  );
}
