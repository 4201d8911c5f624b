import { beforeAll, describe, expect, it } from "vitest";
import { cities } from "~/lib/cities";
import { pages, type Lang } from "~/lib/routes";
import { getDb } from "~/server/db.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { appDatabaseForFile } from "../../../tests/support/app-database";
import * as category from "./category";
import * as city from "./city";
import * as content from "./content";
import * as home from "./home";
import * as search from "./search";

const photo = "https://photos.example/marisa.jpg";
const facebook = "https://facebook.com/marisa.rgv";
appDatabaseForFile("structured-data", { SITE_OFFICE_CITY: "Edinburg", SITE_AGENT_PHOTO: photo, SITE_FACEBOOK_URL: facebook });

const origin = "http://localhost:3000";

beforeAll(async () => {
  await insertListings(getDb(), [
    makeListing({ listingKey: "SDMCA1", unparsedAddress: "2828 Ensenada Dr", listPrice: 250_000, onMarketDate: "2025-05-02" }),
    makeListing({ listingKey: "SDMCA2", unparsedAddress: "4417 Quetzal Ln", internetAddressDisplayYN: false, listPrice: 260_000, onMarketDate: "2025-05-01" }),
    makeListing({ listingKey: "SDEDI1", unparsedAddress: "902 Sandpiper Ave", city: "Edinburg", postalCode: "78539", listPrice: 280_000, onMarketDate: "2025-05-03" }),
  ]);
});

/** What a page route's loader answers for a path, or the Response it throws. */
async function load<T>(module: { loader: (args: never) => Promise<T> }, path: string): Promise<T> {
  const url = new URL(`http://localhost${path}`);
  return module.loader({ request: new Request(url), url, params: {}, context: {} } as never);
}

const thrown = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => error);

describe.each(["en", "es"] as const)("structured data and meta of the pages (%s)", (lang: Lang) => {
  it("makes the agent's RealEstateAgent JSON-LD on the home and About pages place the office, with the photo and profiles", async () => {
    const edinburg = { "@type": "GeoCoordinates", latitude: cities.edinburg.center.lat, longitude: cities.edinburg.center.lng };
    for (const [module, path] of [[home, pages.home[lang]], [content, pages.about[lang]]] as const) {
      const page = await load(module as never, path) as { agent: { jsonLd: Record<string, unknown> } };
      expect(page.agent.jsonLd, path).toMatchObject({ "@type": "RealEstateAgent", geo: edinburg, image: photo, sameAs: [facebook] });
    }
  });

  it("makes a category, city or community page a CollectionPage listing the listings it shows, the withheld street left out", async () => {
    const mcallen = await load(category, pages["mcallen-homes"][lang]);
    expect(mcallen.jsonLd).toMatchObject({
      "@context": "https://schema.org",
      "@type": "CollectionPage",
      name: mcallen.text.h1,
      description: mcallen.seo.description,
      url: `${origin}${pages["mcallen-homes"][lang]}`,
      inLanguage: lang,
    });
    const items = mcallen.jsonLd.mainEntity?.itemListElement ?? [];
    expect(mcallen.jsonLd.mainEntity?.numberOfItems).toBe(2);
    expect(items).toEqual([
      { "@type": "ListItem", position: 1, url: expect.stringMatching(new RegExp(`^${origin}/${lang === "en" ? "en/property" : "es/propiedad"}/SDMCA1/`)), name: "2828 Ensenada Dr, McAllen" },
      { "@type": "ListItem", position: 2, url: expect.stringContaining("/SDMCA2/mcallen-tx-78501"), name: "McAllen" },
    ]);
    expect(JSON.stringify(mcallen.jsonLd)).not.toMatch(/quetzal|4417/i);

    const guide = await load(city, pages.edinburg[lang]);
    expect(guide.jsonLd).toMatchObject({ "@type": "CollectionPage", url: `${origin}${pages.edinburg[lang]}` });
    expect(guide.jsonLd.mainEntity?.itemListElement.map((item) => item.name)).toEqual(["902 Sandpiper Ave, Edinburg"]);

    // A community with nothing on the market is still a collection, of nothing yet.
    const community = await load(category, pages["mission-sharyland"][lang]);
    expect(community.jsonLd).toMatchObject({ "@type": "CollectionPage", name: community.text.h1 });
    expect(community.jsonLd).not.toHaveProperty("mainEntity");
  });

  it("titles and describes a filtered search by its filters, and keeps the page's own for the whole market", async () => {
    const filtered = await load(search, `${pages.search[lang]}?city=edinburg&maxPrice=300000&type=Residential`);
    const whole = await load(search, pages.search[lang]);
    if (lang === "en") {
      expect(filtered.seo.title).toBe("Homes for sale in Edinburg under $300,000");
      expect(filtered.seo.description).toBe("Homes for sale in Edinburg under $300,000: 1 listing. See photos, prices and maps, and save the search to hear of new listings by e-mail.");
    } else {
      // Whole, the price would make the title, the agent's name after it, too long to show whole.
      expect(filtered.seo.title).toBe("Casas en venta en Edinburg por menos de $300K");
      expect(filtered.seo.description).toBe("Casas en venta en Edinburg por menos de $300,000: 1 propiedad. Mira fotos, precios y mapas, y guarda la búsqueda para enterarte por correo de las propiedades nuevas.");
    }
    expect(whole.seo.title).toBe(whole.text.title);
    expect(whole.seo.description).toBe(whole.text.description);
    // Another order of the same results is no other search.
    expect((await load(search, `${pages.search[lang]}?sort=price-asc`)).seo.title).toBe(whole.text.title);
  });

  it("answers 404 for a search page past the last, and 200 on the first page of a search that finds nothing", async () => {
    expect((await load(search, `${pages.search[lang]}?page=1`)).result.total).toBe(3);
    expect(await thrown(load(search, `${pages.search[lang]}?page=2`))).toMatchObject({ init: { status: 404 } });
    expect(await thrown(load(search, `${pages.search[lang]}?city=edinburg&page=60`))).toMatchObject({ init: { status: 404 } });
    const empty = await load(search, `${pages.search[lang]}?city=donna`);
    expect(empty.result).toMatchObject({ total: 0, pageCount: 1, listings: [] });
    expect(empty.seo.description).toMatch(lang === "en" ? /: none right now\. / : /: ninguna por ahora\. /);
    expect(await thrown(load(search, `${pages.search[lang]}?city=donna&page=2`))).toMatchObject({ init: { status: 404 } });
  });
});
