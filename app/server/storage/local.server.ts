import { randomBytes } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
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
  };
}
