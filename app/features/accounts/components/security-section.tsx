import ShieldCheck from "lucide-react/icons/shield-check";
import type { ReactNode } from "react";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fmt, useDictionary, useLang } from "~/i18n";
import { plural } from "~/i18n/plural";
import { securityTexts } from "~/i18n/security";
import { pagePath } from "~/lib/routes";
import { cn } from "~/lib/utils";
import type { SecondFactors } from "~/lib/accounts";
import type { AccountAnswer, AuthenticatorSetup, SecurityIntent } from "../auth-answer";
import { AuthenticatorKey } from "./authenticator-setup";
import { FormAlert } from "./form-alert";
import { PasskeyList } from "./passkey-list";
import { usePlatformPasskey } from "./passkeys";
import { RecoveryCodes } from "./recovery-codes";

/** One of the section's forms: posts its intent to the account page and comes back to the section. */
function SecurityForm({ intent, className, children, testId }: { intent: SecurityIntent; className?: string; children: ReactNode; testId?: string }) {
  const lang = useLang();
  return (
    <Form method="post" action={`${pagePath("account", lang)}#security`} noValidate className={cn("space-y-3", className)} data-testid={testId}>
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** The key of an authenticator being set up, as a QR code and as text, and the form for its first code. */
function Setup({ setup, error }: { setup: AuthenticatorSetup; error?: string }) {
  const t = useDictionary(securityTexts).app;
  return (
    <SecurityForm intent="security-confirm" className="rounded-xl border p-4" testId="authenticator-setup">
      <p className="font-medium">{t.scan}</p>
      <AuthenticatorKey uri={setup.uri} keyText={setup.key} qr={setup.qr} />
      <input type="hidden" name="uri" value={setup.uri} />
      <input type="hidden" name="codes" value={JSON.stringify(setup.codes)} />
      <FormAlert message={error} testId="security-error" />
      <TextField id="setup-code" name="code" label={t.enterCode} inputMode="numeric" autoComplete="one-time-code" maxLength={7} data-testid="authenticator-code" />
      <Button type="submit" data-testid="authenticator-confirm">{t.confirm}</Button>
    </SecurityForm>
  );
}

/**
 * The account page's two-step sign-in (ADR 0305): the authenticator app
 * (set up with the password and a first code, recovery codes shown once,
 * new codes with the password and a current code, turned off with a current
 * code, ADR 0306) and passkeys (added or removed, with two-step sign-in
 * on, once a factor is shown). Every
 * form works without script; `answer` is the action's answer to one of them.
 */
export function SecuritySection({
  factors,
  factorShown,
  answer,
  shownCodes,
  email,
  required,
}: {
  factors: SecondFactors;
  /** This session showed a second factor in the last few minutes, which vouches for one change of passkeys. */
  factorShown: boolean;
  answer?: AccountAnswer;
  /** Recovery codes just made, brought by their one-time cookie: shown this once. */
  shownCodes?: { readonly codes: readonly string[]; readonly reason: "turned-on" | "new" };
  email: string;
  required: boolean;
}) {
  const lang = useLang();
  const t = useDictionary(securityTexts);
  const error = (intent: SecurityIntent) => (answer?.form === intent ? answer.formError : undefined);
  const codeError = (intent: SecurityIntent) => {
    const code = answer?.form === intent ? answer.errors.code : undefined;
    return code ? t.app.codeErrors[code] : undefined;
  };
  const setup = answer?.setup;
  const codes = shownCodes?.codes;
  // A phone with its own fingerprint or face check is offered a passkey before the app (issue 54, item 5).
  const passkeyFirst = usePlatformPasskey() && !factors.enabled && !setup;
  const app = (
    <div className="space-y-3">
      <h3 className="text-lg font-semibold">{t.app.title}</h3>
      {codes ? <RecoveryCodes codes={codes} email={email} note={shownCodes?.reason === "turned-on" ? t.app.turnedOn : undefined} /> : null}
      {setup ? (
        <Setup setup={setup} error={error("security-confirm")} />
      ) : factors.authenticator ? (
        <>
          <p data-testid="authenticator-status">{fmt(t.app.set, { codes: plural(lang, factors.recoveryCodesLeft, t.app.codesLeft) })}</p>
          <SecurityForm intent="security-codes" className="rounded-xl border p-4" testId="recovery-codes-new">
            <p className="text-sm text-muted-foreground">{t.app.newCodesHint}</p>
            <FormAlert message={error("security-codes")} testId="security-error" />
            <TextField id="codes-password" name="password" type="password" autoComplete="current-password" label={t.app.password} />
            <TextField id="codes-code" name="code" label={t.app.currentCode} autoComplete="one-time-code" maxLength={20} error={codeError("security-codes")} />
            <Button type="submit" variant="outline">{t.app.newCodes}</Button>
          </SecurityForm>
          <SecurityForm intent="security-off" className="rounded-xl border p-4" testId="authenticator-off">
            <p className="text-sm text-muted-foreground">{t.app.turnOffHint}</p>
            <FormAlert message={error("security-off")} testId="security-error" />
            <TextField id="off-code" name="code" label={t.app.currentCode} autoComplete="one-time-code" maxLength={20} error={codeError("security-off")} />
            <Button type="submit" variant="danger">{t.app.turnOff}</Button>
          </SecurityForm>
        </>
      ) : (
        <SecurityForm intent="security-enable" className="rounded-xl border p-4" testId="authenticator-start">
          <p className="text-sm text-muted-foreground">{t.app.notSet} {t.app.startHint}</p>
          <FormAlert message={error("security-enable")} testId="security-error" />
          <TextField id="enable-password" name="password" type="password" autoComplete="current-password" label={t.app.password} />
          <Button type="submit">{t.app.start}</Button>
        </SecurityForm>
      )}
    </div>
  );
  const passkeys = (
    <>
      <FormAlert message={error("passkey-rename") ?? error("passkey-delete")} testId="security-error" />
      {/* The server's rule (ADR 0306) as the page can tell it: an account with a passkey has two-step sign-in on, so "on" covers removing too. */}
      <PasskeyList
        passkeys={factors.passkeys}
        guard={{ needed: factors.enabled, shown: factorShown, byCode: factors.authenticator, codeError: codeError("security-prove"), error: error("security-prove") }}
      />
    </>
  );
  return (
    <section id="security" aria-labelledby="security-title" className="max-w-3xl scroll-mt-24 space-y-5" data-testid="security-section">
      <div className="space-y-2">
        <h2 id="security-title" className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
          <ShieldCheck aria-hidden className="size-6" />
          {t.title}
          <span className={cn("rounded-full px-3 py-0.5 text-sm font-semibold", factors.enabled ? "bg-primary text-primary-foreground" : "border")} data-testid="security-status">
            {factors.enabled ? t.on : t.off}
          </span>
        </h2>
        <p className="text-muted-foreground">{t.intro}</p>
        {required && !factors.enabled ? (
          <p role="alert" className="rounded-lg border-2 border-primary px-3 py-2 font-medium" data-testid="security-required">{t.agentRequired}</p>
        ) : null}
      </div>

      {passkeyFirst ? (
        <>
          <p className="rounded-lg border-2 border-primary px-3 py-2 font-medium" data-testid="passkey-first">{t.app.passkeyFirst}</p>
          {passkeys}
          {app}
        </>
      ) : (
        <>
          {app}
          {passkeys}
        </>
      )}
    </section>
  );
}
