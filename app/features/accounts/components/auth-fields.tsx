import { TextField } from "~/components/ui/field";
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
      <TextField id={`${idPrefix}-email`} label={t.email} name="email" type="email" autoComplete="email" defaultValue={email} data-testid="auth-email" />
      <TextField
        id={`${idPrefix}-password`}
        label={t.password}
        name="password"
        type="password"
        autoComplete={mode === "signup" ? "new-password" : "current-password"}
        data-testid="auth-password"
      />
    </>
  );
}
