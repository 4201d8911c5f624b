import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";
import { useAuthText, useLang } from "~/i18n";
import { pagePath } from "~/lib/routes";

/** Deleting the account, confirmed by a tick the server checks. */
export function DeleteAccount({ message }: { message?: string }) {
  const lang = useLang();
  const t = useAuthText().account;
  return (
    <Form method="post" action={pagePath("account", lang)} className="space-y-3 rounded-2xl border border-red-700/40 p-5 dark:border-red-300/40" data-testid="delete-account">
      <h2 className="text-xl font-semibold">{t.danger}</h2>
      <p className="text-sm">{t.dangerBody}</p>
      <input type="hidden" name="intent" value="delete-account" />
      <CheckboxField
        id="delete-account-confirm"
        name="confirm"
        value="yes"
        label={t.confirmDelete}
        error={message}
        alert
        className="space-y-3"
        rowClassName="flex min-h-11 items-center gap-3"
        labelClassName="text-sm font-medium"
      />
      <Button type="submit" variant="danger">{t.deleteButton}</Button>
    </Form>
  );
}
