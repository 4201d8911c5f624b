import { useEffect, useRef, useState, type PointerEvent } from "react";
import { useFetcher } from "react-router";
import { undiscovered } from "~/components/ui/link";
import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import GripVertical from "lucide-react/icons/grip-vertical";
import ImageUp from "lucide-react/icons/image-up";
import Trash2 from "lucide-react/icons/trash-2";
import { Button, buttonVariants } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { fmt, useLang } from "~/i18n";
import { listingPhotosTexts } from "~/i18n/listing-photos";
import { photoUrl } from "~/lib/photos";
import { cn } from "~/lib/utils";
import { photoLimits } from "~/features/listings/photos";
import { photosApiPath, type EditorPhoto } from "../photos";

type Texts = (typeof listingPhotosTexts)["en"];

interface ItemProps {
  readonly photo: EditorPhoto;
  readonly index: number;
  readonly last: boolean;
  readonly action: string;
  readonly returnTo: string;
  readonly t: Texts;
  readonly dragging: boolean;
  readonly onGrab: (event: PointerEvent, mediaKey: string) => void;
  readonly onMove: (mediaKey: string, direction: "up" | "down") => void;
  readonly onCover: (mediaKey: string) => void;
}

/** One photo: its thumbnail, its place, its captions in both languages, and its move and delete forms (each works without script). */
function PhotoItem({ photo, index, last, action, returnTo, t, dragging, onGrab, onMove, onCover }: ItemProps) {
  const mover = useFetcher();
  const coverer = useFetcher();
  const captioner = useFetcher();
  const remover = useFetcher();
  const n = index + 1;
  const hidden = (
    <>
      <input type="hidden" name="mediaKey" value={photo.mediaKey} />
      <input type="hidden" name="redirectTo" value={returnTo} />
    </>
  );
  const move = (direction: "up" | "down", disabled: boolean) => (
    <mover.Form {...undiscovered} method="post" action={action} preventScrollReset onSubmit={() => onMove(photo.mediaKey, direction)}>
      {hidden}
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="direction" value={direction} />
      <Button type="submit" variant="outline" size="sm" disabled={disabled} data-move={`${photo.mediaKey}-${direction}`} aria-describedby={`photo-${photo.mediaKey}-name`}>
        {direction === "up" ? <ArrowUp aria-hidden /> : <ArrowDown aria-hidden />}
        {direction === "up" ? t.moveUp : t.moveDown}
      </Button>
    </mover.Form>
  );
  return (
    <li
      data-media-key={photo.mediaKey}
      data-testid="editor-photo"
      className={cn("flex flex-col gap-3 rounded-xl border bg-card p-3 sm:flex-row", dragging && "opacity-60 ring-2 ring-primary")}
    >
      <div className="flex items-start gap-2">
        <span
          aria-hidden
          data-grip
          title={fmt(t.drag, { n })}
          onPointerDown={(event) => onGrab(event, photo.mediaKey)}
          className="mt-1 cursor-grab touch-none rounded p-1 text-muted-foreground hover:bg-muted active:cursor-grabbing"
        >
          <GripVertical className="size-5" />
        </span>
        <img
          src={photoUrl(photo.mediaKey, 320, "webp")}
          width={160}
          height={Math.round((160 * photo.imageHeight) / photo.imageWidth)}
          alt={(photo.shortDescription ?? "") || fmt(t.photo, { n })}
          loading="lazy"
          draggable={false}
          className="h-auto w-40 shrink-0 rounded-lg bg-muted object-cover"
        />
      </div>
      <div className="min-w-0 flex-1 space-y-3">
        <p id={`photo-${photo.mediaKey}-name`} className="font-semibold">
          {fmt(t.photo, { n })}
          {index === 0 ? <span className="ml-2 rounded bg-accent px-2 py-0.5 text-xs text-accent-foreground">{t.cover}</span> : null}
        </p>
        <captioner.Form {...undiscovered} method="post" action={action} preventScrollReset className="space-y-2">
          {hidden}
          <input type="hidden" name="intent" value="caption" />
          <Field id={`caption-en-${photo.mediaKey}`} label={t.captionEn} hint={index === 0 ? t.captionHint : undefined}>
            <Input name="captionEn" defaultValue={photo.shortDescription ?? ""} maxLength={photoLimits.caption} lang="en" />
          </Field>
          <Field id={`caption-es-${photo.mediaKey}`} label={t.captionEs}>
            <Input name="captionEs" defaultValue={photo.shortDescriptionEs ?? ""} maxLength={photoLimits.caption} lang="es" />
          </Field>
          <Button type="submit" variant="outline" size="sm" disabled={captioner.state !== "idle"} aria-describedby={`photo-${photo.mediaKey}-name`}>
            {t.saveCaption}
          </Button>
        </captioner.Form>
        <div className="flex flex-wrap items-start gap-2">
          {index > 0 ? (
            <coverer.Form {...undiscovered} method="post" action={action} preventScrollReset onSubmit={() => onCover(photo.mediaKey)}>
              {hidden}
              <input type="hidden" name="intent" value="cover" />
              <Button type="submit" variant="outline" size="sm" disabled={coverer.state !== "idle"} aria-describedby={`photo-${photo.mediaKey}-name`} data-cover={photo.mediaKey}>
                <ImageUp aria-hidden />
                {t.makeCover}
              </Button>
            </coverer.Form>
          ) : null}
          {move("up", index === 0)}
          {move("down", last)}
          <details className="group">
            <summary className={cn(buttonVariants({ variant: "ghost", size: "sm" }), "cursor-pointer list-none text-red-700 dark:text-red-300")} aria-describedby={`photo-${photo.mediaKey}-name`}>
              <Trash2 aria-hidden />
              {t.remove}
            </summary>
            <remover.Form {...undiscovered} method="post" action={action} preventScrollReset className="mt-2">
              {hidden}
              <input type="hidden" name="intent" value="delete" />
              <Button type="submit" variant="danger" size="sm" disabled={remover.state !== "idle"} aria-describedby={`photo-${photo.mediaKey}-name`}>
                {t.confirmRemove}
              </Button>
            </remover.Form>
          </details>
        </div>
      </div>
    </li>
  );
}

/**
 * The listing's photos in their order. The move buttons are the keyboard's
 * way to reorder (focus follows the moved photo); a pointer can also drag a
 * photo by its grip, which sends the whole new order when let go.
 */
export function PhotoList({ listingKey, photos, returnTo }: { listingKey: string; photos: readonly EditorPhoto[]; returnTo: string }) {
  const lang = useLang();
  const t = listingPhotosTexts[lang];
  const orderer = useFetcher();
  const action = photosApiPath(listingKey);
  const [order, setOrder] = useState(() => photos.map((photo) => photo.mediaKey));
  const [dragged, setDragged] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const moved = useRef<{ mediaKey: string; direction: "up" | "down" } | null>(null);
  const list = useRef<HTMLOListElement>(null);

  const sequence = photos.map((photo) => photo.mediaKey).join(",");
  // A new order from the server (after a move, a drop, an upload or a deletion) replaces the one shown.
  const [shownSequence, setShownSequence] = useState(sequence);
  if (shownSequence !== sequence) {
    setShownSequence(sequence);
    setOrder(sequence ? sequence.split(",") : []);
  }
  useEffect(() => {
    const last = moved.current;
    if (!last) return;
    moved.current = null;
    // The moved photo's button keeps the keyboard's place, or its other one at an end where this one is now disabled.
    const target =
      list.current?.querySelector<HTMLButtonElement>(`[data-move="${last.mediaKey}-${last.direction}"]:not(:disabled)`) ??
      list.current?.querySelector<HTMLButtonElement>(`[data-move^="${last.mediaKey}-"]:not(:disabled)`);
    target?.focus();
  }, [sequence]);

  function moving(mediaKey: string, direction: "up" | "down") {
    moved.current = { mediaKey, direction };
    const from = order.indexOf(mediaKey);
    const to = direction === "up" ? Math.max(0, from - 1) : Math.min(order.length - 1, from + 1);
    setAnnouncement(fmt(t.moved, { n: to + 1 }));
  }

  function covering(mediaKey: string) {
    // The new cover's Move down keeps the keyboard's place: its Make cover button goes with the change.
    moved.current = { mediaKey, direction: "down" };
    setAnnouncement(t.madeCover);
  }

  function grab(event: PointerEvent, mediaKey: string) {
    event.preventDefault();
    (event.currentTarget as HTMLElement).setPointerCapture(event.pointerId);
    setDragged(mediaKey);
  }

  function drag(event: PointerEvent) {
    if (!dragged) return;
    const over = order.find((key) => {
      const box = list.current?.querySelector(`[data-media-key="${key}"]`)?.getBoundingClientRect();
      return box && event.clientY >= box.top && event.clientY <= box.bottom;
    });
    if (!over || over === dragged) return;
    setOrder((current) => {
      const next = current.filter((key) => key !== dragged);
      next.splice(current.indexOf(over), 0, dragged);
      return next;
    });
  }

  function drop() {
    if (!dragged) return;
    setDragged(null);
    if (order.join(",") === sequence) return;
    void orderer.submit({ intent: "order", order: order.join(","), redirectTo: returnTo }, { method: "post", action, preventScrollReset: true });
  }

  const byKey = new Map(photos.map((photo) => [photo.mediaKey, photo]));
  const shown = order.flatMap((key) => byKey.get(key) ?? []);
  if (shown.length === 0) return <p className="text-muted-foreground">{t.empty}</p>;
  return (
    <>
      <ol ref={list} aria-label={t.list} className="space-y-3" onPointerMove={drag} onPointerUp={drop} onPointerCancel={drop} data-testid="editor-photos">
        {shown.map((photo, index) => (
          <PhotoItem
            key={photo.mediaKey}
            photo={photo}
            index={index}
            last={index === shown.length - 1}
            action={action}
            returnTo={returnTo}
            t={t}
            dragging={dragged === photo.mediaKey}
            onGrab={grab}
            onMove={moving}
            onCover={covering}
          />
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </>
  );
}
