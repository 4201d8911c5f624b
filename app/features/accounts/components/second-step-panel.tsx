import { Form, Link } from "~/components/ui/link";
import { useAuthText, useLang } from "~/i18n";
import { pagePath } from "~/lib/routes";
import type { SecondStepMethod } from "../auth-answer";
import { authBox, FormAlert } from "./form-alert";
import { SecondStepFields, type CodeKind } from "./second-step";

/**
 * The second step on the account page (ADR 0305), where a sign-in without
 * script lands after its password: the code (or, by a link, a recovery code),
 * trust this device, a passkey once script runs, or start over.
 */
export function SecondStepPanel({ redirectTo, message, methods, codeKind }: { redirectTo: string; message?: string; methods: readonly SecondStepMethod[]; codeKind: CodeKind }) {
  const lang = useLang();
  const t = useAuthText().dialog;
  const account = pagePath("account", lang);
  const here = (use: CodeKind) => `${account}?${new URLSearchParams({ mode: "two-factor", methods: methods.join(","), use, redirectTo })}`;
  return (
    <Form method="post" action={here(codeKind)} noValidate className={authBox} data-testid="second-step-form">
      <h2 className="text-xl font-semibold">{t.twoStepTitle}</h2>
      <FormAlert message={message} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <SecondStepFields
        idPrefix="page"
        kind={codeKind}
        methods={methods}
        switchTo={(next, label) => (
          <Link to={here(next)} replace className="block text-sm font-medium text-primary underline-offset-4 hover:underline" data-testid="second-step-switch">{label}</Link>
        )}
        onPasskey={(ok) => {
          if (ok) window.location.assign(redirectTo);
        }}
      />
      <Link to={`${account}?redirectTo=${encodeURIComponent(redirectTo)}`} className="block text-sm font-medium text-primary underline-offset-4 hover:underline">{t.startOver}</Link>
    </Form>
  );
}
