import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import X from "lucide-react/icons/x";
import * as Dialog from "@radix-ui/react-dialog";
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from "react";
import { fmt, useUi } from "~/i18n";

/** A horizontal move at least this long, and longer than it is tall, is a swipe. */
const SWIPE_PX = 40;

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

/**
 * The full-screen picture viewer of the property gallery and the site
 * gallery. Radix keeps focus inside while it is open and Escape closes it;
 * arrows and swipes move between pictures, wrapping around.
 */
export function FullScreenViewer({
  count,
  index,
  onIndexChange,
  onClose,
  returnFocus,
  title,
  render,
  caption,
}: ViewerProps & {
  title: string;
  /** The picture at an index, filling its box with object-contain. */
  render: (index: number) => ReactNode;
  caption: (index: number) => string;
}) {
  const t = useUi().property.gallery;
  const swipe = useRef<{ x: number; y: number } | null>(null);
  const open = index !== null && index >= 0 && index < count;
  const go = (step: number) => {
    if (index !== null) onIndexChange((index + step + count) % count);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "ArrowRight") go(1);
    else if (event.key === "ArrowLeft") go(-1);
    else return;
    event.preventDefault();
  };
  const onPointerDown = (event: PointerEvent) => {
    swipe.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipe.current;
    swipe.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(event.clientY - start.y)) go(dx < 0 ? 1 : -1);
  };

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
            className="relative min-h-0 flex-1 touch-pan-y select-none"
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => (swipe.current = null)}
          >
            {open ? render(index) : null}
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
