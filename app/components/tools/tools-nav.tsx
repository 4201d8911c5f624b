import Calculator from "lucide-react/icons/calculator";
import HandCoins from "lucide-react/icons/hand-coins";
import House from "lucide-react/icons/house";
import Scale from "lucide-react/icons/scale";
import { useToolsText } from "~/i18n";
import { toolAnchors, toolIds, type ToolId } from "~/lib/calculators/tools";

const icons: Record<ToolId, typeof Calculator> = {
  mortgage: Calculator,
  affordability: House,
  closingCosts: HandCoins,
  rentVsBuy: Scale,
};

/** Jump links to the calculators; plain anchors, so they work before JavaScript loads. */
export function ToolsNav() {
  const t = useToolsText();
  return (
    <nav aria-label={t.jumpTo}>
      <ul className="flex flex-wrap gap-2">
        {toolIds.map((id) => {
          const Icon = icons[id];
          return (
            <li key={id}>
              <a
                href={`#${toolAnchors[id]}`}
                className="inline-flex min-h-11 items-center gap-2 rounded-full border bg-card px-4 text-sm font-semibold text-card-foreground hover:bg-muted"
              >
                <Icon aria-hidden className="size-4 text-primary" />
                {t[id].title}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
