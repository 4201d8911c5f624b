/**
 * The browser's half of passkeys (WebAuthn), against better-auth's passkey
 * endpoints. The WebAuthn helper loads when a passkey button is used, not
 * with the dialog. Each call answers whether it worked; a ceremony the
 * visitor cancels is not working, and says nothing more.
 */

const base = "/api/auth/passkey";

async function post(path: string, body: unknown): Promise<boolean> {
  const response = await fetch(`${base}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body), credentials: "same-origin" });
  return response.ok;
}

/** Whether this browser can use passkeys at all: otherwise the buttons are not shown. */
export function passkeysSupported(): boolean {
  return typeof window !== "undefined" && typeof window.PublicKeyCredential === "function";
}

/** Signs in with a passkey of this device (on its own, or in place of the code): true once the session is set. */
export async function signInWithPasskey(): Promise<boolean> {
  try {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    const options = await fetch(`${base}/generate-authenticate-options`, { credentials: "same-origin" });
    if (!options.ok) return false;
    const response = await startAuthentication({ optionsJSON: await options.json() });
    return await post("/verify-authentication", { response });
  } catch {
    return false;
  }
}

/** Makes a passkey on this device for the signed-in account, under the name the owner gave it. */
export async function addPasskey(name: string): Promise<boolean> {
  try {
    const { startRegistration } = await import("@simplewebauthn/browser");
    const options = await fetch(`${base}/generate-register-options?${new URLSearchParams({ name })}`, { credentials: "same-origin" });
    if (!options.ok) return false;
    const response = await startRegistration({ optionsJSON: await options.json() });
    return await post("/verify-registration", { response, name });
  } catch {
    return false;
  }
}
