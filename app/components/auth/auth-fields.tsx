import { TextField } from "~/components/ui/input";
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
      <TextField id={`${idPrefix}-email`} name="email" type="email" autoComplete="email" label={t.email} defaultValue={email} data-testid="auth-email" />
      <TextField
        id={`${idPrefix}-password`}
        name="password"
        type="password"
        autoComplete={mode === "signup" ? "new-password" : "current-password"}
        label={t.password}
        data-testid="auth-password"
      />
    </>
  );
}
