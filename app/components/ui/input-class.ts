/**
 * The one look of every text box, select and text area: full width, 44 px tall, the card's colours,
 * the focus outline, and a red border while the control is marked aria-invalid.
 * `cn` doesn't merge classes, so callers add utilities (padding for a prefix, py-2 for a text area)
 * rather than replace these.
 */
export const inputClass =
  "min-h-11 w-full rounded-lg border bg-card px-3 text-base text-card-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-red-700 dark:aria-invalid:border-red-300";
