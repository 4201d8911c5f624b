/** The features of the MLS listing tests/support/spanish-features-seed.ts puts in, as the feed sends them: the e2e test reads the same object. */
export const feedFeatures = {
  Appliances: ["Dishwasher", "Microwave", "RangeHood", "Comal Griddle"],
  InteriorFeatures: ["Ceiling Fan(s)", "GraniteCounters", "Walk-In Closet(s)"],
  Flooring: ["Tile", "CeramicTile"],
  Cooling: "CentralAir",
  Heating: ["org.reso.metadata.enums.Heating'Electric'"],
  PatioAndPorchFeatures: ["Covered"],
  PoolFeatures: ["In Ground", "Salt Water"],
  ParkingFeatures: ["Garage", "Garage Door Opener"],
  Fencing: ["Wood", "Back Yard"],
  Utilities: ["Water Connected", "Electricity Connected"],
  Sewer: ["PublicSewer"],
  CommunityFeatures: ["Gated", "Park"],
};

