import KeyRound from "lucide-react/icons/key-round";
import { useEffect, useRef, useState } from "react";
import { useRevalidator } from "react-router";
import { Form } from "~/components/ui/link";
import { toast } from "~/components/layout/toast";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fmt, useAuthText, useDictionary, useLang } from "~/i18n";
import { securityTexts } from "~/i18n/security";
import { formatDate } from "~/lib/dates";
import { pagePath } from "~/lib/routes";
import { useHydrated } from "~/lib/use-hydrated";
import type { PasskeyEntry } from "~/lib/accounts";
import { FormAlert } from "./form-alert";
import { addPasskey, passkeysSupported } from "./passkeys";
import { PasskeyButton } from "./second-step";

/**
 * Whether adding or removing a passkey waits for the owner to confirm it's
 * her (ADR 0306: two-step sign-in is on, and this session hasn't shown a
 * factor in the last few minutes), and the ways she has to: a current code
 * from the authenticator or a recovery code, or a passkey.
 */
export interface PasskeyGuard {
  readonly needed: boolean;
  readonly shown: boolean;
  readonly byCode: boolean;
  /** The confirmation form's refusal: the code field's, or the whole form's. */
  readonly codeError?: string;
  readonly error?: string;
}

/**
 * The account's passkeys, each renamed or removed by a plain form, and a new
 * one made on this device (WebAuthn needs script: without it, the list and
 * its forms still work and a line says so). With two-step sign-in on, adding
 * or removing one first asks the owner to confirm it's her.
 */
export function PasskeyList({ passkeys, guard }: { passkeys: readonly PasskeyEntry[]; guard: PasskeyGuard }) {
  const lang = useLang();
  const t = useDictionary(securityTexts).passkeys;
  const account = pagePath("account", lang);
  const changeable = !guard.needed || guard.shown;
  // Confirming takes the confirmation's controls away: focus goes to the line that says what it opened, not to the page's top.
  const confirmed = useRef<HTMLParagraphElement>(null);
  const asked = useRef(false);
  useEffect(() => {
    if (!changeable) asked.current = true;
    else if (asked.current) {
      asked.current = false;
      confirmed.current?.focus();
    }
  }, [changeable]);
  return (
    <div className="space-y-3" data-testid="passkeys">
      <h3 className="text-lg font-semibold">{t.title}</h3>
      <p className="text-sm text-muted-foreground">{t.intro}</p>
      {passkeys.length === 0 ? <p className="text-sm">{t.none}</p> : null}
      <ul className="space-y-3">
        {passkeys.map((passkey) => (
          <li key={passkey.id} className="space-y-2 rounded-xl border p-3" data-testid="passkey">
            <p className="flex items-center gap-2 font-medium">
              <KeyRound aria-hidden className="size-4" />
              <span data-testid="passkey-name">{passkey.name || t.defaultName}</span>
              {passkey.createdAt ? <span className="text-sm font-normal text-muted-foreground">· {fmt(t.added, { date: formatDate(lang, passkey.createdAt) })}</span> : null}
            </p>
            <div className="flex flex-wrap items-end gap-2">
              <Form method="post" action={`${account}#security`} className="flex flex-wrap items-end gap-2">
                <input type="hidden" name="intent" value="passkey-rename" />
                <input type="hidden" name="id" value={passkey.id} />
                <TextField id={`passkey-name-${passkey.id}`} name="name" label={fmt(t.renameLabel, { name: passkey.name || t.defaultName })} defaultValue={passkey.name} maxLength={60} />
                <Button type="submit" variant="outline">{t.rename}</Button>
              </Form>
              {changeable ? (
                <Form method="post" action={`${account}#security`}>
                  <input type="hidden" name="intent" value="passkey-delete" />
                  <input type="hidden" name="id" value={passkey.id} />
                  <Button type="submit" variant="danger" data-testid="passkey-remove">{t.remove}</Button>
                </Form>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
      {changeable ? (
        <>
          {guard.needed ? (
            <p ref={confirmed} tabIndex={-1} className="text-sm font-medium" data-testid="passkey-confirmed">{t.confirm.done}</p>
          ) : null}
          <AddPasskey />
        </>
      ) : (
        <ConfirmItsYou byCode={guard.byCode} byPasskey={passkeys.length > 0} codeError={guard.codeError} error={guard.error} />
      )}
    </div>
  );
}

/**
 * Confirming it's the owner before a passkey is added or removed: a code
 * posted by a plain form (its check leaves the session its proof, ADR 0306),
 * or an assertion with one of her passkeys, which needs script.
 */
function ConfirmItsYou({ byCode, byPasskey, codeError, error }: { byCode: boolean; byPasskey: boolean; codeError?: string; error?: string }) {
  const lang = useLang();
  const t = useDictionary(securityTexts);
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [failed, setFailed] = useState(false);
  return (
    <div className="space-y-3 rounded-xl border p-4" data-testid="passkey-confirm">
      <p className="text-sm text-muted-foreground">{t.passkeys.confirm.hint}</p>
      <FormAlert message={failed ? t.passkeys.confirm.failed : error} testId="security-error" />
      {byCode ? (
        <Form method="post" action={`${pagePath("account", lang)}#security`} noValidate className="space-y-3">
          <input type="hidden" name="intent" value="security-prove" />
          <TextField id="prove-code" name="code" label={t.app.currentCode} autoComplete="one-time-code" maxLength={20} error={codeError} />
          <Button type="submit" variant="outline" data-testid="passkey-confirm-code">{t.passkeys.confirm.submit}</Button>
        </Form>
      ) : null}
      {!byPasskey ? null : !hydrated ? (
        <p className="text-sm text-muted-foreground">{t.passkeys.confirm.needsScript}</p>
      ) : !passkeysSupported() ? (
        <p className="text-sm text-muted-foreground">{t.passkeys.confirm.unsupported}</p>
      ) : (
        <PasskeyButton
          label={t.passkeys.confirm.withPasskey}
          variant="outline"
          testId="passkey-confirm-passkey"
          onDone={(ok) => {
            setFailed(!ok);
            if (ok) void revalidator.revalidate();
          }}
        />
      )}
    </div>
  );
}

function AddPasskey() {
  const { toasts, errors } = useAuthText();
  const t = useDictionary(securityTexts).passkeys;
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const [name, setName] = useState(t.defaultName);
  const [busy, setBusy] = useState(false);
  if (!hydrated) return <p className="text-sm text-muted-foreground">{t.needsScript}</p>;
  if (!passkeysSupported()) return <p className="text-sm text-muted-foreground">{t.unsupported}</p>;
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        setBusy(true);
        void addPasskey(name.trim() || t.defaultName).then(async (result) => {
          setBusy(false);
          if (result === "failed") return void toast.error(t.failed);
          // Added, the confirmation is used up; refused, it had run out: either way the page asks for the next one.
          await revalidator.revalidate();
          if (result === "confirm-first") return void toast.error(errors.codeRequired);
          toast.success(toasts.passkeyAdded);
        });
      }}
    >
      <TextField id="passkey-new-name" label={t.name} value={name} onChange={(event) => setName(event.target.value)} maxLength={60} />
      <Button type="submit" disabled={busy} data-testid="passkey-add">
        <KeyRound aria-hidden className="size-4" />
        {busy ? t.adding : t.add}
      </Button>
    </form>
  );
}
