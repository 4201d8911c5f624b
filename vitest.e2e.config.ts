import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/e2e/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
    // A worker runs its files one after another in one process: each file already starts its own browser,
    // servers and databases and shares no module state with another, and re-importing the test helpers
    // and the app's modules for every file cost ~5 s of the two cores per file.
    isolate: false,
    // Browser state settles after a render the URL has already announced; on a busy
    // 2-core CI machine that can take seconds, so polls wait for the outcome, not a clock.
    expect: { poll: { timeout: 10_000 } },
  },
});
