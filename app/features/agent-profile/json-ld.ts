import { cities } from "~/lib/cities";
import { officeGeo, type SiteIdentity } from "~/lib/site";

/**
 * schema.org RealEstateAgent for the home and About pages: who the agent is,
 * how to reach them, where and in which languages they work, and the
 * brokerage they practise under. Reviews stay out: search engines ignore a
 * business's reviews of itself on its own site, and may penalise them.
 */
export function agentJsonLd(site: SiteIdentity, { id, url, image, logo, description }: { id: string; url: string; image?: string; logo: string; description: string }) {
  const sameAs = [site.social.facebook, site.social.instagram, site.social.linkedin].filter((link): link is string => Boolean(link));
  return {
    "@context": "https://schema.org",
    "@type": "RealEstateAgent",
    "@id": id,
    name: site.agentName,
    url,
    // Her photo where she has one; the site's picture otherwise, so the entity always has an image.
    image: image ?? logo,
    logo,
    description,
    // A commission is no price list: the relative range Google reads, as a local agent's.
    priceRange: "$$",
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.office.street,
      addressLocality: site.office.city,
      addressRegion: site.office.state,
      postalCode: site.office.zip,
      addressCountry: "US",
    },
    geo: officeGeo(site.office),
    areaServed: site.areas.map((slug) => ({ "@type": "City", name: `${cities[slug].name}, ${site.office.state}` })),
    knowsLanguage: [...site.languages],
    parentOrganization: { "@type": "Organization", name: site.brokerage },
    ...(sameAs.length > 0 ? { sameAs } : {}),
  };
}
