import { useId } from "react";
import { cn } from "~/lib/utils";

/**
 * The dashboard's small charts (ADR 0430): plain SVG drawn on the server, coloured by the theme's
 * tokens (so dark mode follows), with no chart library. A bar sits beside the number it draws, which
 * stays the text a screen reader reads.
 */
export function Bar({ value, max, className }: { value: number; max: number; className?: string }) {
  const width = max > 0 ? Math.max(value > 0 ? 2 : 0, (value / max) * 100) : 0;
  return (
    <svg aria-hidden viewBox="0 0 100 8" preserveAspectRatio="none" className={cn("h-2 w-full rounded-full", className)} focusable="false">
      <rect width="100" height="8" rx="4" className="fill-muted" />
      {width > 0 ? <rect width={width} height="8" rx="4" className="fill-primary" /> : null}
    </svg>
  );
}

const WIDTH = 300;
const HEIGHT = 64;
const PAD = 4;

/** A line over counts in order (leads per day), named by `title` and told in words by `description` for those who can't see it. */
export function Sparkline({ values, title, description, testId }: { values: readonly number[]; title: string; description: string; testId?: string }) {
  const id = useId();
  const max = Math.max(1, ...values);
  const step = values.length > 1 ? (WIDTH - 2 * PAD) / (values.length - 1) : 0;
  const points = values.map((value, index) => [PAD + index * step, HEIGHT - PAD - (value / max) * (HEIGHT - 2 * PAD)] as const);
  const line = points.map(([x, y]) => `${x.toFixed(1)},${y.toFixed(1)}`).join(" ");
  const last = points.at(-1);
  return (
    <svg role="img" aria-labelledby={`${id}-title ${id}-desc`} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className="h-16 w-full" preserveAspectRatio="none" data-testid={testId}>
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <line x1={PAD} x2={WIDTH - PAD} y1={HEIGHT - PAD} y2={HEIGHT - PAD} className="stroke-border" strokeWidth="1" vectorEffect="non-scaling-stroke" />
      {points.length > 1 ? <polygon points={`${PAD},${HEIGHT - PAD} ${line} ${WIDTH - PAD},${HEIGHT - PAD}`} className="fill-primary/15" /> : null}
      <polyline points={line} fill="none" className="stroke-primary" strokeWidth="2" strokeLinejoin="round" vectorEffect="non-scaling-stroke" />
      {last ? <circle cx={last[0]} cy={last[1]} r="3" className="fill-primary" /> : null}
    </svg>
  );
}
