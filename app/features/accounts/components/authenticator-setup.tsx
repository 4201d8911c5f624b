import Check from "lucide-react/icons/check";
import Copy from "lucide-react/icons/copy";
import ExternalLink from "lucide-react/icons/external-link";
import { useState } from "react";
import { Button } from "~/components/ui/button";
import { useDictionary } from "~/i18n";
import { securityTexts } from "~/i18n/security";
import { useHydrated } from "~/lib/use-hydrated";

/**
 * The three ways to give an authenticator app the key of an account being set up (issue 54, item 5):
 * on the phone that holds the app, the `otpauth://` link opens it with the account filled in; from
 * another device, the QR code; failing both, the key in groups of four, with a button that copies it.
 */
export function AuthenticatorKey({ uri, keyText, qr }: { uri: string; keyText: string; qr: { readonly size: number; readonly path: string } }) {
  const t = useDictionary(securityTexts).app;
  return (
    <div className="space-y-3">
      <div className="space-y-1">
        <Button asChild>
          <a href={uri} data-testid="authenticator-link">
            <ExternalLink aria-hidden className="size-4" />
            {t.openInApp}
          </a>
        </Button>
        <p className="text-sm text-muted-foreground">{t.openInAppHint}</p>
      </div>
      <p className="text-sm">{t.qrHint}</p>
      <svg viewBox={`0 0 ${qr.size} ${qr.size}`} role="img" aria-label={t.qrLabel} className="size-52 rounded-lg bg-white p-1 text-black" shapeRendering="crispEdges" data-testid="authenticator-qr">
        <path d={qr.path} fill="currentColor" />
      </svg>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <span>{t.orType}</span>
        <code className="font-mono text-base tracking-wide select-all" data-testid="authenticator-key">{keyText}</code>
        <CopyKey text={keyText.replace(/\s/g, "")} />
      </div>
    </div>
  );
}

/** Copies the key without its spaces and says so to a screen reader too; it needs script, so the server's page has none. */
function CopyKey({ text }: { text: string }) {
  const t = useDictionary(securityTexts).app;
  const [copied, setCopied] = useState(false);
  if (!useHydrated()) return null;
  return (
    <>
      <Button
        type="button"
        variant="outline"
        data-testid="authenticator-copy"
        onClick={() => {
          void navigator.clipboard.writeText(text).then(() => setCopied(true), () => setCopied(false));
        }}
      >
        {copied ? <Check aria-hidden className="size-4" /> : <Copy aria-hidden className="size-4" />}
        {t.copyKey}
      </Button>
      <span role="status" className="font-medium" data-testid="authenticator-copied">
        {copied ? t.copied : ""}
      </span>
    </>
  );
}
