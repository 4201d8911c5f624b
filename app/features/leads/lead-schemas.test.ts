import { describe, expect, it } from "vitest";
import { checkPhotos, limits, valleyToday, type RawValues } from "./lead-forms";
import { formFields, validateLead } from "./lead-schemas";

const contact: RawValues = { name: "Ana López", email: "ana@example.com", phone: "", lang: "es", consent: "on", topic: "buy", message: "Busco casa en Mission" };

function daysFromToday(days: number): string {
  const date = new Date(`${valleyToday()}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("lead form schemas", () => {
  it("accept a complete contact form and trim what was typed", () => {
    const result = validateLead("contact", { ...contact, name: "  Ana López  " });
    expect(result).toEqual({ ok: true, values: { ...contact, name: "Ana López" } });
  });

  it("name each problem by field with an error code", () => {
    const result = validateLead("contact", { ...contact, name: "", email: "not-an-email", consent: "", message: "<script>alert(1)</script>" });
    expect(result).toEqual({ ok: false, errors: { name: "required", email: "email", consent: "consent", message: "markup" } });
  });

  it("need an e-mail or a phone, and accept either", () => {
    expect(validateLead("contact", { ...contact, email: "" })).toEqual({ ok: false, errors: { email: "contactNeeded", phone: "contactNeeded" } });
    expect(validateLead("contact", { ...contact, email: "", phone: "+52 (899) 123-4567" }).ok).toBe(true);
    expect(validateLead("contact", { ...contact, phone: "call me" })).toMatchObject({ errors: { phone: "phone" } });
  });

  it("refuse what is too long and options that don't exist", () => {
    const long = "x".repeat(limits.message + 1);
    expect(validateLead("contact", { ...contact, message: long, topic: "rob", lang: "fr" })).toEqual({
      ok: false,
      errors: { message: "tooLong", topic: "choice", lang: "choice" },
    });
  });

  it("take showing dates from today up to six months ahead", () => {
    const showing = { ...contact, listingKey: "", property: "", slot: "", date1: daysFromToday(3), time1: "morning", date2: "", time2: "", mode: "video", message: "" };
    expect(validateLead("showing", showing).ok).toBe(true);
    expect(validateLead("showing", { ...showing, date1: daysFromToday(-1) })).toMatchObject({ errors: { date1: "datePast" } });
    expect(validateLead("showing", { ...showing, date1: daysFromToday(400) })).toMatchObject({ errors: { date1: "dateFar" } });
    for (const day of ["2026-02-30", "2023-02-29", "0000-01-01", "2026-04-31", "9999-12-31"]) {
      expect(validateLead("showing", { ...showing, date1: day, date2: day }), day).toMatchObject({ errors: { date1: "date", date2: "date" } });
    }
    expect(validateLead("showing", { ...showing, date1: "", mode: "drone" })).toMatchObject({ errors: { date1: "required", mode: "choice" } });
  });

  it("take a booked slot instead of a preferred day and time, and only a slot's instant", () => {
    const booking = { ...contact, listingKey: "K1", property: "", slot: "2030-03-04T15:00:00.000Z", date1: "", time1: "", date2: "", time2: "", mode: "in-person", message: "" };
    expect(validateLead("showing", booking).ok).toBe(true);
    expect(validateLead("showing", { ...booking, slot: "" })).toMatchObject({ errors: { date1: "required", time1: "choice" } });
    for (const slot of ["2030-03-04", "2030-03-04T15:00Z", "tomorrow", "2030-03-04T15:00:30.000Z"]) {
      expect(validateLead("showing", { ...booking, slot }), slot).toMatchObject({ errors: { slot: "choice" } });
    }
  });

  it("take an open house's RSVP instead of a preferred day and time, and only an open house's number", () => {
    const rsvp = { ...contact, listingKey: "K1", property: "", slot: "", openHouse: "12", date1: "", time1: "", date2: "", time2: "", mode: "in-person", message: "" };
    expect(validateLead("showing", rsvp).ok).toBe(true);
    expect(validateLead("showing", { ...rsvp, openHouse: "" })).toMatchObject({ errors: { date1: "required", time1: "choice" } });
    expect(validateLead("showing", { ...rsvp, openHouse: "12; drop" })).toMatchObject({ errors: { openHouse: "choice" } });
  });

  it("check a valuation's counts and a question's listing", () => {
    const valuation = { ...contact, address: "1200 N 10th St", city: "mcallen", propertyType: "land", beds: "3", baths: "2.5", timeline: "asap", message: "" };
    expect(validateLead("valuation", valuation).ok).toBe(true);
    expect(validateLead("valuation", { ...valuation, beds: "2.5", baths: "-1" })).toMatchObject({ errors: { beds: "number", baths: "number" } });
    expect(validateLead("question", { ...contact, listingKey: "" })).toMatchObject({ errors: { listingKey: "required" } });
  });

  it("list each form's fields", () => {
    expect(formFields("question")).toEqual(["name", "email", "phone", "lang", "consent", "listingKey", "message"]);
  });
});

describe("staging photos, as the browser sees them", () => {
  const photo = (name: string, size = 1000, type = "image/jpeg") => ({ name, size, type });
  it("need one to ten photos of the accepted types within the size limits", () => {
    expect(checkPhotos([])).toBe("photosRequired");
    expect(checkPhotos([photo("a.jpg"), photo("b.webp", 10, "")])).toBeUndefined();
    // HEIC can't be cleaned of its location here (ADR 0008): the browser says so before sending.
    expect(checkPhotos([photo("a.jpg"), photo("b.heic", 10, "")])).toBe("photoType");
    expect(checkPhotos([photo("b.HEIC", 10, "image/heic")])).toBe("photoType");
    expect(checkPhotos(Array.from({ length: 11 }, (_, index) => photo(`${index}.jpg`)))).toBe("photosTooMany");
    expect(checkPhotos([photo("notes.pdf", 10, "application/pdf")])).toBe("photoType");
    expect(checkPhotos([photo("big.jpg", limits.photoBytes + 1)])).toBe("photoTooLarge");
    expect(checkPhotos(Array.from({ length: 5 }, (_, index) => photo(`${index}.jpg`, limits.photoBytes)))).toBe("photosTooLarge");
  });
});
