import { describe, expect, it } from "vitest";
import type { Database } from "~/server/db/connect.server";
import { cachedByVersion } from "./cache.server";

/** The cache only keys on the database object; these tests never query it. */
const fakeDb = () => ({}) as Database;

describe("cachedByVersion", () => {
  it("computes once per version and key, and again for a new version", async () => {
    const db = fakeDb();
    let calls = 0;
    const compute = async () => ++calls;
    expect(await cachedByVersion(db, 1, "k", compute)).toBe(1);
    expect(await cachedByVersion(db, 1, "k", compute)).toBe(1);
    expect(await cachedByVersion(db, "1.2", "k", compute)).toBe(2);
    expect(await cachedByVersion(db, "1.3", "k", compute)).toBe(3);
    expect(await cachedByVersion(db, "1.3", "other", compute)).toBe(4);
  });

  it("lets concurrent callers share one computation", async () => {
    const db = fakeDb();
    const pending: Array<(value: number) => void> = [];
    const compute = () => new Promise<number>((resolve) => pending.push(resolve));
    const first = cachedByVersion(db, 1, "k", compute);
    const second = cachedByVersion(db, 1, "k", compute);
    await Promise.resolve();
    expect(pending).toHaveLength(1);
    for (const finish of pending) finish(7);
    expect(await Promise.all([first, second])).toEqual([7, 7]);
  });

  it("forgets a failed computation, so the next caller tries again", async () => {
    const db = fakeDb();
    await expect(cachedByVersion(db, 1, "k", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(await cachedByVersion(db, 1, "k", async () => 5)).toBe(5);
  });

  it("keeps a value that follows the clock no longer than its maximum age", async () => {
    const db = fakeDb();
    let clock = 0;
    let calls = 0;
    const options = { maxAgeMs: 60_000, now: () => clock };
    const compute = async () => ++calls;
    expect(await cachedByVersion(db, 1, "rows", compute, options)).toBe(1);
    clock = 59_999;
    expect(await cachedByVersion(db, 1, "rows", compute, options)).toBe(1);
    clock = 60_000;
    expect(await cachedByVersion(db, 1, "rows", compute, options)).toBe(2);
  });
});
