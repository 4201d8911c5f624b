import type { ReactNode } from "react";
import { cn } from "~/lib/utils";

/** The figure a calculator exists to answer, large. */
export function Headline({ label, value, detail, testId }: { label: string; value: string; detail?: ReactNode; testId?: string }) {
  return (
    <div>
      <p className="text-sm font-medium text-muted-foreground">{label}</p>
      <div className="text-3xl font-bold tracking-tight tabular-nums md:text-4xl" data-testid={testId}>
        {value}
      </div>
      {detail ? <p className="mt-1 text-sm text-muted-foreground">{detail}</p> : null}
    </div>
  );
}

export function Breakdown({ children, className }: { children: ReactNode; className?: string }) {
  return <dl className={cn("mt-4 divide-y text-sm", className)}>{children}</dl>;
}

export function Row({ label, value, strong, testId }: { label: ReactNode; value: string; strong?: boolean; testId?: string }) {
  return (
    <div className={cn("flex items-baseline justify-between gap-4 py-2", strong && "font-semibold")}>
      <dt className={strong ? undefined : "text-muted-foreground"}>{label}</dt>
      <dd className="text-right tabular-nums" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
