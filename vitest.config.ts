import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { basemap } from "./vite/basemap-plugin.ts";

export default defineConfig({
  // The map's offline basemap is a virtual module (ADR 0117), which its tests import.
  plugins: [basemap()],
  resolve: {
    tsconfigPaths: true,
    // Route tests' environment (`// @vitest-environment route`): happy-dom's page with Node's fetch classes.
    alias: { "vitest-environment-route": fileURLToPath(new URL("./tests/support/route-environment.ts", import.meta.url)) },
  },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "server/**/*.test.ts", "tests/support/**/*.test.ts"],
    environment: "node",
    // Tests never reach outside the machine: those that geocode start their own Census double, those that
    // read a map style their own OpenFreeMap double.
    env: { GEOCODER_URL: "off", FLOOD_ZONE_URL: "off", MAP_STYLE_URL: "off" },
    globalSetup: ["tests/setup/postgres.ts"],
    setupFiles: ["app/i18n/all-texts.ts"],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's default is one worker fewer than the cores, which is one here: two ran the suite in
    // 137 s instead of 171 s on this 2-core machine.
    maxWorkers: 2,
    // Worker threads rather than child processes: a file's worker starts sooner, and the suite ran in
    // 215 s instead of 252 s here (every test passes either way; process.env is per thread).
    pool: "threads",
    // A worker runs its files one after another with one module registry: re-importing the app's modules
    // (drizzle, better-auth, React) for every file was ~107 s of the run's import time. The suite ran in
    // 104 s instead of ~200 s here (ADR 0007). No test mocks a module, the two that stub a global or the
    // clock restore them after each test, and the server's singletons are made again when the database or
    // the validated environment changes (appDatabaseForFile has getEnv read it anew).
    isolate: false,
  },
});
