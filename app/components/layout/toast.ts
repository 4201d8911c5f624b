import type { toast as sonnerToast } from "sonner";

type Message = Parameters<typeof sonnerToast>[0];
type Options = Parameters<typeof sonnerToast>[1];

let markMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  markMounted = resolve;
});

/** Called by the lazily loaded toaster once it listens: toasts fired before then wait for it. */
export function toasterMounted(): void {
  markMounted();
}

async function show(kind: "default" | "success" | "error", message: Message, options?: Options): Promise<void> {
  const [{ toast }] = await Promise.all([import("sonner"), mounted]);
  if (kind === "default") toast(message, options);
  else toast[kind](message, options);
}

/**
 * sonner's toast, without sonner in every page's first download: the toaster
 * loads after hydration, and a toast fired before it is there shows when it is.
 */
export const toast = Object.assign((message: Message, options?: Options) => void show("default", message, options), {
  success: (message: Message, options?: Options) => void show("success", message, options),
  error: (message: Message, options?: Options) => void show("error", message, options),
});
