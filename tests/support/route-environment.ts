import { builtinEnvironments, type Environment } from "vitest/runtime";

/**
 * The environment of route tests (`// @vitest-environment ./tests/support/route-environment.ts`):
 * happy-dom's document for the page, with Node's own fetch classes for the route's server half.
 * happy-dom's Request drops a Cookie header and its Response a Set-Cookie, as a browser's do, so
 * a session would never reach a loader nor a flash notice leave an action. FormData stays
 * happy-dom's: the page's forms are read with it.
 */
const nodeKeys = ["Request", "Response", "Headers", "fetch", "AbortController", "AbortSignal", "URL", "URLSearchParams"] as const;

const happyDom = builtinEnvironments["happy-dom"];

export default {
  ...happyDom,
  name: "route",
  async setup(global, options) {
    const natives = nodeKeys.map((key) => [key, (global as Record<string, unknown>)[key]] as const);
    const environment = await happyDom.setup(global, options);
    // populateGlobal's setters keep these in place of the window's until teardown puts the originals back.
    for (const [key, value] of natives) (global as Record<string, unknown>)[key] = value;
    return environment;
  },
} satisfies Environment;
