import { Toaster as Sonner } from "sonner";
import { useRouteLoaderData } from "react-router";
import type { Theme } from "~/lib/cookies";

/** Toasts: up to three at a time, about 4.5 s each, above the phone bar. */
export function Toaster() {
  const theme = (useRouteLoaderData("root") as { theme?: Theme } | undefined)?.theme ?? "system";
  return <Sonner theme={theme} visibleToasts={3} duration={4500} position="top-center" closeButton richColors />;
}
