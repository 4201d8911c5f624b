import { useEffect, useState, type RefObject } from "react";

/** The fields a draft keeps, and the revision they were typed against. */
interface Draft {
  readonly values: Record<string, string>;
  readonly revision: number;
  readonly at: string;
}

const EVERY_MS = 2_000;

function read(key: string): Draft | null {
  try {
    const draft = JSON.parse(localStorage.getItem(key) ?? "null") as Draft | null;
    return draft && typeof draft.revision === "number" && typeof draft.values === "object" ? draft : null;
  } catch {
    return null;
  }
}

function fieldsOf(form: HTMLFormElement, fields: readonly string[]): Record<string, string> {
  return Object.fromEntries(fields.map((name) => [name, (form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null)?.value ?? ""]));
}

/**
 * Keeps what the agent types in the browser every two seconds, so nothing is
 * lost to a closed tab or an expired session (issue 43). A draft that differs
 * from the saved text is put back into the form on the next visit, with the
 * revision it was typed against: if the page was saved since, the save is
 * refused and both versions shown, never silently overwritten. A draft equal
 * to the saved text is dropped. `fields` are the text fields it keeps (a
 * file can't be kept).
 */
export function useDraft(
  form: RefObject<HTMLFormElement | null>,
  key: string,
  saved: Record<string, string>,
  revision: number,
  fields: readonly string[],
): { restored: { at: string; revision: number } | null; discard: () => void } {
  const [restored, setRestored] = useState<{ at: string; revision: number } | null>(null);
  // By value: the loader's object is a new one on every render.
  const savedJson = JSON.stringify(saved);
  const fieldList = fields.join(",");
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const stored = JSON.parse(savedJson) as Record<string, string>;
    const names = fieldList.split(",");
    const draft = read(key);
    if (draft && names.every((name) => (draft.values[name] ?? "") === (stored[name] ?? ""))) localStorage.removeItem(key);
    else if (draft) {
      for (const name of names) {
        const field = element.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | null;
        if (field && typeof draft.values[name] === "string") field.value = draft.values[name];
      }
      // The revision goes through the component's state: React sets a hidden input's value again on each render.
      queueMicrotask(() => setRestored({ at: draft.at, revision: draft.revision }));
    }
    let timer: number | undefined;
    const keep = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        const kept = element.elements.namedItem("revision") as HTMLInputElement | null;
        localStorage.setItem(key, JSON.stringify({ values: fieldsOf(element, names), revision: Number(kept?.value ?? revision), at: new Date().toISOString() } satisfies Draft));
      }, EVERY_MS);
    };
    element.addEventListener("input", keep);
    return () => {
      window.clearTimeout(timer);
      element.removeEventListener("input", keep);
    };
  }, [form, key, savedJson, revision, fieldList]);
  return {
    restored,
    discard: () => {
      localStorage.removeItem(key);
      window.location.reload();
    },
  };
}
