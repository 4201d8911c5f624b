import { Link } from "react-router";
import { useLang, useUi } from "~/i18n";
import { agentPrefix } from "~/lib/routes";
import { cn } from "~/lib/utils";

/**
 * The header's way into the agent area, for agents only: loaded on its own, so no visitor's page
 * carries it. Its briefcase is drawn here rather than imported, since an icon module would join
 * the shared icon code every page loads.
 */
export function AgentLink({ className, compact }: { className: string; compact: boolean }) {
  const lang = useLang();
  const ui = useUi();
  return (
    <Link to={agentPrefix[lang]} className={className} data-testid="agent-link">
      <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-4 shrink-0">
        <rect x="2" y="7" width="20" height="14" rx="2" />
        <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20" />
      </svg>
      <span className={cn(compact && "sr-only sm:not-sr-only")}>{ui.auth.agentArea}</span>
    </Link>
  );
}
