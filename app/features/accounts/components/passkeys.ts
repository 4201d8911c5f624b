import { useEffect, useState } from "react";
import { CODE_REQUIRED } from "~/lib/accounts";

/**
 * The browser's half of passkeys (WebAuthn), against better-auth's passkey
 * endpoints. The WebAuthn helper loads when a passkey button is used, not
 * with the dialog. Each call answers whether it worked; a ceremony the
 * visitor cancels is not working, and says nothing more.
 */

const base = "/api/auth/passkey";

function post(path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
}

/** Whether the server refused for want of a second factor shown just before (ADR 0306). */
async function needsConfirmation(response: Response): Promise<boolean> {
  if (response.status !== 403) return false;
  const body = (await response.json().catch(() => null)) as { code?: unknown } | null;
  return body?.code === CODE_REQUIRED;
}

/** Whether this browser can use passkeys at all: otherwise the buttons are not shown. */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/**
 * Asserts with a passkey of this device: signed out, it signs in (on its own,
 * or in place of the code); signed in, it confirms it's the owner before a
 * change of factors (ADR 0306). True once the new session is set.
 */
export async function signInWithPasskey(): Promise<boolean> {
  try {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    const options = await fetch(`${base}/generate-authenticate-options`, { credentials: "same-origin" });
    if (!options.ok) return false;
    const response = await startAuthentication({ optionsJSON: await options.json() });
    return (await post("/verify-authentication", { response })).ok;
  } catch {
    return false;
  }
}

/** How adding a passkey went: made, refused until the owner confirms it's her (ADR 0306), or not made (cancelled, or an error). */
export type PasskeyAdded = "added" | "confirm-first" | "failed";

/** Makes a passkey on this device for the signed-in account, under the name the owner gave it. */
export async function addPasskey(name: string): Promise<PasskeyAdded> {
  try {
    const { startRegistration } = await import("@simplewebauthn/browser");
    const options = await fetch(`${base}/generate-register-options?${new URLSearchParams({ name })}`, { credentials: "same-origin" });
    if (await needsConfirmation(options)) return "confirm-first";
    if (!options.ok) return "failed";
    const response = await startRegistration({ optionsJSON: await options.json() });
    const verified = await post("/verify-registration", { response, name });
    if (await needsConfirmation(verified)) return "confirm-first";
    return verified.ok ? "added" : "failed";
  } catch {
    return "failed";
  }
}

/**
 * Whether this device has its own passkey maker (fingerprint, face, screen lock), known after a look in
 * the browser: the set-up then offers a passkey first, the quickest way on a phone (issue 54, item 5).
 */
export function usePlatformPasskey(): boolean {
  const [available, setAvailable] = useState(false);
  useEffect(() => {
    if (!passkeysSupported() || typeof PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable !== "function") return;
    let live = true;
    void PublicKeyCredential.isUserVerifyingPlatformAuthenticatorAvailable().then(
      (yes) => live && setAvailable(yes),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return available;
}
