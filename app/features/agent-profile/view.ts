import type { Lang } from "~/lib/routes";

/** A link as the profile shows it. */
export interface ProfileLink {
  readonly href: string;
  readonly text: string;
}

/**
 * The agent profile as the server composed it for one page and language:
 * every text filled in and formatted (ADR 0407), so the section's script
 * holds no dictionary, no number or date formatting.
 */
export interface AgentProfileView {
  readonly heading: string;
  readonly name: string;
  readonly role: string;
  /** A picture of the local photo's sizes, an image URL, or the initials for a monogram. */
  readonly photo:
    | { readonly kind: "sizes"; readonly avif: string; readonly webp: string; readonly jpg: string; readonly src: string; readonly alt: string }
    | { readonly kind: "url"; readonly src: string; readonly alt: string }
    | { readonly kind: "monogram"; readonly initials: string };
  readonly bio: string;
  readonly facts: ReadonlyArray<{ readonly label: string; readonly value: string }>;
  readonly broker: string;
  readonly trackRecord: { readonly heading: string; readonly note: string; readonly items: readonly string[] } | null;
  readonly about: ProfileLink | null;
  readonly contact: ProfileLink;
  readonly call: ProfileLink;
}

export interface ReviewView {
  readonly id: number;
  readonly text: string;
  /** The review's language where it differs from the page's, for its lang attribute. */
  readonly lang?: Lang;
  /** "Written in Spanish" beside a review in the other language. */
  readonly note?: string;
  readonly byline: string;
  readonly date: string;
  readonly dateTime: string;
}

export interface ReviewsView {
  readonly heading: string;
  readonly items: readonly ReviewView[];
  /** From the home page's few to the About page's all. */
  readonly more: ProfileLink | null;
}
