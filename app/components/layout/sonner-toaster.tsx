import { useEffect } from "react";
import { Toaster } from "sonner";
import type { Theme } from "~/lib/cookies";
import { useUi } from "~/i18n";
import { toasterMounted } from "./toast";

/** sonner's toaster, loaded after hydration (see ./toaster). */
export default function SonnerToaster({ theme }: { theme: Theme }) {
  const ui = useUi();
  useEffect(toasterMounted, []);
  return <Toaster theme={theme} visibleToasts={3} duration={4500} position="top-center" closeButton richColors containerAriaLabel={ui.common.notifications} />;
}
