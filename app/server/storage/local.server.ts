import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { assertStorageKey, isStorageKey, type ListableStorage } from "./storage.server";

/** A write in flight (put's temporary file), which is no object yet. */
const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/;

/** Folders read at once: each is a step on libuv's pool, and a busy server gives each step its turn slowly. */
const FOLDERS_AT_ONCE = 16;

async function entriesOf(folder: string) {
  try {
    return await readdir(folder, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
}

/**
 * Every key under `base`, a level of folders at a time, several folders side by side (a listing's
 * photos are a folder each: read one after the other, 10,000 of them took minutes under load). A
 * symbolic link is not followed (the tests share a cache of photo variants through one).
 */
async function allKeys(base: string, skip: readonly string[]): Promise<string[]> {
  const keys: string[] = [];
  for (let level = [""]; level.length > 0; ) {
    const next: string[] = [];
    for (let start = 0; start < level.length; start += FOLDERS_AT_ONCE) {
      const folders = level.slice(start, start + FOLDERS_AT_ONCE);
      const listed = await Promise.all(folders.map((folder) => entriesOf(join(base, folder))));
      listed.forEach((entries, index) => {
        for (const entry of entries) {
          const key = folders[index] ? `${folders[index]}/${entry.name}` : entry.name;
          if (entry.isDirectory() && !skip.includes(`${key}/`)) next.push(key);
          else if (entry.isFile() && !TEMPORARY.test(entry.name) && isStorageKey(key)) keys.push(key);
        }
      });
    }
    level = next;
  }
  return keys;
}

export function localStorage(root: string): ListableStorage {
  const base = resolve(root);
  return {
    description: `disk ${base}`,
    async get(key) {
      assertStorageKey(key);
      try {
        return new Uint8Array(await readFile(join(base, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async put(key, body) {
      assertStorageKey(key);
      const target = join(base, key);
      await mkdir(dirname(target), { recursive: true });
      // Write then rename, so that a reader never sees half a file.
      const temporary = `${target}.${randomBytes(6).toString("hex")}.tmp`;
      await writeFile(temporary, body);
      await rename(temporary, target);
    },
    async delete(key) {
      assertStorageKey(key);
      const target = join(base, key);
      await rm(target, { force: true });
      // Objects that belong together share a folder (a lead's photos): the last one out takes the folder
      // with it. rmdir refuses a folder that still holds something, which is the answer wanted then.
      if (dirname(target) !== base) await rmdir(dirname(target)).catch(() => undefined);
    },
    async read(key) {
      assertStorageKey(key);
      try {
        return new Uint8Array(readFileSync(join(base, key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async *list({ skip = [] } = {}) {
      yield* await allKeys(base, skip);
    },
  };
}
