import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "scripts/**/*.test.ts", "server/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/setup/postgres.ts"],
    setupFiles: ["app/i18n/all-texts.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
