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
    // The files share no module state (each launches its own browser and servers); not re-importing
    // the support code and dictionaries for every file saves the ~100 s of CPU imports took.
    isolate: false,
    // Browser state settles after a render the URL has already announced; on a busy
    // 2-core CI machine that can take seconds, so polls wait for the outcome, not a clock.
    expect: { poll: { timeout: 10_000 } },
  },
});
