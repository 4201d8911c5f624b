import { toast } from "~/components/layout/toast";

/**
 * Shares a page: the device's share sheet where there is one, else the link
 * copied with a toast that says so (or that it could not be).
 */
export async function shareLink(share: { title: string; text: string; url: string }, t: { copied: string; copyFailed: string }): Promise<void> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share(share);
    } catch {
      // The visitor closed the share sheet: nothing to do.
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(share.url);
    toast.success(t.copied);
  } catch {
    toast.error(t.copyFailed);
  }
}
