import type { ReactNode } from "react";

export interface StatItem {
  readonly id: string;
  readonly label: string;
  readonly value: ReactNode;
  readonly detail?: ReactNode;
}

/** Figures as a description list: each label over its value, in cards that wrap on small screens. */
export function StatGrid({ items }: { items: readonly StatItem[] }) {
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <div key={item.id} className="rounded-2xl border bg-card/80 p-4 text-card-foreground" data-testid={`stat-${item.id}`}>
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="mt-1 text-2xl font-semibold tabular-nums" data-testid={`stat-${item.id}-value`}>
            {item.value}
          </dd>
          {item.detail ? <dd className="mt-1 text-sm text-muted-foreground">{item.detail}</dd> : null}
        </div>
      ))}
    </dl>
  );
}
