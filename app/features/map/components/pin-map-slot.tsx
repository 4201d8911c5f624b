import { useEffect, useState, type ComponentType } from "react";
import { useDictionary } from "~/i18n";
import { mapTexts } from "~/i18n/map";
import { useHydrated } from "~/lib/use-hydrated";
import type { PinMapProps } from "./pin-map";

/**
 * Where the listing editor's map goes: MapLibre's chunk is fetched only by
 * the editor, after the page has come alive. Without script the coordinate
 * fields stand alone, and the pin still follows the address when saved.
 */
export function PinMapSlot(props: PinMapProps) {
  const t = useDictionary(mapTexts);
  const [PinMap, setPinMap] = useState<ComponentType<PinMapProps> | null>(null);
  const [failed, setFailed] = useState(false);
  const hydrated = useHydrated();

  useEffect(() => {
    let cancelled = false;
    import("./pin-map").then(
      (module) => !cancelled && setPinMap(() => module.PinMap),
      () => !cancelled && setFailed(true),
    );
    return () => {
      cancelled = true;
    };
  }, []);

  if (failed) return <p role="status" className="text-sm text-muted-foreground">{t.failed}</p>;
  if (PinMap) return <PinMap {...props} />;
  return hydrated ? <div className="aspect-[4/3] rounded-xl border bg-muted sm:aspect-[16/9]" /> : null;
}
