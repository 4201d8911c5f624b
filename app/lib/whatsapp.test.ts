import { describe, expect, it } from "vitest";
import { whatsappLink } from "./whatsapp";

describe("whatsappLink", () => {
  it("keeps only the phone's digits, a Mexican number's too", () => {
    expect(whatsappLink("+19565550142", "Hi")).toBe("https://wa.me/19565550142?text=Hi");
    expect(whatsappLink("+528991234567", "Hola")).toBe("https://wa.me/528991234567?text=Hola");
  });

  it("encodes a Spanish message, accents, punctuation and a link's query included", () => {
    const text = "¡Hola! Me interesa 1234 Calle Ébano, McAllen: https://example.com/es/propiedad/K1/x?a=1&b=2";
    const link = whatsappLink("+19565550142", text);
    expect(link).toBe(
      "https://wa.me/19565550142?text=%C2%A1Hola!%20Me%20interesa%201234%20Calle%20%C3%89bano%2C%20McAllen%3A%20https%3A%2F%2Fexample.com%2Fes%2Fpropiedad%2FK1%2Fx%3Fa%3D1%26b%3D2",
    );
    const url = new URL(link);
    expect(url.pathname).toBe("/19565550142");
    expect(url.searchParams.get("text")).toBe(text);
  });

  it("encodes an English message, with an apostrophe, a # and a +", () => {
    const text = "Hi! I'm interested in 500 N Main St #4, McAllen: https://example.com/en/property/K1/x";
    const url = new URL(whatsappLink("+19565550142", text));
    expect(url.search).not.toMatch(/[ #]/);
    expect(url.searchParams.get("text")).toBe(text);
    expect(new URL(whatsappLink("+19565550142", "2+2")).searchParams.get("text")).toBe("2+2");
  });
});
