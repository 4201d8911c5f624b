import { useEffect } from "react";
import { Form, Link } from "~/components/ui/link";
import type { SecondStepMethod } from "../auth-answer";
import { AuthFields } from "./auth-fields";
import { authBox, FormAlert } from "./form-alert";
import { island } from "~/components/layout/island";
import type { CodeKind } from "./second-step";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fmt, useAuthText, useLang } from "~/i18n";
import { authStore } from "~/lib/auth-store";
import { pagePath } from "~/lib/routes";

export type AccountMode = "signin" | "signup" | "forgot" | "reset" | "two-factor";

// The second step and the passkey button are for few visits: their code loads after the page's own, the server rendering them in full (ADR 0504).
const SecondStepPanel = island(() => import("./second-step-panel").then((module) => module.SecondStepPanel));
const PasskeySignInButton = island(() => import("./second-step").then((module) => module.PasskeySignInButton));


/**
 * The sign-in dialog's forms as a page, for visitors without JavaScript and
 * for the links in e-mails: sign in (and its second step), create account,
 * forgot password, and choose a new password.
 */
export function AuthPanel({ mode, redirectTo, token, message, email, minPassword, methods = ["totp"], codeKind = "totp" }: {
  mode: AccountMode;
  redirectTo: string;
  token?: string;
  message?: string;
  email?: string;
  minPassword: number;
  methods?: readonly SecondStepMethod[];
  codeKind?: CodeKind;
}) {
  const lang = useLang();
  const { dialog: t, account: a } = useAuthText();
  const account = pagePath("account", lang);
  const back = `?redirectTo=${encodeURIComponent(redirectTo)}`;

  useEffect(() => {
    if (mode === "reset" && token) authStore.emit("PASSWORD_RECOVERY");
  }, [mode, token]);

  if (mode === "forgot") {
    return (
      <Form method="post" action={account} noValidate className={authBox} data-testid="forgot-form">
        <h2 className="text-xl font-semibold">{a.forgotTitle}</h2>
        <p className="text-sm text-muted-foreground">{a.forgotBody}</p>
        <FormAlert message={message} />
        <input type="hidden" name="intent" value="forgot" />
        <TextField id="forgot-email" label={t.email} name="email" type="email" autoComplete="email" defaultValue={email} />
        <Button type="submit">{a.sendLink}</Button>
        <Link to={account} className="block text-sm font-medium text-primary underline-offset-4 hover:underline">{a.backToSignIn}</Link>
      </Form>
    );
  }
  if (mode === "two-factor") return <SecondStepPanel redirectTo={redirectTo} message={message} methods={methods} codeKind={codeKind} />;
  if (mode === "reset") {
    return (
      <Form method="post" action={account} noValidate className={authBox} data-testid="reset-form">
        <h2 className="text-xl font-semibold">{a.resetTitle}</h2>
        <FormAlert message={message} />
        <input type="hidden" name="intent" value="reset" />
        <input type="hidden" name="token" value={token ?? ""} />
        <TextField id="reset-password" label={a.newPassword} hint={fmt(a.passwordHint, { min: minPassword })} name="password" type="password" autoComplete="new-password" />
        <Button type="submit">{a.setPassword}</Button>
      </Form>
    );
  }
  const signUp = mode === "signup";
  return (
    <Form method="post" action={`${account}${back}`} noValidate className={authBox} data-testid="auth-form">
      <div className="space-y-1">
        <h2 className="text-xl font-semibold">{signUp ? t.signUpTitle : t.signInTitle}</h2>
        <p className="text-sm text-muted-foreground">{signUp ? t.signUpDescription : t.signInDescription}</p>
      </div>
      <FormAlert message={message} />
      <input type="hidden" name="intent" value={signUp ? "sign-up" : "sign-in"} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <AuthFields idPrefix="page" mode={signUp ? "signup" : "signin"} email={email} />
      {signUp ? null : (
        <Link to={`${account}?mode=forgot`} className="block text-sm font-medium text-primary underline-offset-4 hover:underline">{t.forgot}</Link>
      )}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button type="submit" className="sm:flex-1">{signUp ? t.signUp : t.signIn}</Button>
        <Button asChild variant="outline" className="sm:flex-1">
          <Link to={`${account}${back}&mode=${signUp ? "signin" : "signup"}`}>{signUp ? t.haveAccount : t.createAccount}</Link>
        </Button>
      </div>
      {signUp ? null : (
        <PasskeySignInButton
          onDone={(ok) => {
            if (ok) window.location.assign(redirectTo);
          }}
        />
      )}
    </Form>
  );
}
