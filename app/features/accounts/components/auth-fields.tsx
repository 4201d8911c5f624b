import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useAuthText } from "~/i18n";
import type { AuthMode } from "./dialog-store";

/**
 * E-mail and password, as the spec has them: an e-mail input, a masked
 * password, and no client-side checks; the server decides.
 */
export function AuthFields({ idPrefix, mode, email }: { idPrefix: string; mode: AuthMode; email?: string }) {
  const t = useAuthText().dialog;
  return (
    <>
      <Field id={`${idPrefix}-email`} label={t.email}>
        <Input name="email" type="email" autoComplete="email" defaultValue={email} data-testid="auth-email" />
      </Field>
      <Field id={`${idPrefix}-password`} label={t.password}>
        <Input name="password" type="password" autoComplete={mode === "signup" ? "new-password" : "current-password"} data-testid="auth-password" />
      </Field>
    </>
  );
}
