import { describe, expect, it } from "vitest";
import { agentEn } from "~/i18n/agent.en";
import { agentEs } from "~/i18n/agent.es";
import { leadGreeting, quickContact } from "./quick-contact";

const agent = { agent: "Marisa Villarreal", brokerage: "Valle Grande Realty" };

describe("the agent's one-tap answers", () => {
  it("greet the lead by first name in the lead's language, naming the property when there is one", () => {
    expect(leadGreeting(agentEs, { ...agent, name: "Rosa Garza", place: "1215 Calle Naranjo, McAllen, TX 78501" })).toBe(
      "Hola, Rosa. Soy Marisa Villarreal, de Valle Grande Realty. Gracias por tu solicitud sobre 1215 Calle Naranjo, McAllen, TX 78501.",
    );
    expect(leadGreeting(agentEn, { ...agent, name: "Tom" })).toBe("Hi Tom, this is Marisa Villarreal with Valle Grande Realty. Thanks for your message.");
  });

  it("call, text and WhatsApp a number read into E.164, the message typed in for the last two", () => {
    const links = quickContact("956-555-0142", "Hola, Rosa.");
    expect(links).toEqual({
      text: "(956) 555-0142",
      read: true,
      call: "tel:+19565550142",
      sms: "sms:+19565550142?&body=Hola%2C%20Rosa.",
      whatsapp: "https://wa.me/19565550142?text=Hola%2C%20Rosa.",
    });
    expect(quickContact("+52 1 899 123 4567", "x").whatsapp).toBe("https://wa.me/528991234567?text=x");
  });

  it("only call a number kept as typed, and say it couldn't be read", () => {
    expect(quickContact("555 0142", "x")).toEqual({ text: "555 0142", read: false, call: "tel:5550142" });
  });
});
