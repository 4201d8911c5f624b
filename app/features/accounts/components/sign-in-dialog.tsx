import { useEffect, useRef, useState } from "react";
import { useFetcher, useLocation, useNavigate, useRevalidator } from "react-router";
import { Link, undiscovered } from "~/components/ui/link";
import { toast } from "~/components/layout/toast";
import { flashText } from "./flash";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { useAuthText, useLang } from "~/i18n";
import { pagePath } from "~/lib/routes";
import { authStore } from "~/lib/auth-store";
import type { AccountAnswer } from "../auth-answer";
import { AuthFields } from "./auth-fields";
import { PasskeySignInButton, SecondStepFields, type CodeKind } from "./second-step";
import { closeSignIn, setSignInMode, takeOpener, useSignInDialog, type AuthMode } from "./dialog-store";

/**
 * The sign-in dialog: sign-in mode and create-account mode, toggled by the
 * secondary button, and the second step an account with two-step sign-in
 * asks for after its password (ADR 0305). It posts to the account page's
 * action; on success it closes with a toast, on failure it stays open and
 * toasts the server's message.
 */
export function SignInDialog() {
  const { open, mode, opening } = useSignInDialog();
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : closeSignIn())}>
      <SignInDialogContent key={opening} mode={mode} />
    </Dialog>
  );
}

function SignInDialogContent({ mode }: { mode: AuthMode }) {
  const lang = useLang();
  const texts = useAuthText();
  const t = texts.dialog;
  const fetcher = useFetcher<AccountAnswer>();
  const codeFetcher = useFetcher<AccountAnswer>();
  const { pathname, search } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  const handled = useRef<AccountAnswer | undefined>(undefined);
  const account = pagePath("account", lang);
  const revalidator = useRevalidator();
  const [codeKind, setCodeKind] = useState<CodeKind>("totp");
  // A password accepted for an account with two-step sign-in turns the dialog to the second step, for this opening.
  const secondStep = fetcher.data?.secondStep;
  // The agent's area, when the password step said she goes there rather than stays on this page.
  const landing = fetcher.data?.landing;
  const navigate = useNavigate();

  const signedIn = () => {
    toast.success(flashText(lang, "signed-in"));
    closeSignIn();
    if (landing) void navigate(landing);
  };

  useEffect(() => {
    for (const answer of [fetcher, codeFetcher]) {
      const result = answer.data;
      if (answer.state !== "idle" || !result || handled.current === result) continue;
      handled.current = result;
      if (result.formError !== undefined) {
        toast.error(result.formError);
      } else if (result.toast) {
        if (result.form === "two-factor") authStore.passedChallenge();
        toast.success(flashText(lang, result.toast));
        form.current?.reset();
        closeSignIn();
        if (landing) void navigate(landing);
      }
    }
  }, [fetcher, codeFetcher, lang, landing, navigate]);

  const signUp = mode === "signup";
  const busy = fetcher.state !== "idle" || codeFetcher.state !== "idle";
  return (
    <DialogContent
      title={secondStep ? t.twoStepTitle : signUp ? t.signUpTitle : t.signInTitle}
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
      {secondStep ? (
        <codeFetcher.Form {...undiscovered} method="post" action={account} noValidate className="flex flex-col gap-4" data-testid="second-step-form">
          <input type="hidden" name="via" value="dialog" />
          <input type="hidden" name="redirectTo" value={pathname + search} />
          <SecondStepFields
            idPrefix="dialog"
            kind={codeKind}
            methods={secondStep.methods}
            switchTo={(next, label) => (
              <button type="button" onClick={() => setCodeKind(next)} className="self-start text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="second-step-switch">
                {label}
              </button>
            )}
            onPasskey={(ok) => {
              if (!ok) return void toast.error(texts.errors.passkeyFailed);
              authStore.passedChallenge();
              void revalidator.revalidate();
              signedIn();
            }}
          />
        </codeFetcher.Form>
      ) : (
        <fetcher.Form {...undiscovered} ref={form} method="post" action={account} noValidate className="flex flex-col gap-4">
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
          {signUp ? null : (
            <PasskeySignInButton
              onDone={(ok) => {
                if (!ok) return void toast.error(texts.errors.passkeyFailed);
                void revalidator.revalidate();
                signedIn();
              }}
            />
          )}
        </fetcher.Form>
      )}
    </DialogContent>
  );
}
