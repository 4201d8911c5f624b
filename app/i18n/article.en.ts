/** Article page texts in English: author box, sharing and related listings. */
export const articleEn = {
  author: {
    heading: "About the author",
    bio: "{agentName} is a licensed Texas real estate agent with {brokerage}, helping buyers, sellers, renters and business owners across the Rio Grande Valley in English and Spanish for {years}+ years.",
    broker: "Broker: {brokerName}, {brokerage}",
    license: "Texas license #{license}",
    contact: "Ask {agentName} a question",
  },
  share: {
    heading: "Share this article",
    text: "Worth a read: {title}",
  },
  /** Labels of the articles' topic tags (the tags themselves are language-neutral keys). */
  tags: {
    buying: "Buying",
    casitas: "Casitas",
    commercial: "Commercial",
    financing: "Financing",
    "first-time-buyers": "First-time buyers",
    industrial: "Industrial",
    luxury: "Luxury",
    market: "Market",
    mcallen: "McAllen",
    mission: "Mission",
    nearshoring: "Nearshoring",
    neighborhoods: "Neighborhoods",
    pharr: "Pharr",
    selling: "Selling",
  } as Record<string, string>,
  listings: {
    heading: "Listings related to this article",
    seeAll: "See all matching listings",
  },
  /** The blog index's later pages: their own title and description, so no two pages of it say the same. */
  indexPage: {
    title: "{title}, page {page}",
    description: "Page {page} of {pages}: {description}",
  },
};

export type ArticleText = typeof articleEn;
