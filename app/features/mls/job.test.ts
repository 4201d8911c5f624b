import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { allowLocalDoublesForFile } from "../../../tests/support/local-doubles";
import { startResoServer } from "../../../tests/support/reso-server";
import { listings } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import type { Env } from "~/server/env.server";
import { localStorage } from "~/server/storage/local.server";
import type { Storage } from "~/server/storage/storage.server";
import { ResoClient } from "./client.server";
import { resoClientFromEnv, startMlsSync, syncOnce } from "./job.server";
import { MLS_SYNC_LOCK_KEY } from "./model";

allowLocalDoublesForFile();

describe("the sync job without a feed", () => {
  it("starts nothing and makes no client", () => {
    expect(resoClientFromEnv({ RESO_URL: undefined } as Env)).toBeNull();
    expect(startMlsSync({} as never, async () => null, { RESO_URL: undefined } as Env, {} as Storage)).toBeNull();
  });
});

describe.each(drivers)("one instance at a time on %s", (driver) => {
  let handle: DatabaseHandle;
  let folder: string;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    folder = await mkdtemp(join(tmpdir(), "mls-job-"));
  }, 60_000);
  afterAll(async () => {
    await handle.close();
    await rm(folder, { recursive: true, force: true });
  });

  it("holds the lock for a pass without keeping a pool connection, and skips while it is held", async () => {
    const release = await handle.tryLock(MLS_SYNC_LOCK_KEY);
    expect(release).not.toBeNull();
    expect(await handle.tryLock(MLS_SYNC_LOCK_KEY)).toBeNull();
    // The pool still answers pages while the lock is held.
    expect((await handle.db.select({ n: count() }).from(listings))[0]?.n).toBe(0);
    const reso = await startResoServer({ token: "t" });
    try {
      reso.load(2);
      const options = { client: new ResoClient({ url: reso.url, auth: { token: "t" } }), storage: localStorage(folder) };
      expect(await syncOnce(handle.db, handle.tryLock, options)).toBeNull();
      await release!();
      expect(await syncOnce(handle.db, handle.tryLock, options)).toMatchObject({ ok: true, counts: { new: 2 } });
      const again = await handle.tryLock(MLS_SYNC_LOCK_KEY);
      expect(again).not.toBeNull();
      await again!();

      // Another instance's timer within half an interval of that pass leaves it at that; the operator's `npm run mls:sync` doesn't ask.
      const read = reso.requests.length;
      expect(await syncOnce(handle.db, handle.tryLock, options, { unlessStartedWithinMs: 60_000 })).toBeNull();
      expect(reso.requests.length).toBe(read);
      expect(await syncOnce(handle.db, handle.tryLock, options)).toMatchObject({ ok: true });
    } finally {
      await reso.close();
    }
  });
});
