import { useId, useState } from "react";
import { fmt } from "~/i18n";
import type { StagingText } from "~/i18n/staging.en";
import type { ContentImageName } from "~/lib/content-images";
import { SceneImage } from "./scene-image";

const SIZES = "(min-width: 1280px) 620px, (min-width: 768px) 50vw, 100vw";

/**
 * An empty room and the same room staged, one over the other. A native range
 * input sits over the picture: arrow keys, Home, End, dragging and tapping
 * all move the dividing line, and screen readers announce its value.
 */
export function BeforeAfter({ before, after, room, caption, t, priority = false }: { before: ContentImageName; after: ContentImageName; room: string; caption: string; t: StagingText["compare"]; priority?: boolean }) {
  const [position, setPosition] = useState(50);
  const captionId = useId();
  return (
    <figure className="space-y-3" data-testid="before-after">
      <div className="group relative aspect-[3/2] overflow-hidden rounded-2xl bg-muted has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring">
        <SceneImage name={after} alt={fmt(t.afterAlt, { room })} sizes={SIZES} priority={priority} />
        <div className="absolute inset-0" style={{ clipPath: `inset(0 ${100 - position}% 0 0)` }} data-testid="before-layer">
          <SceneImage name={before} alt={fmt(t.beforeAlt, { room })} sizes={SIZES} priority={priority} />
        </div>
        <div aria-hidden className="pointer-events-none absolute inset-y-0 w-1 -translate-x-1/2 bg-white shadow-[0_0_0_1px_rgba(0,0,0,0.35)]" style={{ left: `${position}%` }}>
          <span className="absolute top-1/2 left-1/2 flex size-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-lg font-bold text-black shadow">⇔</span>
        </div>
        <span aria-hidden className="pointer-events-none absolute top-3 left-3 rounded-md bg-black/70 px-2 py-1 text-sm font-semibold text-white">{t.before}</span>
        <span aria-hidden className="pointer-events-none absolute top-3 right-3 rounded-md bg-black/70 px-2 py-1 text-sm font-semibold text-white">{t.after}</span>
        <input
          type="range"
          min={0}
          max={100}
          step={1}
          value={position}
          onChange={(event) => setPosition(Number(event.currentTarget.value))}
          aria-label={fmt(t.slider, { room })}
          aria-valuetext={fmt(t.valueText, { before: position, after: 100 - position })}
          aria-describedby={captionId}
          className="absolute inset-0 size-full cursor-ew-resize appearance-none opacity-0"
          data-testid="staging-slider"
        />
      </div>
      <figcaption id={captionId} className="text-sm text-muted-foreground">
        <strong className="font-semibold text-foreground">{room}.</strong> {caption}
      </figcaption>
    </figure>
  );
}
