import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import LoaderCircle from "lucide-react/icons/loader-circle";
import X from "lucide-react/icons/x";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, useState, type KeyboardEvent, type PointerEvent } from "react";
import { fmt, useUi } from "~/i18n";
import { photoWidths, type PhotoFormat, type PhotoWidth } from "~/lib/photos";
import { cn } from "~/lib/utils";

/** A horizontal move at least this long, and longer than it is tall, is a swipe. */
const SWIPE_PX = 40;

/**
 * The height the viewer's top bar (48 px buttons in 12 px padding) and
 * one-line caption take from the screen, so the photo's drawn width can be
 * told to the browser before it chooses a file.
 */
const CHROME_PX = 120;

const control =
  "inline-flex size-12 items-center justify-center rounded-full bg-black/60 text-white hover:bg-black/80 focus-visible:outline-2 focus-visible:outline-white";

export interface ViewerProps {
  /** How many pictures there are. */
  count: number;
  /** The picture shown, or null when the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  returnFocus: () => void;
}

/** A picture the viewer shows: it chooses the variant and draws it whole. */
export interface ViewerImage {
  /** Stable per picture: a slide keeps its element (and its loaded file) as it moves. */
  readonly key: string;
  readonly alt: string;
  readonly width: number;
  readonly height: number;
  readonly url: (width: PhotoWidth, format: PhotoFormat) => string;
}

/**
 * How wide the photo is drawn: the screen's width, or less for a picture
 * taller than the space under the top bar allows. The browser multiplies by
 * its pixel density, so a phone gets the variant its pixels need, not the
 * largest one.
 */
export function viewerSizes(width: number, height: number): string {
  const ratio = Math.round((width / height) * 1000) / 1000;
  return `min(100vw, calc((100vh - ${CHROME_PX}px) * ${ratio}))`;
}

function srcSet(image: ViewerImage, format: PhotoFormat): string {
  return photoWidths.map((width) => `${image.url(width, format)} ${width}w`).join(", ");
}

/** One picture, whole (object-contain) and letterboxed in black, in AVIF or WebP where the browser takes them. */
function Slide({ image, offset, dragX, dragging, onSettled }: { image: ViewerImage; offset: number; dragX: number; dragging: boolean; onSettled: (key: string) => void }) {
  const sizes = viewerSizes(image.width, image.height);
  const current = offset === 0;
  return (
    <div
      className={cn("absolute inset-0", !dragging && "transition-transform duration-300 ease-out motion-reduce:transition-none")}
      style={{ transform: `translateX(calc(${offset * 100}% + ${dragX}px))` }}
      aria-hidden={current ? undefined : true}
      data-current={current ? "" : undefined}
    >
      <picture className="block size-full">
        <source type="image/avif" srcSet={srcSet(image, "avif")} sizes={sizes} />
        <source type="image/webp" srcSet={srcSet(image, "webp")} sizes={sizes} />
        <img
          src={image.url(960, "jpg")}
          srcSet={srcSet(image, "jpg")}
          sizes={sizes}
          alt={current ? image.alt : ""}
          width={image.width}
          height={image.height}
          fetchPriority={current ? "high" : "low"}
          decoding="async"
          draggable={false}
          onLoad={() => onSettled(image.key)}
          onError={() => onSettled(image.key)}
          className="pointer-events-none block size-full object-contain"
        />
      </picture>
    </div>
  );
}

/**
 * The full-screen picture viewer of the property gallery and the site
 * gallery. Radix keeps focus inside while it is open and Escape closes it;
 * arrows, buttons and swipes move between pictures, wrapping around. The
 * neighbours on either side are already there (and loading), so a swipe
 * drags the next picture in rather than waiting for it.
 */
export function FullScreenViewer({
  count,
  index,
  onIndexChange,
  onClose,
  returnFocus,
  title,
  image,
  caption,
}: ViewerProps & {
  title: string;
  image: (index: number) => ViewerImage | undefined;
  caption: (index: number) => string;
}) {
  const t = useUi().property.gallery;
  const swipe = useRef<{ x: number; y: number; id: number } | null>(null);
  // How far the picture is dragged sideways; null when no pointer is down.
  const [drag, setDrag] = useState<number | null>(null);
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const open = index !== null && index >= 0 && index < count;
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };
  const markSettled = (key: string) => setSettled((keys) => (keys.has(key) ? keys : new Set(keys).add(key)));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    // A press on the previous or next button is a click, not the start of a swipe; a second finger changes nothing.
    if (count < 2 || swipe.current || (event.target as Element).closest("button")) return;
    swipe.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    setDrag(0);
    try {
      // A mouse dragged past the edge still ends the swipe here.
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // A pointer that is already up can't be captured; its pointerup still ends the swipe.
    }
  };
  const onPointerMove = (event: PointerEvent) => {
    const start = swipe.current;
    if (start?.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    setDrag(Math.abs(dx) > Math.abs(event.clientY - start.y) ? dx : 0);
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    setDrag(null);
    if (start?.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };
  const onPointerCancel = () => {
    swipe.current = null;
    setDrag(null);
  };

  // The picture and its neighbours; with two pictures, the other one on the side it is dragged in from.
  const dragX = drag ?? 0;
  const offsets = count === 1 ? [0] : count === 2 ? [0, dragX > 0 ? -1 : 1] : [-1, 0, 1];
  const slides = open
    ? offsets.flatMap((offset) => {
        const shown = image((index + offset + count) % count);
        return shown ? [{ offset, image: shown }] : [];
      })
    : [];
  const currentKey = open ? image(index)?.key : undefined;
  const loading = currentKey !== undefined && !settled.has(currentKey);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col bg-black text-white outline-none"
          onKeyDown={onKeyDown}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          data-testid="photo-viewer"
        >
          <div className="flex items-center justify-between gap-3 p-3">
            <Dialog.Title className="truncate text-sm font-semibold">{title}</Dialog.Title>
            <p className="shrink-0 text-sm tabular-nums" aria-live="polite" data-testid="photo-counter">
              {open ? fmt(t.counter, { index: index + 1, count }) : ""}
            </p>
            <Dialog.Close className={control} aria-label={t.close}>
              <X aria-hidden className="size-6" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="sr-only">{t.viewerHint}</Dialog.Description>
          <div
            className="relative min-h-0 flex-1 overflow-hidden select-none touch-pan-y touch-pinch-zoom"
            aria-busy={loading}
            data-testid="viewer-stage"
            onPointerDown={onPointerDown}
            onPointerMove={onPointerMove}
            onPointerUp={onPointerUp}
            onPointerCancel={onPointerCancel}
          >
            {slides.map((slide) => (
              <Slide key={slide.image.key} image={slide.image} offset={slide.offset} dragX={dragX} dragging={drag !== null} onSettled={markSettled} />
            ))}
            {loading ? (
              <LoaderCircle aria-hidden className="absolute top-1/2 left-1/2 size-10 -translate-x-1/2 -translate-y-1/2 animate-spin text-white/80" data-testid="viewer-spinner" />
            ) : null}
            {count > 1 ? (
              <>
                <button type="button" onClick={() => go(-1)} aria-label={t.previous} className={`${control} absolute top-1/2 left-3 -translate-y-1/2`}>
                  <ChevronLeft aria-hidden className="size-7" />
                </button>
                <button type="button" onClick={() => go(1)} aria-label={t.next} className={`${control} absolute top-1/2 right-3 -translate-y-1/2`}>
                  <ChevronRight aria-hidden className="size-7" />
                </button>
              </>
            ) : null}
          </div>
          <p className="min-h-12 p-3 text-center text-sm text-white/90" data-testid="viewer-caption">{open ? caption(index) : ""}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
