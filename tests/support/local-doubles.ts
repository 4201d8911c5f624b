import { afterAll, beforeAll, vi } from "vitest";
import { forgetEnv } from "../../app/server/env.server";

/**
 * The allow lists that let the app reach the tests' local doubles, which all listen on 127.0.0.1 over
 * plain http (the push service, the RESO server and its photos, the Census geocoder): everything
 * else stays refused as in production (ADR 0011). For a server's or a CLI's environment.
 */
export const localDoubles = { OUTGOING_ALLOW_HOSTS: "127.0.0.1", PUSH_ALLOW_HOSTS: "127.0.0.1" } as const;

/** Sets `localDoubles` in this test file's environment for its tests, and takes them away after. */
export function allowLocalDoublesForFile(): void {
  beforeAll(() => {
    for (const [name, value] of Object.entries(localDoubles)) vi.stubEnv(name, value);
    forgetEnv();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    forgetEnv();
  });
}
