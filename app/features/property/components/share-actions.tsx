import Mail from "lucide-react/icons/mail";
import MessageCircle from "lucide-react/icons/message-circle";
import Share2 from "lucide-react/icons/share-2";
import { Button } from "~/components/ui/button";
import { fmt, useUi } from "~/i18n";
import { sharedUrl } from "~/lib/share-ref";
import { useHydrated } from "~/lib/use-hydrated";
import { shareLink } from "./share-link";

/**
 * Share: the device's share sheet where there is one, else the link copied.
 * That button needs JavaScript, so until then it holds its place unseen;
 * the e-mail and WhatsApp links work without it. Each shared link carries its `ref`, so
 * that a lead who comes by it is credited to the share (ADR 0426).
 */
export function ShareActions({ url, title, heading, message }: { url: string; title: string; heading?: string; message?: string }) {
  const t = useUi().property.actions;
  const hydrated = useHydrated();
  const text = message ?? fmt(t.shareText, { address: title });
  return (
    <section aria-labelledby="share" className="space-y-3">
      <h2 id="share" className="text-xl font-semibold">{heading ?? t.shareTitle}</h2>
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={() => void shareLink({ title, text, url: sharedUrl(url, "share") }, t)} className={hydrated ? undefined : "invisible"} data-testid="share">
          <Share2 aria-hidden />
          {t.share}
        </Button>
        <Button asChild variant="outline">
          <a href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${text}\n${sharedUrl(url, "share-email")}`)}`}>
            <Mail aria-hidden />
            {t.email}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={`https://wa.me/?text=${encodeURIComponent(`${text} ${sharedUrl(url, "share-whatsapp")}`)}`} target="_blank" rel="noopener noreferrer">
            <MessageCircle aria-hidden />
            {t.whatsapp}
          </a>
        </Button>
      </div>
    </section>
  );
}
