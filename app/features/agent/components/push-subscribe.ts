/** Where the agent's notification worker lives and what it covers: a path no page is under (ADR 0411). */
export const PUSH_WORKER_URL = "/agent/sw.js";
export const PUSH_WORKER_SCOPE = "/agent/";

/** What this browser can do about notifications. */
export type PushSupport = "unsupported" | "denied" | "ready";

export function pushSupport(): PushSupport {
  if (typeof window === "undefined" || !("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) return "unsupported";
  return Notification.permission === "denied" ? "denied" : "ready";
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(base64url.length / 4) * 4, "=");
  const bytes = new Uint8Array(new ArrayBuffer(atob(base64).length));
  for (const [index, char] of [...atob(base64)].entries()) bytes[index] = char.charCodeAt(0);
  return bytes;
}

/** The worker once active: its page covers none of the site's, so `navigator.serviceWorker.ready` would never settle. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const registration = await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: PUSH_WORKER_SCOPE });
  const worker = registration.installing ?? registration.waiting;
  if (!registration.active && worker) {
    await new Promise<void>((resolve, reject) => {
      worker.addEventListener("statechange", () => {
        if (worker.state === "activated") resolve();
        if (worker.state === "redundant") reject(new Error("The notification worker was replaced before it started."));
      });
    });
  }
  return registration;
}

/** This browser's current subscription, if it has one, without asking for anything. */
export async function currentSubscription(): Promise<PushSubscription | null> {
  if (pushSupport() === "unsupported") return null;
  const registration = await navigator.serviceWorker.getRegistration(PUSH_WORKER_SCOPE);
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/**
 * Asks for permission, starts the worker and subscribes with the site's key:
 * the subscription's endpoint and keys, as the server keeps them, or why not.
 */
export async function subscribe(vapidPublicKey: string): Promise<{ endpoint: string; p256dh: string; auth: string } | "denied" | "failed"> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "denied";
  try {
    const registration = await activeRegistration();
    const subscription =
      (await registration.pushManager.getSubscription()) ??
      (await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(vapidPublicKey) }));
    const json = subscription.toJSON();
    if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth) return "failed";
    return { endpoint: json.endpoint, p256dh: json.keys.p256dh, auth: json.keys.auth };
  } catch {
    return "failed";
  }
}
