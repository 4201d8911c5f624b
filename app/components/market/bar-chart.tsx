import { useId } from "react";

export interface BarDatum {
  readonly label: string;
  readonly value: number | null;
  /** The value as the chart writes it beside the bar. */
  readonly display: string;
}

const ROW = 34;
const WIDTH = 640;
const VALUE = 96;

/**
 * A horizontal bar chart drawn as SVG on the server. It is an image to
 * assistive technology, named by its title and pointed at the table that
 * holds the same numbers.
 */
export function BarChart({ title, data, tableId, testId, labelWidth = 150 }: { title: string; data: readonly BarDatum[]; tableId: string; testId: string; labelWidth?: number }) {
  const titleId = useId();
  const max = Math.max(1, ...data.map((datum) => datum.value ?? 0));
  const height = data.length * ROW + 8;
  const track = WIDTH - labelWidth - VALUE;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${height}`}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={tableId}
      className="h-auto w-full text-foreground"
      data-testid={testId}
    >
      <title id={titleId}>{title}</title>
      {data.map((datum, index) => {
        const y = index * ROW + 4;
        const width = datum.value === null ? 0 : Math.max(2, (datum.value / max) * track);
        return (
          <g key={datum.label}>
            <text x={labelWidth - 10} y={y + ROW / 2} dominantBaseline="middle" textAnchor="end" className="fill-current text-[14px]">
              {datum.label}
            </text>
            <rect x={labelWidth} y={y + 5} width={track} height={ROW - 10} rx={4} className="fill-muted" />
            <rect x={labelWidth} y={y + 5} width={width} height={ROW - 10} rx={4} className="fill-primary" data-value={datum.value ?? ""} />
            <text x={labelWidth + width + 8} y={y + ROW / 2} dominantBaseline="middle" className="fill-current text-[13px] font-semibold tabular-nums">
              {datum.display}
            </text>
          </g>
        );
      })}
    </svg>
  );
}
