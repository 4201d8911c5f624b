import { island } from "~/components/layout/island";
import { PageIntro } from "~/components/page/page-intro";
import { RelatedLinks } from "~/components/page/related-links";
import { useUi } from "~/i18n";
import { parseGalleryQuery } from "~/lib/gallery";
import { pagePath } from "~/lib/routes";
import { pageMeta } from "~/lib/seo";
import { getDb } from "~/server/db.server";
import { galleryPhotos } from "~/features/listings/gallery.server";
import { loadPage } from "~/server/page.server";
import type { Route } from "./+types/gallery";

export const meta: Route.MetaFunction = pageMeta;

// The photos are the server's HTML until the gallery's code arrives after the page's; a photo opened or a filter
// chosen before that is replayed once it has (ADR 0511).
const PhotoGallery = island(() => import("~/features/listings/components/listing-photo-gallery").then((module) => module.ListingPhotoGallery), { replay: true, box: "" });

/** The gallery: listing photos by what they show, and the virtually staged rooms; the filter and page live in the URL. */
export async function loader({ url }: Route.LoaderArgs) {
  const page = loadPage(url);
  const query = parseGalleryQuery(url.searchParams);
  return { ...page, query, ...(await galleryPhotos(getDb(), query)) };
}

export default function GalleryPage({ loaderData }: Route.ComponentProps) {
  const ui = useUi();
  const { text, id, lang, query, photos, total } = loaderData;
  return (
    <PageIntro text={text} lead={<PhotoGallery query={query} photos={photos} total={total} base={pagePath("gallery", lang)} />}>
      <RelatedLinks id={id} heading={ui.common.learnMore} />
    </PageIntro>
  );
}
