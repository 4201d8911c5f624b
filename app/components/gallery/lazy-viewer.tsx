import { lazy, Suspense, useState, type ComponentProps } from "react";
import type { FullScreenViewer as Viewer } from "./fullscreen-viewer";

const loadViewer = () => import("./fullscreen-viewer");
const FullScreenViewer = lazy(() => loadViewer().then((module) => ({ default: module.FullScreenViewer })));

/** Starts loading the viewer, for when the pointer or focus reaches a gallery. */
export function preloadViewer(): void {
  void loadViewer();
}

/**
 * The full-screen viewer, loaded the first time a picture opens rather than
 * with the page: its Radix dialog is ~13 KB of script most visits never use.
 * Once opened it stays mounted, so closing returns focus as before.
 */
export function LazyViewer(props: ComponentProps<typeof Viewer>) {
  const [used, setUsed] = useState(false);
  if (!used && props.index !== null) setUsed(true);
  return used ? (
    <Suspense fallback={null}>
      <FullScreenViewer {...props} />
    </Suspense>
  ) : null;
}
