import { useEffect, useRef, useState, type ComponentType, type ReactNode } from "react";
import { useDictionary } from "~/i18n";
import { mapTexts } from "~/i18n/map";
import { cn } from "~/lib/utils";
import type { ListingMapProps } from "./listing-map";

export interface MapSlotProps extends ListingMapProps {
  /** "now" loads the map at once (the search's map view); "visible" when the slot scrolls near the screen. */
  readonly load?: "now" | "visible";
  /** What shows until the map's code has arrived, and stays if it never does (the server's HTML). */
  readonly fallback?: ReactNode;
  readonly slotClassName?: string;
}

/**
 * Where a map goes: small code in a page's island that loads MapLibre's
 * chunk only when the map is wanted, so no page's first script carries it.
 */
export function MapSlot({ load = "visible", fallback, slotClassName, ...props }: MapSlotProps) {
  const t = useDictionary(mapTexts);
  const slot = useRef<HTMLDivElement>(null);
  const [Map, setMap] = useState<ComponentType<ListingMapProps> | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    let cancelled = false;
    const start = () =>
      import("./listing-map").then(
        (module) => !cancelled && setMap(() => module.ListingMap),
        () => !cancelled && setFailed(true),
      );
    if (load === "now" || typeof IntersectionObserver === "undefined") {
      void start();
      return () => {
        cancelled = true;
      };
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void start();
      },
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
    };
  }, [load]);

  return (
    <div ref={slot} className={cn("relative", slotClassName)} data-testid="map-slot">
      {Map ? <Map {...props} /> : fallback}
      {failed ? (
        <p role="status" className="mt-2 text-sm text-muted-foreground" data-testid="map-unavailable">
          {t.failed}
        </p>
      ) : null}
    </div>
  );
}
