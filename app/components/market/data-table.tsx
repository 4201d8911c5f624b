import type { ReactNode } from "react";

/**
 * A table that scrolls sideways on a phone. The scrolling box is focusable
 * and named, so that keyboard users can scroll it too.
 */
export function DataTable({ id, caption, head, rows, testId }: { id: string; caption: string; head: readonly string[]; rows: ReadonlyArray<{ key: string; cells: readonly ReactNode[] }>; testId: string }) {
  return (
    <div role="region" aria-labelledby={`${id}-caption`} tabIndex={0} className="overflow-x-auto rounded-2xl border bg-card/80 focus-visible:outline-2">
      <table id={id} className="w-full min-w-[36rem] border-collapse text-left text-sm" data-testid={testId}>
        <caption id={`${id}-caption`} className="p-3 text-left font-semibold">{caption}</caption>
        <thead>
          <tr className="border-b">
            {head.map((label) => (
              <th key={label} scope="col" className="px-3 py-2 font-semibold">{label}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b last:border-0" data-row={row.key}>
              {row.cells.map((cell, index) =>
                index === 0 ? (
                  <th key={index} scope="row" className="px-3 py-2 font-medium">{cell}</th>
                ) : (
                  <td key={index} className="px-3 py-2 tabular-nums">{cell}</td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
