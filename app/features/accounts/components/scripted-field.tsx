import { useEffect, useRef } from "react";

/**
 * Tells a form's action that the page's script sent it, so that it answers
 * with data for the fetcher rather than the redirect a plain form post gets.
 * The value is written to the DOM once hydrated instead of through state, so
 * no component renders again for it right after hydration.
 */
export function ScriptedField() {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (field.current) field.current.value = "script";
  }, []);
  return <input ref={field} type="hidden" name="via" defaultValue="" />;
}
