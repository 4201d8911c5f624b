import { lazy, memo, Suspense, useContext, useEffect, useState, type ComponentType, type ReactNode } from "react";
import { IslandHydrated, useReplayBox } from "./island-replay";

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

/** Islands' code asked for and not yet in: see islandsLoading. */
const pending = new Set<Promise<unknown>>();
/** How long a client-side navigation waits for its islands' code before it shows the page without them. */
const NAVIGATION_WAIT_MS = 3000;

/**
 * Resolves when the islands' code asked for so far is in, or after three
 * seconds. A page reached by a client-side navigation starts its islands' code
 * when its route module arrives; the root's client middleware waits for it
 * after the page's data, so the page is drawn whole at once instead of with
 * holes that fill in a moment later (a new Suspense boundary shows its
 * fallback, nothing, even inside a transition).
 */
export function islandsLoading(): Promise<unknown> {
  if (pending.size === 0) return Promise.resolve();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise((resolve) => (timer = setTimeout(resolve, NAVIGATION_WAIT_MS)));
  return Promise.race([Promise.all([...pending]), waited]).finally(() => clearTimeout(timer));
}

export interface IslandOptions {
  /**
   * The island holds what a visitor may touch first (ADR 0511): a click, a
   * submission or a choice made after the page hydrated but before the
   * island's code arrived is held and made again once it has hydrated. The
   * island sits in a <div> of its own for that.
   */
  replay?: boolean;
  /**
   * That box's classes: by default laid out as its contents (`contents`, for
   * a flex or grid item); a block for a child of a `space-y-*` column, whose
   * spacing a `contents` box would lose (`empty:hidden` when the island may
   * draw nothing), with the responsive `hidden` its part has.
   */
  box?: string;
}

/**
 * A part of a page whose code arrives after the page's own and hydrates on
 * its own when it does (React's selective hydration). The server renders it
 * in full, so until then it is the server's HTML: a lead form already posts
 * without JavaScript. For parts below the fold or that work as plain HTML,
 * or, with `replay`, any part; see ADR 0504 and 0511.
 */
export function island<P extends object>(load: () => Promise<ComponentType<P>>, options: IslandOptions = {}): ComponentType<P> {
  let Server: ComponentType<P> | undefined;
  if (import.meta.env.SSR) {
    serverLoads.push(
      load().then((component) => {
        Server = component;
      }),
    );
  }
  let Loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    if (loading) return loading;
    loading = load().then((component) => {
      Loaded = options.replay ? signalling(component) : component;
      return Loaded;
    });
    // Settles either way: a chunk that fails to load is React.lazy's to report, not the navigation's.
    const tracked: Promise<unknown> = loading.then(
      () => pending.delete(tracked),
      () => pending.delete(tracked),
    );
    pending.add(tracked);
    return loading;
  };
  // A route module evaluated on a page already live came with a client-side navigation, before the
  // route renders: its islands' code starts now, beside the route's data, and is usually in by the
  // render, which then draws the island at once instead of nothing until its chunk arrives (ADR 0511).
  // On a first load the code waits for the page's own, as before.
  if (!import.meta.env.SSR && typeof document !== "undefined" && document.documentElement.dataset.hydrated) void loadOnce();
  const Lazy = lazy(() => loadOnce().then((component) => ({ default: component })));
  function Island(props: P) {
    // Chosen once per instance: a component type that changed between renders would remount the island.
    const [Component] = useState(() => (import.meta.env.SSR ? Server : (Loaded ?? Lazy)));
    if (!Component) throw new Error("An island rendered before islandsReady() resolved");
    const part = (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
    return options.replay ? <ReplayBox className={options.box ?? "contents"}>{part}</ReplayBox> : part;
  }
  // A parent's render with the same props must not reach a boundary still waiting for its code: React would
  // give up hydrating it and draw it afresh, showing nothing until the code arrives.
  return memo(Island);
}

/** The island's component, telling its box once it has hydrated (or mounted) so the box replays what it held. */
function signalling<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return function Signalling(props: P) {
    const hydrated = useContext(IslandHydrated);
    useEffect(hydrated, [hydrated]);
    return <Component {...props} />;
  };
}

function ReplayBox({ className, children }: { className: string; children: ReactNode }) {
  const { ref, hydrated } = useReplayBox();
  return (
    <div ref={ref} className={className || undefined} data-island="">
      <IslandHydrated value={hydrated}>{children}</IslandHydrated>
    </div>
  );
}
