import Calculator from "lucide-react/icons/calculator";
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Button } from "~/components/ui/button";
import { useLang, useToolsText } from "~/i18n";
import { toolAnchors, toolPrefixes, type ToolId } from "~/lib/calculators/tools";
import { pagePath } from "~/lib/routes";

interface CalculatorSectionProps {
  tool: ToolId;
  title: string;
  description: string;
  /** Writes the address at once; the results are already current. */
  onSubmit: () => void;
  fields: ReactNode;
  /** Undefined while a field gives no result: the panel then says to correct the fields. */
  results: ReactNode | undefined;
}

/**
 * One calculator: a GET form that works without JavaScript (the server
 * renders the results from the query) and, with it, updates as you type.
 * The other calculators' parameters ride along as hidden fields so a
 * submit without JavaScript keeps them.
 */
export function CalculatorSection({ tool, title, description, onSubmit, fields, results }: CalculatorSectionProps) {
  const lang = useLang();
  const t = useToolsText();
  const anchor = toolAnchors[tool];
  const { search } = useLocation();
  const kept = [...new URLSearchParams(search)].filter(([key]) => !key.startsWith(toolPrefixes[tool]));
  return (
    <section id={anchor} aria-labelledby={`${anchor}-title`} className="scroll-mt-24 rounded-2xl border bg-card/80 p-4 text-card-foreground md:p-6">
      <h2 id={`${anchor}-title`} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <p className="mt-1 max-w-3xl text-muted-foreground">{description}</p>
      <form
        method="get"
        action={`${pagePath("tools", lang)}#${anchor}`}
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        className="mt-5 grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(20rem,26rem)]"
      >
        <div className="space-y-6">
          {kept.map(([key, value], index) => (
            <input key={`${key}-${index}`} type="hidden" name={key} value={value} />
          ))}
          {fields}
          <Button type="submit">
            <Calculator aria-hidden />
            {t.calculate}
          </Button>
        </div>
        <div className="rounded-xl border bg-background/60 p-4 order-first lg:sticky lg:top-24 lg:order-none">
          <h3 className="sr-only">{t.results}</h3>
          <div aria-live="polite" data-testid={`${anchor}-results`}>
            {results ?? (
              <p className="font-medium" data-testid={`${anchor}-fix-errors`}>
                {t.fixErrors}
              </p>
            )}
          </div>
          <p className="mt-4 border-t pt-3 text-sm text-muted-foreground">{t.estimateNote}</p>
        </div>
      </form>
    </section>
  );
}
