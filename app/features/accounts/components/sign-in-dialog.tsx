import { useEffect, useRef } from "react";
import { Link, useFetcher, useLocation } from "react-router";
import { toast } from "~/components/layout/toast";
import { flashText } from "./flash";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { useAuthText, useLang } from "~/i18n";
import { pagePath } from "~/lib/routes";
import type { AccountAnswer } from "../auth-answer";
import { AuthFields } from "./auth-fields";
import { closeSignIn, setSignInMode, takeOpener, useSignInDialog } from "./dialog-store";

/**
 * The sign-in dialog: sign-in mode and create-account mode, toggled by the
 * secondary button. It posts to the account page's action; on success it
 * closes with a toast, on failure it stays open and toasts the server's message.
 */
export function SignInDialog() {
  const lang = useLang();
  const t = useAuthText().dialog;
  const { open, mode } = useSignInDialog();
  const fetcher = useFetcher<AccountAnswer>();
  const { pathname, search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<AccountAnswer | undefined>(undefined);
  const account = pagePath("account", lang);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.formError !== undefined) {
      toast.error(result.formError);
    } else if (result.toast) {
      toast.success(flashText(lang, result.toast));
      form.current?.reset();
      closeSignIn();
    }
  }, [fetcher.state, fetcher.data, lang]);

  const signUp = mode === "signup";
  const busy = fetcher.state !== "idle";
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeSignIn())}>
      <DialogContent
        title={signUp ? t.signUpTitle : t.signInTitle}
        description={signUp ? t.signUpDescription : t.signInDescription}
        closeLabel={t.close}
        data-testid="sign-in-dialog"
        onCloseAutoFocus={(event) => {
          const opener = takeOpener();
          if (opener) {
            event.preventDefault();
            opener.focus();
          }
        }}
      >
        <fetcher.Form ref={form} method="post" action={account} noValidate className="flex flex-col gap-4">
          <input type="hidden" name="intent" value={signUp ? "sign-up" : "sign-in"} />
          <input type="hidden" name="via" value="dialog" />
          <input type="hidden" name="redirectTo" value={pathname + search} />
          <AuthFields idPrefix="dialog" mode={mode} />
          {signUp ? null : (
            <Link to={`${account}?mode=forgot`} onClick={closeSignIn} className="-mt-2 self-start text-sm font-medium text-primary underline-offset-4 hover:underline">
              {t.forgot}
            </Link>
          )}
          <div className="flex flex-col gap-2 sm:flex-row-reverse">
            <Button type="submit" className="sm:flex-1" disabled={busy} data-testid="auth-submit">
              {signUp ? t.signUp : t.signIn}
            </Button>
            <Button type="button" variant="outline" className="sm:flex-1" onClick={() => setSignInMode(signUp ? "signin" : "signup")} data-testid="auth-toggle">
              {signUp ? t.haveAccount : t.createAccount}
            </Button>
          </div>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
