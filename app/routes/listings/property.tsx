import { data } from "react-router";
import { PropertyLeadForms } from "~/components/leads/property-lead-forms";
import { Breadcrumbs } from "~/components/property/breadcrumbs";
import { ContactActions } from "~/components/property/contact-actions";
import { FactsTable } from "~/components/property/facts-table";
import { Gallery } from "~/components/property/gallery";
import { GoneListing } from "~/components/property/gone-listing";
import { IdxAttribution } from "~/components/property/idx-attribution";
import { LocationSection } from "~/components/property/location-section";
import { PaymentEstimate } from "~/components/property/payment-estimate";
import { PropertyHeader } from "~/components/property/property-header";
import { Remarks } from "~/components/property/remarks";
import { ShareActions } from "~/components/property/share-actions";
import { SimilarListings } from "~/components/property/similar-listings";
import { useLang } from "~/i18n";
import { isHomeForSale } from "~/lib/listing-kind";
import { pageMeta } from "~/lib/seo";
import { formTokens } from "~/server/leads/page.server";
import { handleLeadAction } from "~/server/leads/submit.server";
import { loadProperty } from "~/server/listings/property-page.server";
import type { Route } from "./+types/property";

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData?.jsonLd ? [{ "script:ld+json": args.loaderData.jsonLd }] : []),
];

export async function loader({ url, params }: Route.LoaderArgs) {
  const page = await loadProperty(url, params.key);
  return data({ ...page.data, leadTokens: formTokens("showing", "question") }, page.init ?? undefined);
}

export function action({ request, url, params }: Route.ActionArgs) {
  return handleLeadAction(request, { forms: ["showing", "question"], url, listingKey: params.key });
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { listing, photos, similar, breadcrumbs, seo } = loaderData;
  if (loaderData.gone) return <GoneListing listing={listing} similar={similar} />;
  const url = seo.alternates[lang];
  return (
    <article className="space-y-8" data-listing-key={listing.listingKey}>
      <div className="space-y-4">
        <Breadcrumbs items={breadcrumbs} />
        <PropertyHeader listing={listing} />
      </div>
      <Gallery photos={photos} address={`${listing.unparsedAddress}, ${listing.city}`} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-10">
          <Remarks text={listing.remarks} lang={listing.remarksLang} />
          <FactsTable listing={listing} />
          <LocationSection listing={listing} />
          <PropertyLeadForms listingKey={listing.listingKey} tokens={loaderData.leadTokens} />
        </div>
        <aside className="space-y-6">
          <ContactActions listingKey={listing.listingKey} />
          {isHomeForSale(listing.propertyType) ? <PaymentEstimate price={listing.listPrice} /> : null}
          <ShareActions url={url} title={seo.title} />
        </aside>
      </div>
      <SimilarListings listings={similar} />
      <IdxAttribution listing={listing} />
    </article>
  );
}
