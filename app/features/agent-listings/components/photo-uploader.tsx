import { useRef, useState, type DragEvent, type FormEvent } from "react";
import { useRevalidator } from "react-router";
import CircleAlert from "lucide-react/icons/circle-alert";
import CircleCheck from "lucide-react/icons/circle-check";
import ImagePlus from "lucide-react/icons/image-plus";
import Upload from "lucide-react/icons/upload";
import { Button } from "~/components/ui/button";
import { fmt, useLang } from "~/i18n";
import { listingPhotosTexts } from "~/i18n/listing-photos";
import { cn } from "~/lib/utils";
import { photoErrorCodes, photoErrorValues, type PhotoErrorCode } from "~/features/listings/photos";
import { photoAccept, photosApiPath, PHOTOS_FIELD, type PhotoRefusal, type PhotoUploadAnswer } from "../photos";

interface Upload {
  readonly id: number;
  readonly name: string;
  readonly loaded: number;
  readonly total: number;
  readonly state: "sending" | "done" | "failed";
  readonly code?: PhotoErrorCode;
}

/** Two at a time: the server decodes and encodes each with a core, and a phone's uplink is no faster for more. */
const PARALLEL = 2;

const isCode = (value: unknown): value is PhotoErrorCode => typeof value === "string" && (photoErrorCodes as readonly string[]).includes(value);

/** Sends one file on its own request, so it has its own progress and its own answer. Null when it was stored, else why not. */
function send(action: string, returnTo: string, file: File, slot: number, onProgress: (loaded: number) => void): Promise<PhotoErrorCode | null> {
  return new Promise((resolve) => {
    const body = new FormData();
    body.append(PHOTOS_FIELD, file);
    body.append("slot", String(slot));
    body.append("via", "script");
    body.append("redirectTo", returnTo);
    const request = new XMLHttpRequest();
    request.open("POST", action);
    request.setRequestHeader("Accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => {
      const answer = request.response as Partial<PhotoUploadAnswer & PhotoRefusal> | null;
      if (request.status === 200 && answer?.errors?.length === 0) return resolve(null);
      const code = answer?.errors?.[0]?.code ?? answer?.error;
      resolve(isCode(code) ? code : request.status === 413 ? "tooBig" : "failed");
    };
    request.onerror = () => resolve("failed");
    request.send(body);
  });
}

/**
 * Adds photos: a file input (a phone offers the camera or the library) and a
 * drop zone. With script each file goes up on its own request with its own
 * progress bar and result, and with the place it was picked in (`slot`, from
 * `nextSlot` on), so the listing keeps her order whichever upload finishes
 * first (ADR 0420); without, the form sends them all in that order and the
 * page comes back with a notice.
 */
export function PhotoUploader({ listingKey, returnTo, room, nextSlot }: { listingKey: string; returnTo: string; room: number; nextSlot: number }) {
  const lang = useLang();
  const t = listingPhotosTexts[lang];
  const revalidator = useRevalidator();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [over, setOver] = useState(false);
  const [summary, setSummary] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const nextId = useRef(0);
  // A second batch picked while the first is still going up comes after it, not in its places.
  const taken = useRef(0);
  const action = photosApiPath(listingKey);
  const reason = (code: PhotoErrorCode) => fmt(t.errors[code], photoErrorValues);

  async function start(files: readonly File[]) {
    if (files.length === 0) return;
    const base = Math.max(nextSlot, taken.current);
    taken.current = base + files.length;
    const batch = files.map((file, index) => ({ id: nextId.current++, name: file.name, loaded: 0, total: file.size, state: "sending" as const, file, slot: base + index }));
    setSummary("");
    setUploads((current) => [...current.filter((upload) => upload.state === "sending"), ...batch.map(({ file: _file, slot: _slot, ...upload }) => upload)]);
    const update = (id: number, change: Partial<Upload>) => setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, ...change } : upload)));
    const queue = [...batch];
    let failed = 0;
    const worker = async () => {
      for (let item = queue.shift(); item; item = queue.shift()) {
        const { id, file, slot } = item;
        const code = await send(action, returnTo, file, slot, (loaded) => update(id, { loaded }));
        if (code) failed += 1;
        update(id, code ? { state: "failed", code } : { state: "done", loaded: file.size });
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL, batch.length) }, worker));
    setSummary(fmt(t.allDone, { ok: batch.length - failed, failed }));
    await revalidator.revalidate();
  }

  function chosen() {
    const files = [...(input.current?.files ?? [])];
    if (input.current) input.current.value = "";
    void start(files);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    chosen();
  }

  function drop(event: DragEvent) {
    event.preventDefault();
    setOver(false);
    void start([...event.dataTransfer.files]);
  }

  return (
    <div className="space-y-3">
      <form
        method="post"
        action={action}
        encType="multipart/form-data"
        onSubmit={submit}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
        data-testid="photo-drop-zone"
        className={cn("flex flex-col gap-3 rounded-xl border-2 border-dashed p-4 transition-colors", over ? "border-primary bg-primary/5" : "border-border")}
      >
        <input type="hidden" name="redirectTo" value={returnTo} />
        <label htmlFor="photo-files" className="flex items-center gap-2 font-medium">
          <ImagePlus aria-hidden className="size-5" />
          {t.choose}
        </label>
        <input
          id="photo-files"
          type="file"
          name={PHOTOS_FIELD}
          multiple
          accept={photoAccept}
          ref={input}
          onChange={chosen}
          disabled={room <= 0}
          aria-describedby="photo-files-hint"
          className="w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-border file:bg-card file:px-4 file:font-semibold"
        />
        <p id="photo-files-hint" className="text-sm text-muted-foreground">
          {t.chooseHint} <span className="hidden sm:inline">{t.drop}</span>
        </p>
        <Button type="submit" variant="outline" className="self-start" disabled={room <= 0}>
          <Upload aria-hidden />
          {t.upload}
        </Button>
      </form>
      <ul aria-live="polite" className="space-y-2" data-testid="photo-uploads">
        {uploads.map((upload) => (
          <li key={upload.id} className="space-y-1 text-sm" data-state={upload.state}>
            {upload.state === "sending" ? (
              <>
                <span>{fmt(t.uploading, { name: upload.name })}</span>
                <progress className="block h-2 w-full accent-primary" max={upload.total || 1} value={upload.loaded} aria-label={fmt(t.progress, { name: upload.name })} />
              </>
            ) : upload.state === "done" ? (
              <span className="flex items-center gap-1 text-emerald-700 dark:text-emerald-300">
                <CircleCheck aria-hidden className="size-4" />
                {fmt(t.uploaded, { name: upload.name })}
              </span>
            ) : (
              <span className="flex items-center gap-1 font-medium text-red-700 dark:text-red-300" data-testid="photo-upload-error">
                <CircleAlert aria-hidden className="size-4 shrink-0" />
                {fmt(t.failed, { name: upload.name, reason: reason(upload.code ?? "failed") })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p aria-live="polite" className="sr-only">
        {summary}
      </p>
    </div>
  );
}
