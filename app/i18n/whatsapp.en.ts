/**
 * The WhatsApp buttons and the message each opens the chat with, in English: bundled with the
 * contact and property pages that show them.
 */
export const whatsappEn = {
  write: "Message us on WhatsApp",
  /** The contact page's: the agent then knows where the visitor found them. */
  contactMessage: "Hi! I'm writing from your website.",
  listingMessage: "Hi! I'm interested in {address}: {url}",
  /** Where the MLS withholds the street: the city, as the page shows it. */
  listingInCityMessage: "Hi! I'm interested in a property in {city}: {url}",
};

export type WhatsappText = typeof whatsappEn;
