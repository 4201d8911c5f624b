/**
 * The `ref` the site's share buttons put on the links they share (ADR 0426): a lead who arrives by a
 * shared listing or article is credited to the share, and to how it was shared.
 */
export const shareRefs = ["share", "share-email", "share-whatsapp"] as const;
export type ShareRef = (typeof shareRefs)[number];

export const isShareRef = (value: string | undefined): value is ShareRef => (shareRefs as readonly (string | undefined)[]).includes(value);

/** `url` with the share's `ref`, in place of any it had. */
export function sharedUrl(url: string, ref: ShareRef): string {
  const hash = url.indexOf("#");
  const [base, fragment] = hash === -1 ? [url, ""] : [url.slice(0, hash), url.slice(hash)];
  const [path, query = ""] = base.split("?", 2) as [string, string?];
  const params = new URLSearchParams(query);
  params.set("ref", ref);
  return `${path}?${params.toString()}${fragment}`;
}
