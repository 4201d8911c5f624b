import { lazy, Suspense, useState } from "react";
import { AuthSync } from "./auth-sync";
import { loadSignInDialog, useSignInDialog } from "./dialog-store";

const SignInDialog = lazy(() => loadSignInDialog().then((module) => ({ default: module.SignInDialog })));

/**
 * The page-wide parts of accounts: the one sign-in dialog and the session sync.
 * The dialog's code loads when it is first opened (its triggers start loading
 * it on hover and focus), then stays mounted.
 */
export function AuthChrome() {
  const { open } = useSignInDialog();
  const [used, setUsed] = useState(false);
  if (open && !used) setUsed(true);
  return (
    <>
      {used || open ? (
        <Suspense fallback={null}>
          <SignInDialog />
        </Suspense>
      ) : null}
      <AuthSync />
    </>
  );
}
