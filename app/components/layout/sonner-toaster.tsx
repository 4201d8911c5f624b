import { useEffect } from "react";
import { Toaster } from "sonner";
import type { Theme } from "~/lib/cookies";
import { toasterMounted } from "./toast";

/** sonner's toaster, loaded after hydration (see ./toaster). */
export default function SonnerToaster({ theme }: { theme: Theme }) {
  useEffect(toasterMounted, []);
  return <Toaster theme={theme} visibleToasts={3} duration={4500} position="top-center" closeButton richColors />;
}
