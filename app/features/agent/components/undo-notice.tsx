import { useEffect } from "react";
import { useLocation, useRevalidator } from "react-router";
import { toast } from "~/components/layout/toast";
import { Button } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import { undoTexts } from "~/i18n/undo";
import { agentUndoPath, type UndoOffer } from "~/lib/undo";
import { useHydrated } from "~/lib/use-hydrated";

/** Offers shown as a toast already: a revalidation brings the same offer back, which must not toast twice. */
const toasted = new Set<number>();

/**
 * The Undo of the agent's last deletion, for its ten seconds (ADR 0420): a toast with an Undo
 * button once the page has script; before that, and without script, a notice with a plain form.
 */
export function UndoNotice({ offer }: { offer: UndoOffer | null }) {
  const lang = useLang();
  const t = undoTexts[lang];
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  const { pathname, search } = useLocation();
  const returnTo = `${pathname}${search}`;
  const seconds = offer ? Math.max(1, Math.round(offer.msLeft / 1000)) : 0;

  useEffect(() => {
    if (!offer || !hydrated || toasted.has(offer.id)) return;
    toasted.add(offer.id);
    const undo = async () => {
      const body = new FormData();
      body.set("id", String(offer.id));
      body.set("via", "script");
      const answer = await fetch(agentUndoPath, { method: "POST", body, headers: { Accept: "application/json" } });
      if (answer.ok) toast.success(t.restored);
      else toast.error(t.tooLate);
      await revalidator.revalidate();
    };
    toast(t.deleted[offer.kind], {
      id: `undo-${offer.id}`,
      duration: offer.msLeft,
      description: fmt(t.until, { seconds }),
      action: { label: t.undo, onClick: () => void undo() },
    });
  }, [offer, hydrated, revalidator, t, seconds]);

  if (!offer || hydrated) return null;
  return (
    <div role="status" className="flex flex-wrap items-center gap-3 rounded-xl border bg-muted p-3" data-testid="undo-notice">
      <p>
        {t.deleted[offer.kind]} {fmt(t.until, { seconds })}
      </p>
      <form method="post" action={agentUndoPath}>
        <input type="hidden" name="id" value={offer.id} />
        <input type="hidden" name="redirectTo" value={returnTo} />
        <Button type="submit" variant="outline" size="sm">
          {t.undo}
        </Button>
      </form>
    </div>
  );
}
