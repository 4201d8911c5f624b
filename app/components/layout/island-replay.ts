import { createContext, useCallback, useEffect, useRef } from "react";

/** An interaction held while an island waits for its code, made again once it has hydrated. */
export type Replay = () => void;

/** Set by an island's box: its component calls it once hydrated (or mounted). */
export const IslandHydrated = createContext<() => void>(() => {});

const controls = "a[href], button, summary, label, input[type=checkbox], input[type=radio], [role=button], [role=tab], [role=switch]";
const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;

/**
 * Makes React see text typed before it hydrated the field. React keeps what
 * was typed through hydration but records it as the field's known value, so
 * an input event alone changes nothing for it: the field is set through its
 * own (tracked) setter to something else first, then back through the
 * prototype's, as a browser's typing does.
 */
function retype(field: HTMLInputElement | HTMLTextAreaElement): Replay {
  // As typed now: the island may set its fields from the page's data when it hydrates.
  const typed = field.value;
  return () => {
    const native = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set;
    if (!native) return;
    field.value = typed === "" ? " " : "";
    native.call(field, typed);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  };
}

/**
 * What an interaction inside an island not yet hydrated becomes: a replay,
 * or undefined for the browser to have as it is. Clicks on a control and
 * submissions are held (the page's own link-following skips a held click);
 * a plain page link (`data-route`), which the page follows without the
 * island, and a click meant for another tab go through. Text typed and an
 * option chosen stay in the page; React is told of them, as they were last,
 * once it listens.
 */
export function heldInteraction(event: Event): Replay | undefined {
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  if (event.type === "submit" && target instanceof HTMLFormElement) {
    const submitter = (event as SubmitEvent).submitter;
    return () => target.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null);
  }
  if (event.type === "click" && event instanceof MouseEvent && !modified(event)) {
    const control = target.closest(controls);
    if (!(control instanceof HTMLElement) || control.matches("a[data-route], a[target]:not([target=_self]), a[download]")) return undefined;
    return () => control.click();
  }
  if (event.type === "input" && (target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(target.type)))) return retype(target);
  if (event.type === "change" && target instanceof HTMLSelectElement) {
    const chosen = target.value;
    return () => {
      target.value = chosen;
      target.dispatchEvent(new Event("change", { bubbles: true }));
    };
  }
  return undefined;
}

/** Interactions that cannot be undone by preventing them: they are only noted, once per field. */
const noted = new Set(["input", "change"]);

/**
 * The box around an island that replays: from the page's hydration until the
 * island's, it holds what `held` makes of each interaction inside it, and
 * replays them in order once the island says it has hydrated.
 */
export function useReplayBox(held: (event: Event) => Replay | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const queue = useRef<Array<{ key: EventTarget | null; type: string; replay: Replay }> | undefined>([]);
  const release = useRef<() => void>(undefined);
  useEffect(() => {
    const box = ref.current;
    // The island's code was already in (a client-side navigation): it hydrated before this effect ran.
    if (!box || queue.current === undefined) return;
    const hold = (event: Event) => {
      const waiting = queue.current;
      if (!waiting || event.defaultPrevented || !(event.target instanceof Node) || !box.contains(event.target)) return;
      const replay = held(event);
      if (!replay) return;
      if (noted.has(event.type)) {
        // Once per field, with what it holds last.
        const earlier = waiting.find((entry) => entry.key === event.target && entry.type === event.type);
        if (earlier) earlier.replay = replay;
        else waiting.push({ key: event.target, type: event.type, replay });
        return;
      }
      event.preventDefault();
      waiting.push({ key: null, type: event.type, replay });
    };
    // On the document, where React listens too: for an event inside a part it has not hydrated, React stops
    // the event there, so a listener on the box, or the page's link-following in the bubble phase, never sees it.
    const types = ["click", "submit", "input", "change"];
    for (const type of types) document.addEventListener(type, hold, true);
    const stop = () => {
      for (const type of types) document.removeEventListener(type, hold, true);
    };
    release.current = () => {
      stop();
      const waiting = queue.current ?? [];
      queue.current = undefined;
      // After React has finished the commit that hydrated the island, so its handlers are in place.
      if (waiting.length > 0) setTimeout(() => waiting.forEach((entry) => entry.replay()), 0);
    };
    return stop;
  }, [held]);
  const hydrated = useCallback(() => {
    if (release.current) release.current();
    else queue.current = undefined;
  }, []);
  return { ref, hydrated };
}
