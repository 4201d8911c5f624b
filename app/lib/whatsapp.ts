/**
 * A WhatsApp click-to-chat link: the chat with `phone` (E.164) opens with
 * `text` already typed, for the visitor to send or change. wa.me takes the
 * number as digits alone, without the plus.
 */
export function whatsappLink(phone: string, text: string): string {
  return `https://wa.me/${phone.replace(/\D/g, "")}?text=${encodeURIComponent(text)}`;
}
