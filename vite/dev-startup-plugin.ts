import { isRunnableDevEnvironment, type Plugin } from "vite";

/** React Router's server build, as its dev server loads it: the entry module carries the app's start-up hook. */
const SERVER_BUILD = "virtual:react-router/server-build";

interface DevServerBuild {
  readonly entry: { readonly module: { startup(): Promise<void> } };
}

/**
 * `npm run dev` runs the app inside Vite's server, not server/index.ts, so nothing called the
 * entry's `startup` (environment check, database migration and demo listings, background jobs)
 * and every page answered 500 from getDb. This runs it once, before the first request reaches
 * React Router, in the same module runner as the server build, so both share one database.
 */
export function devStartup(): Plugin {
  return {
    name: "dev-startup",
    apply: "serve",
    configureServer(server) {
      let started: Promise<void> | undefined;
      server.middlewares.use((_req, _res, next) => {
        const ssr = server.environments.ssr;
        if (!ssr || !isRunnableDevEnvironment(ssr)) return next();
        started ??= ssr.runner.import<DevServerBuild>(SERVER_BUILD).then((build) => build.entry.module.startup());
        started.then(
          () => next(),
          (error: unknown) => {
            // Shown for this request; the next one tries again, once the environment or the code is fixed.
            started = undefined;
            next(error);
          },
        );
      });
    },
  };
}
