import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { useLang } from "~/i18n";
import { pagePath } from "~/lib/routes";
import { loadSignInDialog, openSignIn } from "./dialog-store";

/**
 * Opens the sign-in dialog; its label is the caller's. Without JavaScript it
 * is a link to the account page, which has the same form and comes back here.
 */
export function SignInTrigger({ children, className, testId = "sign-in" }: { children: ReactNode; className?: string; testId?: string }) {
  const lang = useLang();
  const { pathname, search } = useLocation();
  return (
    <Link
      to={`${pagePath("account", lang)}?redirectTo=${encodeURIComponent(pathname + search)}`}
      data-testid={testId}
      aria-haspopup="dialog"
      className={className}
      onPointerEnter={() => void loadSignInDialog()}
      onFocus={() => void loadSignInDialog()}
      onClick={(event) => {
        event.preventDefault();
        openSignIn();
      }}
    >
      {children}
    </Link>
  );
}
