/**
 * The agent's service worker (ADR 0411): shows a pushed lead as a
 * notification and opens its page when tapped. Registered with the scope
 * /agent/, a path no page of the site lives under, so it controls no page
 * and stands between no visitor and the network: it has no fetch handler.
 * Plain script, written for the browser as it is: it is served as text.
 */
export function pushWorkerSource(fallbackTitle: string): string {
  return `"use strict";
const FALLBACK_TITLE = ${JSON.stringify(fallbackTitle)};

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

// Every push shows a notification: browsers allow pushes only on that promise, and a garbled one still means a lead to look at.
self.addEventListener("push", (event) => {
  let message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (error) {
    message = {};
  }
  const text = (value) => (typeof value === "string" ? value.slice(0, 300) : "");
  const title = text(message.title) || FALLBACK_TITLE;
  const url = text(message.url).startsWith("/") ? text(message.url) : "/agent";
  event.waitUntil(
    self.registration.showNotification(title, { body: text(message.body), tag: text(message.tag) || undefined, data: { url }, renotify: Boolean(message.tag) }),
  );
});

// Opens the lead: a tab already on it comes to the front, otherwise a new one.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  const path = event.notification.data && typeof event.notification.data.url === "string" ? event.notification.data.url : "/agent";
  const target = new URL(path, self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    self.clients.matchAll({ type: "window", includeUncontrolled: true }).then((windows) => {
      const open = windows.find((client) => client.url === target.href);
      return open ? open.focus() : self.clients.openWindow(target.href);
    }),
  );
});
`;
}
