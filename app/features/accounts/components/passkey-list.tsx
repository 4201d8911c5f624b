import KeyRound from "lucide-react/icons/key-round";
import { useState } from "react";
import { Form, useRevalidator } from "react-router";
import { toast } from "~/components/layout/toast";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { fmt, useAuthText, useDictionary, useLang } from "~/i18n";
import { securityTexts } from "~/i18n/security";
import { formatDate } from "~/lib/dates";
import { pagePath } from "~/lib/routes";
import { useHydrated } from "~/lib/use-hydrated";
import type { PasskeyEntry } from "~/server/auth/second-factors.server";
import { addPasskey, passkeysSupported } from "./passkeys";

/**
 * The account's passkeys, each renamed or removed by a plain form, and a new
 * one made on this device (WebAuthn needs script: without it, the list and
 * its forms still work and a line says so).
 */
export function PasskeyList({ passkeys }: { passkeys: readonly PasskeyEntry[] }) {
  const lang = useLang();
  const t = useDictionary(securityTexts).passkeys;
  const account = pagePath("account", lang);
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
              <Form method="post" action={`${account}#security`}>
                <input type="hidden" name="intent" value="passkey-delete" />
                <input type="hidden" name="id" value={passkey.id} />
                <Button type="submit" variant="danger" data-testid="passkey-remove">{t.remove}</Button>
              </Form>
            </div>
          </li>
        ))}
      </ul>
      <AddPasskey />
    </div>
  );
}

function AddPasskey() {
  const toasts = useAuthText().toasts;
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
        void addPasskey(name.trim() || t.defaultName).then(async (ok) => {
          setBusy(false);
          if (!ok) return void toast.error(t.failed);
          await revalidator.revalidate();
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
