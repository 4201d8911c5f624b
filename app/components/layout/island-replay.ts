import { createContext, useCallback, useEffect, useRef } from "react";

/** An interaction held while an island waits for its code, made again once it has hydrated. */
export type Replay = () => void;

/** Set by an island's box: its component calls it once hydrated (or mounted). */
export const IslandHydrated = createContext<() => void>(() => {});

const controls = "a[href], button, summary, [role=button], [role=tab], [role=switch]";
const modified = (event: MouseEvent) => event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
/** Keys a widget of ours handles itself (a menu button's arrows, Escape): Enter and Space make a click, which is held as one. */
const widgetKeys = new Set(["ArrowDown", "ArrowUp", "ArrowLeft", "ArrowRight", "Home", "End", "Escape"]);
const editable = "input, textarea, select, [contenteditable]";

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
 * Makes React see a box ticked (or a radio chosen) before it hydrated the
 * field: the tick stays as the visitor left it, and React, which learns of a
 * box's change from a click, gets one: the box is set the other way through
 * its own (tracked) setter, then clicked back.
 */
function recheck(box: HTMLInputElement): Replay {
  const wanted = box.checked;
  return () => {
    if (box.checked === wanted) box.checked = !wanted;
    box.click();
  };
}

/** An interaction held: `replay` makes it again; `prevent` says the browser must not act on it meanwhile. */
export interface Held {
  replay: Replay;
  prevent: boolean;
}

/**
 * What an interaction inside an island not yet hydrated becomes: held (the
 * browser kept from acting, the interaction made again later) or noted (left
 * to the browser, React told of it later), or undefined for the browser to
 * have as it is. A click on a control, a submission, and the arrows, Home,
 * End and Escape on a control are held (the page's own link-following skips
 * a held click). A box ticked, text typed and an option chosen stay as the
 * visitor left them and are noted, as they were last. A plain page link
 * (`data-route`), which the page follows without the island, a click meant
 * for another tab and a label's click (its box's own click follows) go
 * through.
 */
export function heldInteraction(event: Event): Held | undefined {
  const target = event.target;
  if (!(target instanceof Element)) return undefined;
  const held = (replay: Replay): Held => ({ replay, prevent: true });
  const noted = (replay: Replay): Held => ({ replay, prevent: false });
  if (event.type === "submit" && target instanceof HTMLFormElement) {
    const submitter = (event as SubmitEvent).submitter;
    return held(() => target.requestSubmit(submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement ? submitter : null));
  }
  if (event.type === "click" && event instanceof MouseEvent && !modified(event)) {
    if (target instanceof HTMLInputElement && (target.type === "checkbox" || target.type === "radio")) return noted(recheck(target));
    const control = target.closest(controls);
    if (!(control instanceof HTMLElement) || control.matches("a[data-route], a[target]:not([target=_self]), a[download]")) return undefined;
    return held(() => control.click());
  }
  if (event.type === "keydown" && event instanceof KeyboardEvent && widgetKeys.has(event.key) && !event.altKey && !event.ctrlKey && !event.metaKey && !target.closest(editable)) {
    const { key, shiftKey } = event;
    return held(() => target.dispatchEvent(new KeyboardEvent("keydown", { key, shiftKey, bubbles: true, cancelable: true })));
  }
  if (event.type === "input" && (target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !["checkbox", "radio", "file"].includes(target.type)))) return noted(retype(target));
  if (event.type === "change" && target instanceof HTMLSelectElement) {
    const chosen = target.value;
    return noted(() => {
      target.value = chosen;
      target.dispatchEvent(new Event("change", { bubbles: true }));
    });
  }
  return undefined;
}

/**
 * The box around an island that replays: from the page's hydration until the
 * island's, it holds each interaction inside it (heldInteraction), and
 * replays them in order once the island says it has hydrated.
 */
export function useReplayBox() {
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
      const interaction = heldInteraction(event);
      if (!interaction) return;
      if (!interaction.prevent) {
        // Once per field, with what it holds last.
        const earlier = waiting.find((entry) => entry.key === event.target && entry.type === event.type);
        if (earlier) earlier.replay = interaction.replay;
        else waiting.push({ key: event.target, type: event.type, replay: interaction.replay });
        return;
      }
      event.preventDefault();
      waiting.push({ key: null, type: event.type, replay: interaction.replay });
    };
    // On the document, where React listens too: for an event inside a part it has not hydrated, React stops
    // the event there, so a listener on the box, or the page's link-following in the bubble phase, never sees it.
    const types = ["click", "submit", "keydown", "input", "change"];
    for (const type of types) document.addEventListener(type, hold, true);
    // The page's link-following looks for it (use-follow-links.ts).
    box.dataset.waiting = "";
    const stop = () => {
      for (const type of types) document.removeEventListener(type, hold, true);
      delete box.dataset.waiting;
    };
    release.current = () => {
      stop();
      const waiting = queue.current ?? [];
      queue.current = undefined;
      // After React has finished the commit that hydrated the island, so its handlers are in place.
      if (waiting.length > 0) setTimeout(() => waiting.forEach((entry) => entry.replay()), 0);
    };
    return stop;
  }, []);
  const hydrated = useCallback(() => {
    if (release.current) release.current();
    else queue.current = undefined;
  }, []);
  return { ref, hydrated };
}
