import { lazy, Suspense, useEffect, useEffectEvent } from "react";
import { useRouteLoaderData } from "react-router";
import { loadPart, useLang } from "~/i18n";
import type { Theme } from "~/lib/cookies";
import { useHydrated } from "~/lib/use-hydrated";
import { chromeParts } from "./chrome-parts";
import { toast } from "./toast";

const SonnerToaster = lazy(() => import("./sonner-toaster"));

/**
 * Toasts: up to three at a time, about 4.5 s each, above the phone bar. The
 * root loader's one-time flash (the notice a redirect carries) shows as one;
 * each revalidation of the root brings a new loader object, so the same
 * notice twice in a row still shows twice. sonner and the flash texts (which
 * include the lead and agent notices) load after hydration, off the critical path.
 */
export function Toaster() {
  const root = useRouteLoaderData("root") as { theme?: Theme; flash?: unknown } | undefined;
  const theme = root?.theme ?? "system";
  const lang = useLang();
  const hydrated = useHydrated();
  const { loadFlashText } = chromeParts();
  const show = useEffectEvent((flash: unknown) => {
    if (typeof flash !== "string") return;
    void Promise.all([loadFlashText(), loadPart("auth", lang)]).then(([flashText]) => {
      const text = flashText(lang, flash);
      if (text !== undefined) toast(text, { id: `flash-${flash}` });
    });
  });
  useEffect(() => show(root?.flash), [root]);
  return hydrated ? (
    <Suspense fallback={null}>
      <SonnerToaster theme={theme} />
    </Suspense>
  ) : null;
}
