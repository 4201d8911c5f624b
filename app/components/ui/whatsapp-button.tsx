import MessageCircle from "lucide-react/icons/message-circle";
import { useDictionary } from "~/i18n";
import { whatsappTexts } from "~/i18n/whatsapp";
import { Button } from "./button";

/**
 * A chat with the agent on WhatsApp, its first message already typed (`href` from `whatsappLink`).
 * A plain link, so it works before and without the page's script; a new tab, so a visitor on a
 * computer whom wa.me sends on to WhatsApp Web keeps the page.
 */
export function WhatsAppButton({ href, testId, className }: { href: string; testId: string; className?: string }) {
  const t = useDictionary(whatsappTexts);
  return (
    <Button asChild variant="outline" className={className}>
      <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId}>
        <MessageCircle aria-hidden />
        {t.write}
      </a>
    </Button>
  );
}
