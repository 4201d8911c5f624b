import { Link } from "~/components/ui/link";
import { fmt, useLang } from "~/i18n";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";
import { agentPath, useAgentText, useLeadWorkText } from "./texts";

/** The inbox, the leads due for a follow-up and the held ones, as links: each view is a URL of its own. */
export function InboxViews({ view, due, held }: { view: "inbox" | "due" | "held"; due: number; held: number }) {
  const t = useAgentText();
  const work = useLeadWorkText();
  const lang = useLang();
  const views = [
    { key: "inbox", to: agentPath(lang), label: t.views.inbox },
    { key: "due", to: `${agentPath(lang)}?view=due`, label: fmt(work.due.view, { count: formatNumber(lang, due) }) },
    { key: "held", to: `${agentPath(lang)}?view=held`, label: fmt(t.views.held, { count: formatNumber(lang, held) }) },
  ] as const;
  return (
    <nav aria-label={t.views.label}>
      <ul className="flex flex-wrap gap-2">
        {views.map((item) => (
          <li key={item.key}>
            <Link
              to={item.to}
              aria-current={view === item.key ? "page" : undefined}
              data-testid={`view-${item.key}`}
              className={cn("inline-flex min-h-11 items-center rounded-lg px-3 font-semibold hover:bg-muted", view === item.key && "bg-muted underline underline-offset-4")}
            >
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
