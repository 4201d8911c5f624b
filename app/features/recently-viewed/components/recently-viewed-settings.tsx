import Trash2 from "lucide-react/icons/trash-2";
import { startTransition, useEffect, useState } from "react";
import { toast } from "~/components/layout/toast";
import { Button } from "~/components/ui/button";
import { useDictionary } from "~/i18n";
import { recentlyViewedTexts } from "~/i18n/recently-viewed";
import { clearViewed, onViewedChange, readViewed } from "../store";

/**
 * The account page's say over the recently viewed list, signed in or not:
 * the list lives in this browser, not in the account. The button is
 * disabled while there is nothing to clear, and before the page's script
 * runs (which is also what keeps a list).
 */
export function RecentlyViewedSettings() {
  const t = useDictionary(recentlyViewedTexts);
  const [count, setCount] = useState(0);
  useEffect(() => {
    const read = () => startTransition(() => setCount(readViewed().length));
    read();
    return onViewedChange(read);
  }, []);
  return (
    <section aria-labelledby="recently-viewed-settings" className="max-w-3xl space-y-3" data-testid="recently-viewed-settings">
      <h2 id="recently-viewed-settings" className="text-2xl font-semibold">{t.title}</h2>
      <p className="text-muted-foreground">{t.account}</p>
      <Button
        type="button"
        variant="outline"
        disabled={count === 0}
        data-testid="recently-viewed-clear-all"
        onClick={() => {
          clearViewed();
          toast.success(t.cleared);
        }}
      >
        <Trash2 aria-hidden />
        {t.clearLabel}
      </Button>
    </section>
  );
}
