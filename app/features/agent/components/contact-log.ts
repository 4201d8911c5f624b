import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import type { ContactChannel } from "~/lib/leads";

/**
 * A tap on Call, Text or WhatsApp written on the lead's timeline without holding the tap up (ADR
 * 0427): a beacon to her area's endpoint goes while the phone opens its dialer or app, and when she
 * comes back to the page it reloads its data, so "How did it go?" is there.
 */
export function useContactLog(endpoint: string): (channel: ContactChannel) => void {
  const { revalidate } = useRevalidator();
  const tapped = useRef(false);
  useEffect(() => {
    const back = () => {
      if (!tapped.current || document.visibilityState !== "visible") return;
      tapped.current = false;
      void revalidate();
    };
    document.addEventListener("visibilitychange", back);
    window.addEventListener("focus", back);
    return () => {
      document.removeEventListener("visibilitychange", back);
      window.removeEventListener("focus", back);
    };
  }, [revalidate]);
  return (channel) => {
    const body = new URLSearchParams({ channel });
    tapped.current = true;
    if (!navigator.sendBeacon?.(endpoint, body)) void fetch(endpoint, { method: "POST", body, keepalive: true, credentials: "same-origin" });
  };
}
