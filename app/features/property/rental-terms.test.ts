import { describe, expect, it } from "vitest";
import { rentalTermsTexts } from "~/i18n/rental-terms";
import { leaseListing } from "../../../tests/support/rental-factories";
import { rentalTermsBlock } from "./rental-terms";

const rental = leaseListing({ furnished: "Furnished" });
const today = "2026-12-06";

describe("rental terms in plain sentences", () => {
  it("says each term in English", () => {
    expect(rentalTermsBlock("en", rentalTermsTexts.en, rental, today)).toEqual({
      lines: ["Available from January 1", "12-month lease", "Cats and small dogs OK", "Furnished", "Water and trash included", "Deposit $1,800", "Application fee $45"],
      applyUrl: "https://apply.example.com/512",
    });
  });

  it("says each term in Spanish", () => {
    expect(rentalTermsBlock("es", rentalTermsTexts.es, rental, today)?.lines).toEqual([
      "Disponible desde el 1 de enero",
      "Contrato de 12 meses",
      "Se aceptan gatos y perros pequeños",
      "Amueblada",
      "Incluye agua y basura",
      "Depósito de $1,800",
      "Cuota de solicitud de $45",
    ]);
  });

  it("says available now once the day has come, and names a far year", () => {
    expect(rentalTermsBlock("en", rentalTermsTexts.en, { ...rental, availabilityDate: today }, today)?.lines[0]).toBe("Available now");
    expect(rentalTermsBlock("es", rentalTermsTexts.es, { ...rental, availabilityDate: "2026-01-01" }, today)?.lines[0]).toBe("Disponible ya");
    expect(rentalTermsBlock("en", rentalTermsTexts.en, { ...rental, availabilityDate: "2028-02-01" }, today)?.lines[0]).toBe("Available from February 1, 2028");
  });

  it("says no pets, month to month, and lists three services", () => {
    const lines = rentalTermsBlock("en", rentalTermsTexts.en, { ...rental, availabilityDate: null, leaseTerm: "MonthToMonth", petsAllowed: ["No"], furnished: null, rentIncludes: ["Water", "Sewer", "TrashCollection"], securityDeposit: null, applicationFee: null }, today)?.lines;
    expect(lines).toEqual(["Month to month", "No pets", "Water, sewer and trash included"]);
  });

  it("names a policy's conditions", () => {
    const lines = rentalTermsBlock("es", rentalTermsTexts.es, { ...rental, petsAllowed: ["DogsOK", "BreedRestrictions"] }, today)?.lines;
    expect(lines).toContain("Se aceptan perros (con restricciones de raza)");
  });

  it("says nothing for a listing for sale, or a lease without terms, and drops a link that is no https", () => {
    expect(rentalTermsBlock("en", rentalTermsTexts.en, { ...rental, propertyType: "Residential" }, today)).toBeNull();
    const bare = { ...rental, availabilityDate: null, leaseTerm: null, petsAllowed: [], furnished: null, rentIncludes: [], securityDeposit: null, applicationFee: null };
    expect(rentalTermsBlock("en", rentalTermsTexts.en, { ...bare, applyUrl: "javascript:alert(1)" }, today)).toBeNull();
    expect(rentalTermsBlock("en", rentalTermsTexts.en, bare, today)).toEqual({ lines: [], applyUrl: "https://apply.example.com/512" });
  });
});
