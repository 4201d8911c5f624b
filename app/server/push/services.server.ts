import { getEnv } from "../env.server";
import { hostListed } from "../http/addresses.server";
import { urlRefusal, type RefusalReason } from "../http/outgoing.server";

/**
 * The push services browsers subscribe through, where every endpoint a real
 * browser hands the agent's page points (ADR 0011): Firebase Cloud Messaging
 * (Chrome, Android's browsers, Opera, Samsung Internet), Mozilla's autopush
 * (Firefox), Windows Push Notification Services (Edge on Windows) and Apple's
 * (Safari; web.push.apple.com and the hosts Apple asks servers to allow).
 */
export const browserPushHosts: readonly string[] = ["fcm.googleapis.com", "updates.push.services.mozilla.com", "*.notify.windows.com", "*.push.apple.com"];

/** The browsers' push services and the operator's (PUSH_ALLOW_HOSTS). */
export function pushServiceHosts(): readonly string[] {
  return [...browserPushHosts, ...getEnv().PUSH_ALLOW_HOSTS];
}

/** The check a push makes on every hop: the URL is one of these push services'. */
export function isPushServiceOf(hosts: readonly string[]): (url: URL) => boolean {
  return (url) => hostListed(hosts, url.hostname);
}

/**
 * Why the server would never send to this endpoint, as far as can be told
 * without DNS (each push checks the addresses again): not a push service's,
 * or refused by the outgoing guard. Null when it may be kept.
 */
export function pushEndpointRefusal(endpoint: URL): RefusalReason | null {
  return urlRefusal(endpoint, { allowHosts: getEnv().OUTGOING_ALLOW_HOSTS, permit: isPushServiceOf(pushServiceHosts()) });
}
