import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";
import { authStore, REFRESH_TICK_MS } from "~/lib/auth-store";
import { useAccount } from "./use-account";

/**
 * Feeds the session the root loader sent into the auth store, which emits the
 * session events and tells the other tabs; reloads this tab's data when
 * another tab changed the session, or when this one is about to expire.
 */
export function AuthSync() {
  const { session } = useAccount();
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  useEffect(() => {
    revalidate.current = revalidator.revalidate;
  });

  useEffect(() => authStore.connect(() => void revalidate.current()), []);

  useEffect(() => {
    authStore.sync(session);
  }, [session]);

  useEffect(() => {
    const timer = setInterval(() => {
      if (authStore.needsRefresh()) void revalidate.current();
    }, REFRESH_TICK_MS);
    return () => clearInterval(timer);
  }, []);

  return null;
}
