/**
 * The listings a visitor opened, newest first, kept in this browser only
 * (localStorage): no account, and the keys leave the browser only to fetch
 * their cards' current data. Reading and writing never throw: with storage
 * blocked or full the list is simply empty.
 */

export const RECENTLY_VIEWED_MAX = 12;
const STORAGE_KEY = "rgv:recently-viewed";
/** Announces a change to the other parts of this page; other tabs get the storage event. */
const CHANGE_EVENT = "rgv:recently-viewed";

/** A listing key as the site's URLs carry them: printable, no longer than the database's. */
export function isListingKey(value: unknown): value is string {
  return typeof value === "string" && value.length > 0 && value.length <= 128 && [...value].every((char) => char.charCodeAt(0) > 32 && char.charCodeAt(0) !== 127);
}

/** The stored list, whatever was stored: only keys, no repeats, at most the maximum. */
export function parseViewed(raw: string | null): string[] {
  if (!raw) return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return [...new Set(value.filter(isListingKey))].slice(0, RECENTLY_VIEWED_MAX);
}

/** The list after a view: the key first, once, the oldest dropped past the maximum. */
export function withViewed(keys: readonly string[], key: string): string[] {
  return [key, ...keys.filter((other) => other !== key)].slice(0, RECENTLY_VIEWED_MAX);
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readViewed(): string[] {
  try {
    return parseViewed(storage()?.getItem(STORAGE_KEY) ?? null);
  } catch {
    return [];
  }
}

function write(keys: readonly string[]): void {
  try {
    if (keys.length === 0) storage()?.removeItem(STORAGE_KEY);
    else storage()?.setItem(STORAGE_KEY, JSON.stringify(keys));
  } catch {
    // Storage full or refused: the list stays as it was.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function recordView(key: string): void {
  if (!isListingKey(key)) return;
  const keys = readViewed();
  if (keys[0] !== key) write(withViewed(keys, key));
}

export function clearViewed(): void {
  write([]);
}

/** Calls back when the list changes, in this page or another tab; returns the unsubscribe. */
export function onViewedChange(callback: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) callback();
  };
  window.addEventListener(CHANGE_EVENT, callback);
  window.addEventListener("storage", onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, callback);
    window.removeEventListener("storage", onStorage);
  };
}
