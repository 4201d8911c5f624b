import { Link } from "react-router";
import { fmt, useLang } from "~/i18n";
import { formatNumber } from "~/lib/format";
import { cn } from "~/lib/utils";
import { agentPath, useAgentText } from "./texts";

/** The inbox and the held leads, as two links: each view is a URL of its own. */
export function InboxViews({ view, held }: { view: "inbox" | "held"; held: number }) {
  const t = useAgentText();
  const lang = useLang();
  const views = [
    { key: "inbox", to: agentPath(lang), label: t.views.inbox },
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
