import { AuthSync } from "./auth-sync";
import { SignInDialog } from "./sign-in-dialog";

/** The page-wide parts of accounts: the one sign-in dialog and the session sync. */
export function AuthChrome() {
  return (
    <>
      <SignInDialog />
      <AuthSync />
    </>
  );
}
