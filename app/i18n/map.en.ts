/** The map's texts in English: the search map, the property map and the city maps. */
export const mapEn = {
  /** The map region's accessible name; the list beside it is the accessible path to the same listings. */
  searchLabel: "Map of the listings found. The list shows the same listings.",
  areaLabel: "Map of the listings in {place}",
  areaHeading: "{place} on the map",
  openMapSearch: "Search on the map",
  propertyLabel: "Map of {address}",
  loading: "Loading the map…",
  noWebgl: "This browser can't draw the map (WebGL is off or unavailable). The list shows the same listings.",
  failed: "The map could not load. The list shows the same listings.",
  searchArea: "Search this area",
  searchAsMove: "Search as I move the map",
  pin: "{price}: open this listing's card",
  /** The listing's own pin on its page, which opens nothing. */
  pinHere: "{price}: where this home is",
  cluster: { one: "{count} listing here: zoom in", other: "{count} listings here: zoom in" },
  tooMany: "Showing the first {shown} of {total} listings on the map. Zoom in or add a filter to see them all.",
  none: "No listings with a location match this search.",
  closeCard: "Close the listing card",
  viewListing: "View the listing",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  /** MapLibre's own controls, in the page's language (issue 44, item 4). */
  attribution: "Show or hide the map's credits",
  mapFeedback: "Report a problem with the map",
  resetBearing: "Point the map north",
  approximate: "Approximate location",
  openInGoogle: "Open in Google Maps",
  directions: "Directions",
};

export type MapText = typeof mapEn;
