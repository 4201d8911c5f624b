import { lazy, Suspense, type ComponentType } from "react";

/** The islands' code on the server, loaded once at start: see islandsReady. */
const serverLoads: Array<Promise<unknown>> = [];

/**
 * Resolves once the server has the code of every island, which it renders
 * in place: React.lazy would suspend on the first render and stream the
 * island out of order, behind a script that browsers without JavaScript
 * never run. entry.server.tsx awaits it before rendering.
 */
export function islandsReady(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/**
 * A part of a page whose code arrives after the page's own and hydrates on
 * its own when it does (React's selective hydration). The server renders it
 * in full, so until then it is the server's HTML: a lead form already posts
 * without JavaScript. For parts below the fold or that work as plain HTML;
 * see ADR 0504.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let Server: ComponentType<P> | undefined;
  if (import.meta.env.SSR) {
    serverLoads.push(
      load().then((component) => {
        Server = component;
      }),
    );
  }
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  function Island(props: P) {
    const Component = import.meta.env.SSR ? Server : Lazy;
    if (!Component) throw new Error("An island rendered before islandsReady() resolved");
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  }
  return Island;
}
