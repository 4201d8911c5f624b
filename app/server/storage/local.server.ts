import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { assertStorageKey, type Storage } from "./storage.server";

export function localStorage(root: string): Storage {
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
  };
}
