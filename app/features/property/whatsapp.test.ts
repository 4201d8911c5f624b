import { describe, expect, it } from "vitest";
import { whatsappLink } from "./whatsapp";

describe("whatsappLink", () => {
  it("keeps only the phone's digits and encodes the message", () => {
    const link = whatsappLink("+19565550142", "Hola, me interesa 1234 Calle Ébano, McAllen: https://example.com/es/propiedad/K1/x?a=1&b=2");
    expect(link).toBe(
      "https://wa.me/19565550142?text=Hola%2C%20me%20interesa%201234%20Calle%20%C3%89bano%2C%20McAllen%3A%20https%3A%2F%2Fexample.com%2Fes%2Fpropiedad%2FK1%2Fx%3Fa%3D1%26b%3D2",
    );
    const url = new URL(link);
    expect(url.pathname).toBe("/19565550142");
    expect(url.searchParams.get("text")).toBe("Hola, me interesa 1234 Calle Ébano, McAllen: https://example.com/es/propiedad/K1/x?a=1&b=2");
  });
});
