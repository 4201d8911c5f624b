import { describe, expect, it } from "vitest";
import { authErrorMessage } from "./errors.server";
import { SECOND_STEP_THROTTLED } from "./second-factor-limit.server";
import { SIGN_IN_THROTTLED } from "./sign-in-throttle.server";

describe("a refused sign-in's message", () => {
  it("says why, and when to try again, in the page's language", () => {
    const account = { status: 429, code: SIGN_IN_THROTTLED.account, retryAfter: 840 };
    expect(authErrorMessage("en", account)).toBe("Too many wrong passwords for this account. Please wait 14 minutes and try again, or reset your password");
    expect(authErrorMessage("es", account)).toBe(
      "Demasiadas contraseñas incorrectas para esta cuenta. Espera 14 minutos y vuelve a intentarlo, o restablece tu contraseña",
    );
    const address = { status: 429, code: SIGN_IN_THROTTLED.address, retryAfter: 61 };
    expect(authErrorMessage("en", address)).toBe("Too many failed sign-ins from your network. Please wait 2 minutes and try again");
    expect(authErrorMessage("es", address)).toBe("Demasiados intentos fallidos desde tu red. Espera 2 minutos y vuelve a intentarlo");
  });

  it("counts a short wait in seconds, as better-auth's per-minute limit gives it", () => {
    expect(authErrorMessage("en", { status: 429, retryAfter: 42 })).toBe("Too many attempts. Please wait 42 seconds and try again");
    expect(authErrorMessage("es", { status: 429, retryAfter: 1 })).toBe("Demasiados intentos. Espera 1 segundo y vuelve a intentarlo");
    expect(authErrorMessage("en", { status: 429, retryAfter: 60 })).toBe("Too many attempts. Please wait 1 minute and try again");
    expect(authErrorMessage("en", { status: 429 })).toBe("Too many attempts. Please wait 1 minute and try again");
  });

  it("says how long an account's codes are refused, in hours once the lock-outs have grown", () => {
    const codes = (retryAfter: number) => ({ status: 429, code: SECOND_STEP_THROTTLED.account, retryAfter });
    expect(authErrorMessage("en", codes(900))).toBe("Too many wrong codes for this account. Please wait 15 minutes and try again; a passkey still signs in");
    expect(authErrorMessage("es", codes(5_400))).toBe("Demasiados códigos incorrectos para esta cuenta. Espera 90 minutos y vuelve a intentarlo; una llave de acceso sigue sirviendo para ingresar");
    expect(authErrorMessage("en", codes(4 * 3600 - 30))).toContain("Please wait 4 hours");
    expect(authErrorMessage("es", codes(3 * 3600 + 1))).toContain("Espera 4 horas");
  });
});
