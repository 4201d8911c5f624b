import MenuIcon from "lucide-react/icons/menu";
import { useLocation } from "react-router";
import { Link } from "~/components/ui/link";
import { fmt } from "~/i18n";
import { cn } from "~/lib/utils";
import { useAgentDayText, useAgentText } from "./texts";

export interface AgentSection {
  readonly to: string;
  readonly label: string;
  readonly current: boolean;
}

const link = "inline-flex min-h-11 items-center rounded-lg px-3 font-semibold hover:bg-muted";

/** The sections as tabs above each page, where the screen is wide enough for all eight on a row or two. */
export function AgentTabs({ sections }: { sections: readonly AgentSection[] }) {
  const t = useAgentText();
  return (
    <nav aria-label={t.nav.label} className="hidden flex-wrap items-center gap-3 border-b pb-3 md:flex">
      <p className="font-semibold text-muted-foreground">{t.area}</p>
      <ul className="flex flex-wrap gap-2">
        {sections.map((item) => (
          <li key={item.to}>
            <Link to={item.to} aria-current={item.current ? "page" : undefined} className={cn(link, item.current && "bg-muted underline underline-offset-4")}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * On a phone, the sections behind one button at the foot of the screen, in the place visitors' bar
 * holds: always in reach however far she scrolls, where tabs scrolled away (issue 54). A `<details>`,
 * so it opens without script; a new page starts it closed.
 */
export function AgentPhoneMenu({ sections }: { sections: readonly AgentSection[] }) {
  const t = useAgentText();
  const day = useAgentDayText();
  const { pathname } = useLocation();
  const current = sections.find((item) => item.current);
  return (
    <nav aria-label={t.nav.label} data-testid="agent-menu" className="fixed inset-x-0 bottom-0 z-40 border-t bg-background/95 pb-[env(safe-area-inset-bottom)] backdrop-blur md:hidden">
      <details key={pathname} className="group">
        <summary className="flex min-h-14 cursor-pointer list-none items-center gap-3 px-4 font-semibold [&::-webkit-details-marker]:hidden" data-testid="agent-menu-button">
          <MenuIcon aria-hidden className="size-5" />
          {day.menu.open}
          {current ? <span className="ml-auto truncate text-sm font-normal text-muted-foreground">{fmt(day.menu.current, { section: current.label })}</span> : null}
        </summary>
        <ul className="absolute inset-x-0 bottom-full max-h-[70vh] space-y-1 overflow-y-auto border-t bg-background p-2 shadow-lg">
          {sections.map((item) => (
            <li key={item.to}>
              <Link to={item.to} aria-current={item.current ? "page" : undefined} className={cn(link, "flex w-full", item.current && "bg-muted underline underline-offset-4")}>
                {item.label}
              </Link>
            </li>
          ))}
        </ul>
      </details>
    </nav>
  );
}
