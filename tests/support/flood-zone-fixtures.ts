import type { NfhlPoint } from "./fema-nfhl";

/** The flood zone e2e's listings and the zones FEMA's double gives their points. */
export const floodZoneListings = [
  { listingKey: "FLOODAE", unparsedAddress: "1410 Resaca Dr", streetNumber: "1410", streetName: "Resaca Dr", latitude: 26.15011, longitude: -97.97011 },
  { listingKey: "FLOODX", unparsedAddress: "2205 Mesquite Ln", streetNumber: "2205", streetName: "Mesquite Ln", latitude: 26.16022, longitude: -97.98022 },
  { listingKey: "FLOODHIDDEN", unparsedAddress: "77 Garza Ct", streetNumber: "77", streetName: "Garza Ct", latitude: 26.17033, longitude: -97.99033, internetAddressDisplayYN: false },
] as const;

export const floodZonePoints: readonly NfhlPoint[] = [
  { lat: 26.15011, lng: -97.97011, zone: "AE" },
  { lat: 26.16022, lng: -97.98022, zone: "X" },
  { lat: 26.17033, lng: -97.99033, zone: "AE" },
];
