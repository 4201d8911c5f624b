import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { useAuthText, useLang } from "~/i18n";
import { alertFrequencies } from "~/lib/accounts";
import { themes } from "~/lib/cookies";
import { langs, pagePath } from "~/lib/routes";
import type { SessionUser } from "~/server/auth/session.server";

const languageNames = { en: "English", es: "Español" } as const;

function Select({ id, name, label, value, options }: { id: string; name: string; label: string; value: string; options: ReadonlyArray<[string, string]> }) {
  return (
    <Field id={id} label={label}>
      <NativeSelect name={name} defaultValue={value}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>{text}</option>
        ))}
      </NativeSelect>
    </Field>
  );
}

/** Language, theme and alert frequency; saving also sets this browser's language and theme. */
export function PreferencesForm({ user }: { user: SessionUser }) {
  const lang = useLang();
  const t = useAuthText().account;
  return (
    <Form method="post" action={pagePath("account", lang)} className="grid gap-4 sm:grid-cols-3" data-testid="preferences-form">
      <input type="hidden" name="intent" value="preferences" />
      <Select id="pref-lang" name="lang" label={t.language} value={user.lang} options={langs.map((value) => [value, languageNames[value]])} />
      <Select id="pref-theme" name="theme" label={t.theme} value={user.theme} options={themes.map((value) => [value, t.themes[value]])} />
      <Select id="pref-alerts" name="alertFrequency" label={t.alertFrequency} value={user.alertFrequency} options={alertFrequencies.map((value) => [value, t.frequencies[value]])} />
      <Button type="submit" className="sm:col-span-3 sm:justify-self-start">{t.savePreferences}</Button>
    </Form>
  );
}

