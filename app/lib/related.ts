import { cities, cityList, communityList } from "./cities";
import { pages, type PageId } from "./routes";

/**
 * Onward links for a page, from the route table and the places: a city
 * points to its homes and communities, a community to its city, a hub to
 * its categories.
 */
export function relatedPages(id: PageId): PageId[] {
  const city = cityList.find((entry) => entry.page === id || entry.homesPage === id);
  if (city) {
    const own = communityList.filter((community) => community.city === city.slug).map((community) => community.page);
    return [city.page === id ? city.homesPage : city.page, ...own, "search"];
  }
  const community = communityList.find((entry) => entry.page === id);
  if (community) {
    const home = cities[community.city];
    return [home.page, home.homesPage, ...communityList.filter((c) => c.page !== id).map((c) => c.page)];
  }
  const { section } = pages[id];
  if (id === "residential" || id === "commercial") {
    return (Object.keys(pages) as PageId[]).filter((other) => other !== id && pages[other].section === section && pages[other].template === "category");
  }
  if (id === "communities") return [...communityList.map((c) => c.page), ...cityList.map((c) => c.page)];
  if (section === "residential") return ["residential", "residential-for-sale", "luxury", "casitas", "search"].filter((other) => other !== id) as PageId[];
  if (section === "commercial") return ["commercial", "commercial-warehouses", "commercial-refrigerated", "commercial-land", "search"].filter((other) => other !== id) as PageId[];
  return ["search", "contact", "blog"].filter((other) => other !== id) as PageId[];
}
