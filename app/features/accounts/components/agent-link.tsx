import { Link } from "~/components/ui/link";
import { useLang, useUi } from "~/i18n";
import { agentPrefix } from "~/lib/routes";

/**
 * The header's way into the agent area, for agents only: loaded on its own, so no visitor's page
 * carries it. Its briefcase is drawn here rather than imported, since an icon module would join
 * the shared icon code every page loads. Its word stays on a phone too, where the account and sign-out
 * show icons alone: a briefcase alone didn't say where it led (issue 54).
 */
export function AgentLink({ className }: { className: string }) {
  const lang = useLang();
  const ui = useUi();
  return (
    <Link to={agentPrefix[lang]} className={className} data-testid="agent-link">
      <svg aria-hidden viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className="size-4 shrink-0">
        <rect x="2" y="7" width="20" height="14" rx="2" />
        <path d="M16 7V5a2 2 0 0 0-2-2h-4a2 2 0 0 0-2 2v2M2 13h20" />
      </svg>
      <span>{ui.auth.agentArea}</span>
    </Link>
  );
}
