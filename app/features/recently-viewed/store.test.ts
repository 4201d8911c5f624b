import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearViewed, onViewedChange, parseViewed, readViewed, RECENTLY_VIEWED_MAX, recordView, withViewed } from "./store";

const keys = (count: number) => Array.from({ length: count }, (_, index) => `K${index + 1}`);

describe("parseViewed", () => {
  it("reads a stored list and drops whatever is not a key", () => {
    expect(parseViewed(JSON.stringify(["A", "B"]))).toEqual(["A", "B"]);
    expect(parseViewed(JSON.stringify(["A", 7, null, "", "with space", "x".repeat(129), "\u0000", "A", "C"]))).toEqual(["A", "C"]);
  });

  it("is empty for nothing, broken JSON or another shape", () => {
    for (const raw of [null, "", "not json", "{", '{"A":1}', "42", '"A"']) expect(parseViewed(raw)).toEqual([]);
  });

  it("keeps at most the maximum", () => {
    expect(parseViewed(JSON.stringify(keys(30)))).toEqual(keys(RECENTLY_VIEWED_MAX));
  });
});

describe("withViewed", () => {
  it("puts the key first, once", () => {
    expect(withViewed([], "A")).toEqual(["A"]);
    expect(withViewed(["B", "A", "C"], "A")).toEqual(["A", "B", "C"]);
  });

  it("drops the oldest past the maximum", () => {
    const next = withViewed(keys(RECENTLY_VIEWED_MAX), "NEW");
    expect(next).toHaveLength(RECENTLY_VIEWED_MAX);
    expect(next[0]).toBe("NEW");
    expect(next).not.toContain(`K${RECENTLY_VIEWED_MAX}`);
  });
});

describe("in a browser", () => {
  let stored: Map<string, string>;
  beforeEach(() => {
    stored = new Map();
    const target = new EventTarget();
    vi.stubGlobal("window", {
      localStorage: {
        getItem: (key: string) => stored.get(key) ?? null,
        setItem: (key: string, value: string) => void stored.set(key, value),
        removeItem: (key: string) => void stored.delete(key),
      },
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
      dispatchEvent: target.dispatchEvent.bind(target),
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("records views newest first, tells listeners, and clears", () => {
    const changed = vi.fn();
    const stop = onViewedChange(changed);
    recordView("A");
    recordView("B");
    recordView("A");
    expect(readViewed()).toEqual(["A", "B"]);
    expect(changed).toHaveBeenCalledTimes(3);
    // The same listing again, already first: nothing to write.
    recordView("A");
    expect(changed).toHaveBeenCalledTimes(3);
    recordView("not a key");
    expect(readViewed()).toEqual(["A", "B"]);
    clearViewed();
    expect(readViewed()).toEqual([]);
    expect(stored.size).toBe(0);
    stop();
    recordView("C");
    expect(changed).toHaveBeenCalledTimes(4);
  });

  it("is empty, and quiet, when storage is refused", () => {
    vi.stubGlobal("window", {
      get localStorage(): Storage {
        throw new DOMException("denied", "SecurityError");
      },
      dispatchEvent: () => true,
    });
    expect(readViewed()).toEqual([]);
    expect(() => recordView("A")).not.toThrow();
    expect(() => clearViewed()).not.toThrow();
  });
});
