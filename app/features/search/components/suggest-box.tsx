import { useEffect, useId, useState, type RefObject } from "react";
import { useLang } from "~/i18n";
import { plural } from "~/i18n/plural";
import { searchSuggestTexts } from "~/i18n/search-suggest";
import { cn } from "~/lib/utils";
import { MAX_TYPED, SUGGESTIONS_PATH, type Suggestion } from "../suggestions-model";

/** A pause in typing this long asks for suggestions: one small request per pause, not per key. */
const PAUSE_MS = 250;

/** A suggestion taken: the box says it, and its form searches for it. */
function take(box: HTMLInputElement, item: Suggestion) {
  box.value = item.value;
  box.form?.requestSubmit();
}

/**
 * The search box's suggestions, loaded when it first gets focus: the WAI-ARIA
 * combobox pattern on the box the page already has (it keeps its focus, its
 * value and its form), with a list box under it. Up and down move through the
 * suggestions, Enter takes one and searches, Escape closes the list; the
 * pointer takes one too. Without a suggestion taken, Enter sends the form as
 * typed, as it does without scripts.
 */
export function SuggestBox({ input }: { input: RefObject<HTMLInputElement | null> }) {
  const lang = useLang();
  const t = searchSuggestTexts[lang];
  const listId = `${useId()}-suggestions`;
  const [items, setItems] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const attributes = { role: "combobox", "aria-autocomplete": "list", "aria-controls": listId, autocomplete: "off" };
    for (const [name, value] of Object.entries(attributes)) box.setAttribute(name, value);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let asking: AbortController | undefined;
    const ask = () => {
      clearTimeout(timer);
      timer = setTimeout(async () => {
        const typed = box.value.trim().slice(0, MAX_TYPED);
        asking?.abort();
        if (!typed) {
          setItems([]);
          setOpen(false);
          return;
        }
        asking = new AbortController();
        try {
          const response = await fetch(`${SUGGESTIONS_PATH}?q=${encodeURIComponent(typed)}`, { signal: asking.signal });
          if (!response.ok) return;
          const { suggestions } = (await response.json()) as { suggestions: Suggestion[] };
          setItems(suggestions);
          setActive(-1);
          setOpen(suggestions.length > 0 && document.activeElement === box);
        } catch {
          // Aborted by newer typing, or offline: the box still searches as typed.
        }
      }, PAUSE_MS);
    };
    const close = () => setOpen(false);
    box.addEventListener("input", ask);
    box.addEventListener("blur", close);
    // Typed before this code arrived: ask at once.
    if (box.value !== box.defaultValue) ask();
    return () => {
      clearTimeout(timer);
      asking?.abort();
      box.removeEventListener("input", ask);
      box.removeEventListener("blur", close);
      for (const name of [...Object.keys(attributes), "aria-expanded", "aria-activedescendant"]) box.removeAttribute(name);
    };
  }, [input, listId]);

  // Listened to afresh as the list changes, so the keys always act on the list shown.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    const keydown = (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        if (items.length === 0) return;
        event.preventDefault();
        const step = event.key === "ArrowDown" ? 1 : -1;
        setOpen(true);
        setActive(open ? (active + step + items.length) % items.length : step === 1 ? 0 : items.length - 1);
      } else if (event.key === "Enter" && open && items[active]) {
        event.preventDefault();
        setOpen(false);
        take(box, items[active]);
      } else if (event.key === "Escape" && open) {
        event.preventDefault();
        setOpen(false);
      }
    };
    box.addEventListener("keydown", keydown);
    return () => box.removeEventListener("keydown", keydown);
  }, [input, items, open, active]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute("aria-expanded", String(open));
    if (open && active >= 0) box.setAttribute("aria-activedescendant", `${listId}-${active}`);
    else box.removeAttribute("aria-activedescendant");
  }, [input, listId, open, active]);

  return (
    <>
      <ul
        id={listId}
        role="listbox"
        aria-label={t.list}
        hidden={!open}
        data-testid="search-suggestions"
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-80 overflow-y-auto rounded-lg border bg-card p-1 text-card-foreground shadow-lg"
      >
        {items.map((item, index) => (
          <li
            key={`${item.kind}:${item.value}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // The box keeps its focus: the list is read through it (aria-activedescendant).
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              setOpen(false);
              if (input.current) take(input.current, item);
            }}
            className={cn("flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-md px-3 py-1 text-sm", index === active ? "bg-muted" : "hover:bg-muted")}
          >
            <span className="min-w-0">
              <span className="font-medium">{item.label}</span>
              <span className="text-muted-foreground"> · {item.detail ? `${t.kinds[item.kind]}, ${item.detail}` : t.kinds[item.kind]}</span>
            </span>
            <span className="shrink-0 text-muted-foreground">{plural(lang, item.count, t.count)}</span>
          </li>
        ))}
      </ul>
      <p role="status" className="sr-only">{open ? plural(lang, items.length, t.announce) : ""}</p>
    </>
  );
}
