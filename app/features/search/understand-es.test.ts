import { describe, expect, it } from "vitest";
import type { SearchQuery } from "./search-query";
import { understand } from "./understand";
import { understoodFilter } from "./understand-query";

// The Spanish half of understand.test.ts: the same reader, whatever the page's language.
const phrases: Array<[string, Partial<SearchQuery>]> = [
  ["casa en mission menos de 300 mil", { propertyType: "single-family", maxPrice: 300000, city: "mission" }],
  ["bodega en pharr", { type: ["CommercialSale","CommercialLease"], subType: ["Warehouse","Industrial"], city: "pharr" }],
  ["departamento 2 recamaras renta", { type: ["ResidentialLease"], subType: ["Apartment","Condominium","Townhouse"], beds: 2 }],
  ["3 recámaras", { beds: 3 }],
  ["3 recamaras", { beds: 3 }],
  ["3 cuartos", { beds: 3 }],
  ["3 habitaciones", { beds: 3 }],
  ["2 baños", { baths: 2 }],
  ["2½ baños", { baths: 2.5 }],
  ["2.5 baños", { baths: 2.5 }],
  ["hasta 250 mil", { kind: "buy", maxPrice: 250000 }],
  ["entre 200 y 300 mil", { kind: "buy", minPrice: 200000, maxPrice: 300000 }],
  ["de 1.5 millones", { kind: "buy", maxPrice: 1500000 }],
  ["en venta", { kind: "buy" }],
  ["en renta", { kind: "rent" }],
  ["renta", { kind: "rent" }],
  ["alquiler", { kind: "rent" }],
  ["casa", { propertyType: "single-family" }],
  ["departamento", { type: ["ResidentialLease"], subType: ["Apartment","Condominium","Townhouse"] }],
  ["terreno", { propertyType: "land" }],
  ["lote", { propertyType: "land" }],
  ["bodega", { type: ["CommercialSale","CommercialLease"], subType: ["Warehouse","Industrial"] }],
  ["local", { type: ["CommercialSale","CommercialLease"], subType: ["Retail","MixedUse"] }],
  ["oficina", { type: ["CommercialSale","CommercialLease"], subType: ["Office"] }],
  ["alberca", { pool: true }],
  ["acepta mascotas", { pets: true }],
  ["casa amueblada en renta", { type: ["ResidentialLease"], subType: ["SingleFamilyResidence"], furnished: true }],
  ["piscina", { pool: true }],
  ["nueva construcción", { newConstruction: true }],
  ["casa de 3 recámaras y 2 baños en mission", { propertyType: "single-family", beds: 3, baths: 2, city: "mission" }],
  ["casas en venta en weslaco", { propertyType: "single-family", city: "weslaco" }],
  ["casa en renta en pharr", { type: ["ResidentialLease"], subType: ["SingleFamilyResidence"], city: "pharr" }],
  ["depa en renta 1 recamara", { type: ["ResidentialLease"], subType: ["Apartment","Condominium","Townhouse"], beds: 1 }],
  ["terreno en venta en san juan", { propertyType: "land", city: "san-juan" }],
  ["rancho en venta", { type: ["Farm"] }],
  ["bodega en renta mcallen", { type: ["CommercialLease"], subType: ["Warehouse","Industrial"], city: "mcallen" }],
  ["oficina en renta", { type: ["CommercialLease"], subType: ["Office"] }],
  ["local comercial en renta en mcallen", { type: ["CommercialLease"], subType: ["Retail","MixedUse"], city: "mcallen" }],
  ["propiedad comercial en venta", { type: ["CommercialSale","BusinessOpportunity"] }],
  ["traila en venta", { type: ["Residential","ManufacturedInPark"], subType: ["ManufacturedHome","MobileHome","ManufacturedOnLand"] }],
  ["casa con casita", { propertyType: "single-family", casita: true }],
  ["casa de huéspedes", { casita: true }],
  ["casas de lujo en mcallen", { propertyType: "single-family", luxury: true, city: "mcallen" }],
  ["casas nuevas en edinburg", { propertyType: "single-family", newConstruction: true, city: "edinburg" }],
  ["casa abierta", { openHouse: true }],
  ["casas vendidas en mission", { propertyType: "single-family", city: "mission", status: ["Closed"] }],
  ["misión", { city: "mission" }],
  ["edimburgo", { city: "edinburg" }],
  ["casas en 78539", { propertyType: "single-family", q: "78539" }],
  ["más de 3 recámaras", { beds: 3 }],
  ["mínimo 2 baños", { baths: 2 }],
  ["de 200 a 300 mil", { kind: "buy", minPrice: 200000, maxPrice: 300000 }],
  ["menos de 1500 al mes", { kind: "rent", maxPrice: 1500 }],
  ["menos de 300", { kind: "buy", maxPrice: 300000 }],
  ["casa de 1.200.000", { propertyType: "single-family", maxPrice: 1200000 }],
  ["un millón", { kind: "buy", maxPrice: 1000000 }],
  ["medio millón", { kind: "buy", maxPrice: 500000 }],
  ["1,5 millones", { kind: "buy", maxPrice: 1500000 }],
  ["busco casa de 4 recamaras con alberca en edinburg", { propertyType: "single-family", pool: true, beds: 4, city: "edinburg" }],
  ["quiero rentar una casa de 3 recamaras en mcallen", { type: ["ResidentialLease"], subType: ["SingleFamilyResidence"], beds: 3, city: "mcallen" }],
  ["necesito una bodega refrigerada en mcallen", { type: ["CommercialSale","CommercialLease"], subType: ["Warehouse","Industrial"], refrigerated: true, city: "mcallen" }],
  ["tres recámaras dos baños", { beds: 3, baths: 2 }],
  ["3 recamaras o mas", { beds: 3 }],
  ["casa con palapa", { propertyType: "single-family", q: "palapa" }],
  ["calle mesquite 3437", { q: "3437 mesquite" }],
  ["3437 calle mesquite", { q: "3437 mesquite" }],
  ["1200 avenida nolana", { q: "1200 nolana ave" }],
  ["número mls 697884", { q: "697884" }],
  ["Casas En Venta En McAllen", { propertyType: "single-family", city: "mcallen" }],
  ["casas en mcalen con alberca", { propertyType: "single-family", pool: true, city: "mcallen" }],
  ["condominio en renta en mcallen hasta 1200 al mes", { type: ["ResidentialLease"], subType: ["Condominium","Townhouse"], maxPrice: 1200, city: "mcallen" }],
  ["casa en la zona norte de mcallen", { propertyType: "single-family", community: "north-mcallen-luxury" }],
  ["norte de mcallen", { community: "north-mcallen-luxury" }],
  ["terrenos en alamo desde 50 mil", { propertyType: "land", minPrice: 50000, city: "alamo" }],
  ["casa a estrenar en pharr", { propertyType: "single-family", newConstruction: true, city: "pharr" }],
  ["bodega refrigerada en renta", { type: ["CommercialLease"], subType: ["Warehouse","Industrial"], refrigerated: true }],
  ["departamento amueblado en renta", { type: ["ResidentialLease"], subType: ["Apartment","Condominium","Townhouse"], furnished: true }],
  ["local en venta en weslaco", { type: ["CommercialSale"], subType: ["Retail","MixedUse"], city: "weslaco" }],
  ["casas de 2 a 3 recamaras", { propertyType: "single-family", beds: 2 }],
];

describe("understand, in Spanish", () => {
  it.each(phrases)("reads %j", (typed, expected) => {
    expect(understoodFilter(understand(typed))).toEqual(expected);
  });

  it("reads a street written the Spanish way", () => {
    expect(understand("calle Mesquite 3437").address).toEqual({ number: "3437", street: ["mesquite"] });
    expect(understand("1200 avenida Nolana").address).toEqual({ number: "1200", street: ["nolana", "ave"] });
    expect(understand("número MLS 697884").mls).toBe("697884");
  });

  it("mixes languages in one search", () => {
    expect(understoodFilter(understand("casa 3 beds mcallen under 300k"))).toEqual({ propertyType: "single-family", beds: 3, city: "mcallen", maxPrice: 300_000 });
    expect(understoodFilter(understand("3 bed house en renta"))).toEqual({ type: ["ResidentialLease"], subType: ["SingleFamilyResidence"], beds: 3 });
  });
});
