import { Button } from "~/components/ui/button";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { fmt } from "~/i18n";
import { useLeadWorkText } from "./texts";

export type ReplaceChoice = "replace" | "keep" | "below";

/** Asks before a template takes the place of a message she changed: replace it, keep hers, or add the template below. */
export function ReplaceDialog({ template, onChoose }: { template: string | null; onChoose: (choice: ReplaceChoice) => void }) {
  const t = useLeadWorkText();
  return (
    <Dialog open={template !== null} onOpenChange={(open) => (open ? undefined : onChoose("keep"))}>
      {template === null ? null : (
        <DialogContent title={t.reply.replaceTitle} description={fmt(t.reply.replaceDescription, { template })} closeLabel={t.reply.close} data-testid="replace-dialog">
          <div className="flex flex-wrap gap-2">
            <Button type="button" onClick={() => onChoose("keep")} data-testid="keep-mine">
              {t.reply.keepMine}
            </Button>
            <Button type="button" variant="outline" onClick={() => onChoose("below")} data-testid="add-below">
              {t.reply.addBelow}
            </Button>
            <Button type="button" variant="outline" onClick={() => onChoose("replace")} data-testid="replace-text">
              {t.reply.replace}
            </Button>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
