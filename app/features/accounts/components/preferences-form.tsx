import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import { useAuthText, useLang } from "~/i18n";
import { alertFrequencies } from "~/lib/accounts";
import { themes } from "~/lib/cookies";
import { langs, pagePath } from "~/lib/routes";
import type { SessionUser } from "~/lib/accounts";

const languageNames = { en: "English", es: "Español" } as const;

/** Language, theme and alert frequency; saving also sets this browser's language and theme. */
export function PreferencesForm({ user }: { user: SessionUser }) {
  const lang = useLang();
  const t = useAuthText().account;
  return (
    <Form method="post" action={pagePath("account", lang)} className="grid gap-4 sm:grid-cols-3" data-testid="preferences-form">
      <input type="hidden" name="intent" value="preferences" />
      <SelectField id="pref-lang" name="lang" label={t.language} defaultValue={user.lang} options={langs.map((value) => [value, languageNames[value]] as const)} />
      <SelectField id="pref-theme" name="theme" label={t.theme} defaultValue={user.theme} options={themes.map((value) => [value, t.themes[value]] as const)} />
      <SelectField
        id="pref-alerts"
        name="alertFrequency"
        label={t.alertFrequency}
        defaultValue={user.alertFrequency}
        options={alertFrequencies.map((value) => [value, t.frequencies[value]] as const)}
      />
      <Button type="submit" className="sm:col-span-3 sm:justify-self-start">{t.savePreferences}</Button>
    </Form>
  );
}

