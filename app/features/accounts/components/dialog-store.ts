import { useSyncExternalStore } from "react";
import { loadPart } from "~/i18n";
import { langFromPath } from "~/lib/routes";

export type AuthMode = "signin" | "signup";

interface DialogState {
  readonly open: boolean;
  readonly mode: AuthMode;
  /** Counts the openings: each starts afresh (no second step or answer left from the last). */
  readonly opening: number;
}

const closed: DialogState = { open: false, mode: "signin", opening: 0 };
// The server's snapshot is the same object, so hydrating doesn't re-render the dialog's host synchronously.
let state: DialogState = closed;
let opener: HTMLElement | null = null;
const listeners = new Set<() => void>();

function set(next: DialogState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Opens the one sign-in dialog of the page, from the header, a menu or a toast; focus returns to what was focused. */
export function openSignIn(mode: AuthMode = "signin"): void {
  opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  set({ open: true, mode, opening: state.opening + 1 });
}

export function setSignInMode(mode: AuthMode): void {
  set({ ...state, mode });
}

export function closeSignIn(): void {
  set({ ...state, open: false });
}

/** The element to give focus back to when the dialog closes. */
export function takeOpener(): HTMLElement | null {
  const element = opener;
  opener = null;
  return element?.isConnected ? element : null;
}

/** The dialog's module and texts, loaded on first use; triggers call this on hover and focus so opening is instant. */
export async function loadSignInDialog() {
  const [dialog] = await Promise.all([import("./sign-in-dialog"), loadPart("auth", langFromPath(window.location.pathname))]);
  return dialog;
}

export function useSignInDialog(): DialogState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => closed,
  );
}
