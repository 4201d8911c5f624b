import Monitor from "lucide-react/icons/monitor";
import Smartphone from "lucide-react/icons/smartphone";
import { useCallback, useEffect, useRef, useState, type ReactNode, type RefObject } from "react";
import { Button } from "~/components/ui/button";
import { useDictionary } from "~/i18n";
import { textEditingTexts } from "~/i18n/text-editing";
import type { Lang } from "~/lib/routes";
import { useHydrated } from "~/lib/use-hydrated";

/** The widths the preview shows the page at: a 390 px phone, a laptop. */
const widths = { phone: { width: 390, height: 780 }, desktop: { width: 1280, height: 800 } } as const;
type Width = keyof typeof widths;

const MARK = "[data-yours]{outline:3px dashed #c2410c;outline-offset:4px}a,button,input,select,textarea{pointer-events:none}";

/**
 * The live page with her text in place of what it shows: every element of the
 * preview marked `data-editable` takes the place of the live page's element of
 * the same name (its content, and whether it shows), so her text sits where
 * visitors will find it. Scripts are left out: the frame shows the page as the
 * server writes it, links and forms go nowhere.
 */
export function composePreview(html: string, preview: HTMLElement): string {
  const page = new DOMParser().parseFromString(html, "text/html");
  for (const script of page.querySelectorAll("script, link[rel='modulepreload']")) script.remove();
  for (const part of preview.querySelectorAll<HTMLElement>("[data-editable]")) {
    for (const live of page.querySelectorAll<HTMLElement>(`[data-editable="${part.dataset.editable}"]`)) {
      live.innerHTML = part.innerHTML;
      live.hidden = part.hidden;
      if (!part.hidden) live.dataset.yours = "";
    }
  }
  const style = page.createElement("style");
  style.textContent = MARK;
  page.head.append(style);
  return `<!doctype html>${page.documentElement.outerHTML}`;
}

/**
 * The preview of the whole page as it will look live, at a phone's width or a
 * computer's (ADR 0423), in a frame that runs no script and shows the page
 * scrolled to her text. `source` holds the preview the server rendered, which
 * without script is the preview itself.
 */
export function LivePreview({ pagePath, source, onReady }: { pagePath: string; source: RefObject<HTMLElement | null>; onReady: (ready: boolean) => void }) {
  const t = useDictionary(textEditingTexts).preview;
  const [width, setWidth] = useState<Width>("phone");
  const [page, setPage] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [room, setRoom] = useState(0);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    const controller = new AbortController();
    fetch(pagePath, { credentials: "same-origin", signal: controller.signal })
      .then((response) => (response.ok ? response.text() : Promise.reject(new Error(String(response.status)))))
      .then((html) => {
        if (!source.current) return;
        setPage(composePreview(html, source.current));
        onReady(true);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => controller.abort();
  }, [pagePath, source, onReady]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => setRoom(entry?.contentRect.width ?? 0));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const size = widths[width];
  const scale = room ? Math.min(1, room / size.width) : 1;
  const showYours = () => {
    const inner = frame.current?.contentDocument;
    const yours = inner?.querySelector<HTMLElement>("[data-yours]");
    if (!inner || !yours) return;
    // Room above her text for the page's own sticky header, which would cover its first line.
    inner.defaultView?.scrollTo({ top: Math.max(0, yours.getBoundingClientRect().top + (inner.defaultView?.scrollY ?? 0) - 160) });
  };

  if (failed) return <p role="status">{t.failed}</p>;
  return (
    <div className="space-y-3" data-testid="live-preview">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t.width}>
        {(["phone", "desktop"] as const).map((choice) => (
          <Button key={choice} type="button" variant={width === choice ? "primary" : "outline"} aria-pressed={width === choice} onClick={() => setWidth(choice)} data-testid={`preview-${choice}`}>
            {choice === "phone" ? <Smartphone aria-hidden /> : <Monitor aria-hidden />}
            {t[choice]}
          </Button>
        ))}
      </div>
      <p className="text-sm text-muted-foreground">{page ? t.outlined : t.loading}</p>
      <div ref={box} className="w-full">
        {page ? (
          <div className="mx-auto overflow-hidden rounded-xl border shadow-sm" style={{ width: size.width * scale, height: size.height * scale }}>
            <iframe
              ref={frame}
              key={width}
              title={t.frame}
              srcDoc={page}
              sandbox="allow-same-origin"
              onLoad={showYours}
              width={size.width}
              height={size.height}
              className="origin-top-left border-0 bg-background"
              style={{ transform: `scale(${scale})` }}
              data-testid="preview-frame"
              data-width={width}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * An editor's preview: with script, the whole live page at `pagePath` with her
 * text in its place (LivePreview); without, and while that page loads, her
 * text alone (`children`), rendered by the server as the page renders it, its
 * parts named as the page's (`data-editable`).
 */
export function PreviewSection({ id, title, pagePath, textLang, testId, children }: { id: string; title: string; pagePath: string | null; textLang: Lang; testId: string; children: ReactNode }) {
  const hydrated = useHydrated();
  const source = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  const ready = useCallback((shown: boolean) => setLive(shown), []);
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border p-4 md:p-6" data-testid={testId}>
      <h2 id={id} className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">
        {title}
      </h2>
      {hydrated && pagePath ? <LivePreview pagePath={pagePath} source={source} onReady={ready} /> : null}
      <div ref={source} className="space-y-4" lang={textLang} hidden={live} data-testid={`${testId}-text`}>
        {children}
      </div>
    </section>
  );
}
