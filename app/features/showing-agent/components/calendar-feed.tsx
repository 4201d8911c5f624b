import { useState } from "react";
import { useNavigation } from "react-router";
import { Form } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import type { SettingsAnswer } from "./settings-answer";
import { useShowingText } from "./texts";

/**
 * Her calendar link: shown once, right after she creates it (only its hash is kept), with Copy; a new one
 * revokes the old. Without script the link is in a read-only box she can select.
 */
export function CalendarFeed({ hasFeed, answer }: { hasFeed: boolean; answer?: SettingsAnswer }) {
  const t = useShowingText().feed;
  const busy = useNavigation().state === "submitting";
  const feedUrl = answer && "feedUrl" in answer ? answer.feedUrl : undefined;
  const [copied, setCopied] = useState(false);
  return (
    <section id="calendar" aria-labelledby="calendar-title" className="space-y-3 rounded-xl border p-4">
      <h2 id="calendar-title" className="text-xl font-semibold">{t.title}</h2>
      <p className="text-muted-foreground">{t.intro}</p>
      {feedUrl ? (
        <div className="space-y-2">
          <p role="status">{t.shown}</p>
          <div className="flex flex-wrap items-end gap-2">
            <TextField id="feed-url" label={t.label} readOnly value={feedUrl} className="min-w-0 flex-1" data-testid="feed-url" onFocus={(event) => event.currentTarget.select()} />
            <Button
              type="button"
              variant="outline"
              onClick={() => {
                void navigator.clipboard?.writeText(feedUrl).then(() => setCopied(true));
              }}
            >
              {copied ? t.copied : t.copy}
            </Button>
          </div>
        </div>
      ) : (
        <p>{hasFeed ? t.hidden : t.none}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Form method="post">
          <Button type="submit" name="intent" value="feed-new" disabled={busy} aria-describedby={hasFeed ? "feed-renew-hint" : undefined}>
            {hasFeed || feedUrl ? t.renew : t.create}
          </Button>
        </Form>
        {hasFeed || feedUrl ? (
          <Form method="post">
            <Button type="submit" name="intent" value="feed-off" variant="outline" disabled={busy}>
              {t.revoke}
            </Button>
          </Form>
        ) : null}
      </div>
      {hasFeed ? <p id="feed-renew-hint" className="text-sm text-muted-foreground">{t.renewHint}</p> : null}
    </section>
  );
}
