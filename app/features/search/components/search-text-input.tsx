import { useRef, useState, type ComponentType, type InputHTMLAttributes, type RefObject } from "react";

type SuggestBoxType = ComponentType<{ input: RefObject<HTMLInputElement | null> }>;

/**
 * The search's text box: a plain input in a form, which searches without
 * scripts. Its suggestions' code (suggest-box.tsx) loads the first time it
 * gets focus, so no page's first load carries it.
 */
export function SearchTextInput({ onFocus, ...props }: InputHTMLAttributes<HTMLInputElement>) {
  const input = useRef<HTMLInputElement>(null);
  const [SuggestBox, setSuggestBox] = useState<SuggestBoxType>();
  return (
    <div className="relative">
      <input
        ref={input}
        {...props}
        onFocus={(event) => {
          onFocus?.(event);
          if (!SuggestBox) void import("./suggest-box").then((module) => setSuggestBox(() => module.SuggestBox));
        }}
      />
      {SuggestBox ? <SuggestBox input={input} /> : null}
    </div>
  );
}
