import { useCallback, useEffect, useMemo, useState } from "react";
import { parseTool, toolAnchors, toolPrefixes, writeTool, type ToolId, type ToolValues } from "~/lib/calculators/schemas";

/** Long enough that a number being typed writes the address once, not per keystroke. */
const URL_DELAY_MS = 400;

type Raw<K extends ToolId> = Record<keyof ToolValues[K] & string, string>;

function toRaw<K extends ToolId>(values: ToolValues[K]): Raw<K> {
  return Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)])) as Raw<K>;
}

/**
 * The address bar follows the form so the link can be shared. It is written
 * with history.replaceState rather than a router navigation: that would
 * reload the page data and show the loading bar on every pause in typing.
 */
function writeUrl<K extends ToolId>(id: K, values: ToolValues[K]) {
  const url = new URL(window.location.href);
  url.search = writeTool(id, values, url.searchParams).toString();
  url.hash = toolAnchors[id];
  window.history.replaceState(window.history.state, "", url);
}

/**
 * A calculator's form state: the text exactly as typed, the values the
 * shared schema reads from it, and the binding for each field.
 */
export function useCalculator<K extends ToolId>(id: K, initial: ToolValues[K]) {
  const [raw, setRaw] = useState<Raw<K>>(() => toRaw(initial));
  const [edited, setEdited] = useState(false);
  const values = useMemo(() => parseTool(id, raw), [id, raw]);

  useEffect(() => {
    if (!edited) return;
    const timer = window.setTimeout(() => writeUrl(id, values), URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [edited, id, values]);

  const set = useCallback((patch: Partial<Raw<K>>) => {
    setEdited(true);
    setRaw((current) => ({ ...current, ...patch }));
  }, []);

  const field = (key: keyof Raw<K>) => ({
    id: `${toolAnchors[id]}-${key}`,
    name: toolPrefixes[id] + key,
    value: raw[key],
    onChange: (value: string) => set({ [key]: value } as Partial<Raw<K>>),
  });

  return { values, raw, set, field, flush: () => writeUrl(id, values) };
}
