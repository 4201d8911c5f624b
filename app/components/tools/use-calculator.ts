import { useCallback, useEffect, useMemo, useState } from "react";
import { useToolsText } from "~/i18n";
import type { FieldProblem, ToolField, ToolForm, ToolValues } from "~/lib/calculators/schemas";
import { toolAnchors, toolPrefixes, type ToolId } from "~/lib/calculators/tools";
import { whenIdle } from "~/lib/idle";

/**
 * A field's wiring to the form state, as the shared field components (`~/components/ui/field`) take
 * it: its element id, query parameter, text, what hears a new text and, when the text gives no result, why.
 */
export interface Binding {
  id: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string;
}

/** Long enough that a number being typed writes the address once, not per keystroke. */
const URL_DELAY_MS = 400;

type Raw<K extends ToolId> = ToolForm<K>["raw"];
type Schemas = typeof import("~/lib/calculators/schemas");

/**
 * The schemas (and zod) load once the page is idle, not with it: the
 * server has already worked out the first results, and nobody types in the
 * first moments. An edit before then loads them at once.
 */
let schemas: Promise<Schemas> | undefined;
function loadSchemas(): Promise<Schemas> {
  schemas ??= import("~/lib/calculators/schemas");
  return schemas;
}

/**
 * The address bar follows the form so the link can be shared. It is written
 * with history.replaceState rather than a router navigation: that would
 * reload the page data and show the loading bar on every pause in typing.
 */
function writeUrl<K extends ToolId>(id: K, values: ToolValues[K]) {
  void loadSchemas().then(({ writeTool }) => {
    const url = new URL(window.location.href);
    url.search = writeTool(id, values, url.searchParams).toString();
    url.hash = toolAnchors[id];
    window.history.replaceState(window.history.state, "", url);
  });
}

/**
 * A calculator's form state: the text exactly as typed, what the shared
 * schema reads from it (the values, or each field's problem), and the
 * binding for each field. Until the first edit that is the server's reading.
 */
export function useCalculator<K extends ToolId>(id: K, initial: ToolForm<K>) {
  const [raw, setRaw] = useState<Raw<K>>(initial.raw);
  const [edited, setEdited] = useState(false);
  const [loaded, setLoaded] = useState<Schemas>();
  const { values, errors } = useMemo(() => (edited && loaded ? loaded.checkTool(id, raw) : initial), [edited, loaded, id, raw, initial]);

  // Warming the cache sets no state: four calculators re-rendering when the schemas arrive would
  // be one long task for nothing, as the server's values stand until the first edit.
  useEffect(() => {
    if (edited) return void loadSchemas().then(setLoaded);
    return whenIdle(() => void loadSchemas(), { fallback: 1_000 });
  }, [edited]);

  // Until the fields hold again, the address keeps the last link that gave a result.
  useEffect(() => {
    if (!edited || !loaded || !values) return;
    const timer = window.setTimeout(() => writeUrl(id, values), URL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [edited, loaded, id, values]);

  const set = useCallback((patch: Partial<Raw<K>>) => {
    setEdited(true);
    setRaw((current) => ({ ...current, ...patch }));
  }, []);

  const t = useToolsText();
  const problemText = (problem: FieldProblem | undefined) => (problem ? t.errors[problem] : undefined);
  const field = (key: ToolField<K>): Binding => ({
    id: `${toolAnchors[id]}-${key}`,
    name: toolPrefixes[id] + key,
    value: raw[key],
    onValue: (value: string) => set({ [key]: value } as Partial<Raw<K>>),
    error: problemText(errors?.[key]),
  });

  const flush = () => {
    if (values) writeUrl(id, values);
  };

  return { values, raw, set, field, flush };
}
