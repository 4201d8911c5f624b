import KeyRound from "lucide-react/icons/key-round";
import { useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { CheckboxField, TextField } from "~/components/ui/field";
import { useAuthText } from "~/i18n";
import { useHydrated } from "~/lib/use-hydrated";
import type { SecondStepMethod } from "../auth-answer";
import { passkeysSupported, signInWithPasskey, usePlatformPasskey } from "./passkeys";

export type CodeKind = "totp" | "recovery";

/**
 * The second step's fields (ADR 0305): the authenticator's 6-digit code, or a
 * recovery code, and whether to trust this device for 30 days; with a passkey
 * as the other way where the account has one and the browser can. The form
 * around them posts intent "two-factor" to the account page's action.
 * `switchTo` is how the other kind of code is reached: a link without
 * script, a button in the dialog. The code's field takes the focus when it
 * appears: after the password the button that sent it is gone, and the focus
 * would fall to the page.
 */
export function SecondStepFields({
  idPrefix,
  kind,
  methods,
  switchTo,
  onPasskey,
}: {
  idPrefix: string;
  kind: CodeKind;
  methods: readonly SecondStepMethod[];
  switchTo: (next: CodeKind, label: string) => ReactNode;
  onPasskey: (ok: boolean) => void;
}) {
  const t = useAuthText().dialog;
  // Known only in the browser, so after hydration: the server's markup has no passkey button.
  const canPasskey = useHydrated() && methods.includes("passkey") && passkeysSupported();
  const hasCode = methods.includes("totp");
  // On a device that makes passkeys itself (a phone's fingerprint or face), the passkey comes first (issue 54, item 5).
  const passkeyFirst = usePlatformPasskey() && canPasskey;
  const passkey = <PasskeyButton label={t.usePasskey} variant={hasCode && !passkeyFirst ? "outline" : "primary"} testId="second-step-passkey" onDone={onPasskey} />;
  return (
    <>
      {passkeyFirst ? passkey : null}
      <p className="text-sm text-muted-foreground" data-testid="second-step-description">
        {!hasCode ? t.passkeyDescription : kind === "recovery" ? t.recoveryDescription : t.twoStepDescription}
      </p>
      <input type="hidden" name="intent" value="two-factor" />
      <input type="hidden" name="method" value={kind} />
      {hasCode ? (
        <>
          {kind === "recovery" ? (
            <TextField id={`${idPrefix}-recovery`} label={t.recoveryCode} name="code" autoComplete="off" autoCapitalize="off" spellCheck={false} autoFocus data-testid="second-step-code" />
          ) : (
            <TextField
              id={`${idPrefix}-code`}
              label={t.code}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9 ]{6,7}"
              maxLength={7}
              autoFocus
              data-testid="second-step-code"
            />
          )}
          <CheckboxField id={`${idPrefix}-trust`} name="trustDevice" label={t.trustDevice} rowClassName="flex min-h-11 items-center gap-3" labelClassName="text-sm" />
          <Button type="submit" data-testid="second-step-submit">{t.verify}</Button>
          {switchTo(kind === "recovery" ? "totp" : "recovery", kind === "recovery" ? t.useApp : t.useRecovery)}
        </>
      ) : null}
      {canPasskey && !passkeyFirst ? passkey : null}
    </>
  );
}

/** A button that asserts with a passkey of this device (signs in, or confirms it's the owner); `onDone` hears whether it worked. */
export function PasskeyButton({ label, variant, testId, onDone }: { label: string; variant: "primary" | "outline" | "ghost"; testId: string; onDone: (ok: boolean) => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      type="button"
      variant={variant}
      disabled={busy}
      data-testid={testId}
      onClick={() => {
        setBusy(true);
        void signInWithPasskey().then((ok) => {
          setBusy(false);
          onDone(ok);
        });
      }}
    >
      <KeyRound aria-hidden className="size-4" />
      {label}
    </Button>
  );
}

/**
 * Signing in with a passkey alone, no password: the device checks its owner
 * (ADR 0305). Shown where the browser can; `onDone` hears whether it worked.
 */
export function PasskeySignInButton({ onDone }: { onDone: (ok: boolean) => void }) {
  const t = useAuthText().dialog;
  const supported = useHydrated() && passkeysSupported();
  return supported ? <PasskeyButton label={t.signInWithPasskey} variant="ghost" testId="passkey-sign-in" onDone={onDone} /> : null;
}
