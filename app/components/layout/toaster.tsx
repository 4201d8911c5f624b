import { useEffect, useEffectEvent } from "react";
import { Toaster as Sonner, toast } from "sonner";
import { useRouteLoaderData } from "react-router";
import { flashText, isFlashKey } from "~/components/account/flash";
import { useLang } from "~/i18n";
import type { Theme } from "~/lib/cookies";

/**
 * Toasts: up to three at a time, about 4.5 s each, above the phone bar. The
 * root loader's one-time flash (the notice a redirect carries) shows as one;
 * each revalidation of the root brings a new loader object, so the same
 * notice twice in a row still shows twice.
 */
export function Toaster() {
  const root = useRouteLoaderData("root") as { theme?: Theme; flash?: unknown } | undefined;
  const theme = root?.theme ?? "system";
  const lang = useLang();
  const show = useEffectEvent((flash: unknown) => {
    if (isFlashKey(flash)) toast(flashText(lang, flash), { id: `flash-${flash}` });
  });
  useEffect(() => show(root?.flash), [root]);
  return <Sonner theme={theme} visibleToasts={3} duration={4500} position="top-center" closeButton richColors />;
}
