import { lastKnownSite } from "~/server/site-identity.server";
import { useEffect } from "react";
import { data } from "react-router";
import { island } from "~/components/layout/island";
import { Breadcrumbs } from "~/features/property/components/breadcrumbs";
import { PropertyHeader } from "~/features/property/components/property-header";
import { listingMessage } from "~/features/property/whatsapp";
import { useLang } from "~/i18n";
import { estimatePayment } from "~/lib/calculators/estimate";
import { isHomeForSale } from "~/lib/listing-kind";
import { streetAndCity } from "~/lib/listing-address";
import { whatsappLink } from "~/lib/whatsapp";
import { pageMeta } from "~/lib/seo";
import { formTokens, leadFormsState } from "~/features/leads/page.server";
import { handleLeadAction } from "~/features/leads/submit.server";
import { pageSlots } from "~/features/showings/booking.server";
import { loadProperty } from "~/features/property/property-page.server";
import { pageMlsNotice } from "~/features/mls/notice.server";
import { langFromPath } from "~/lib/routes";
import type { Route } from "./+types/property";
import { getDb } from "~/server/db.server";
import { getSessionUser } from "~/server/auth/session.server";
import type { SessionUser } from "~/lib/accounts";
import { isPersonal } from "~/server/http-cache/policy.server";
import { rememberAccountView } from "~/features/recently-viewed/account-views.server";

// Their code loads after the page's and hydrates when it arrives; what a visitor does in them before that is
// replayed (ADR 0511). Each sits in a block of its own in the page's columns, hidden while it draws nothing.
const block = { replay: true, box: "empty:hidden" };
// Its first photo is the page's largest paint, in the server's HTML; Enter or a tap on a photo before the viewer's
// code is in opens it once it is.
const Gallery = island(() => import("~/features/property/components/gallery").then((module) => module.Gallery), { replay: true, box: "" });
const GoneListing = island(() => import("~/features/property/components/gone-listing").then((module) => module.GoneListing), block);
const IdxAttribution = island(() => import("~/features/property/components/idx-attribution").then((module) => module.IdxAttribution), block);
const ContactActions = island(() => import("~/features/property/components/contact-actions").then((module) => module.ContactActions), block);
const PaymentEstimate = island(() => import("~/features/property/components/payment-estimate").then((module) => module.PaymentEstimate), block);
const FeaturesSection = island(() => import("~/features/property/components/features-section").then((module) => module.FeaturesSection), block);
const Remarks = island(() => import("~/features/property/components/remarks").then((module) => module.Remarks), block);
const ShareActions = island(() => import("~/features/property/components/share-actions").then((module) => module.ShareActions), block);
const RecentlyViewed = island(() => import("~/features/recently-viewed/components/recently-viewed").then((module) => module.RecentlyViewed), block);
const FactsTable = island(() => import("~/features/property/components/facts-table").then((module) => module.FactsTable));
const LocationSection = island(() => import("~/features/property/components/location-section").then((module) => module.LocationSection));
const PropertyLeadForms = island(() => import("~/features/leads/components/property-lead-forms").then((module) => module.PropertyLeadForms));
const OpenHouses = island(() => import("~/features/property/components/open-houses").then((module) => module.OpenHouses));
const RentalTerms = island(() => import("~/features/property/components/rental-terms").then((module) => module.RentalTerms));
const SimilarListings = island(() => import("~/features/property/components/similar-listings").then((module) => module.SimilarListings));
// Links and a form that work before their code arrives (one chunk for both).
const PriceActions = island(() => import("~/features/property/components/quick-actions").then((module) => module.PriceActions));
const PhoneActionBar = island(() => import("~/features/property/components/quick-actions").then((module) => module.PhoneActionBar));
// The next open house, beside the price: a calendar file's link, in the open houses' chunk.
const NextOpenHouse = island(() => import("~/features/property/components/open-houses").then((module) => module.NextOpenHouse));

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args),
  ...(args.loaderData?.jsonLd ? [{ "script:ld+json": args.loaderData.jsonLd }] : []),
];

export async function loader({ request, url, params }: Route.LoaderArgs) {
  // Read once, and only for a request with a session: an anonymous page (the cached kind) asks nothing of the auth store.
  let viewer: Promise<SessionUser | null> | undefined;
  const sessionUser = () => (viewer ??= isPersonal(request.headers.get("cookie") ?? undefined) ? getSessionUser(request) : Promise.resolve(null));
  // Asked only for the agent's own listings that visitors can't see: the agent's preview of them.
  const isAgent = async () => (await sessionUser())?.role === "agent";
  const [page, mlsNotice, leadForms] = await Promise.all([
    loadProperty(getDb(), url, params.key, isAgent),
    pageMlsNotice(getDb(), langFromPath(url.pathname)),
    leadFormsState(getDb(), request, url),
  ]);
  const { listing, gone, sold, seo } = page.data;
  const slots = gone || sold ? [] : await pageSlots(getDb(), listing, Boolean(page.data.preview));
  if (!gone && !page.data.preview) rememberAccountView(getDb(), sessionUser, listing.listingKey);
  const payment = !gone && !sold && isHomeForSale(listing.propertyType) ? estimatePayment(listing.listPrice, listing) : null;
  const lang = langFromPath(url.pathname);
  // Only where the agent takes WhatsApp (ADR 0409); the message names the listing and links it, in the page's language.
  const whatsappNumber = lastKnownSite().whatsapp;
  const whatsapp = whatsappNumber ? whatsappLink(whatsappNumber, listingMessage(lang, listing, seo.alternates[lang])) : null;
  return data(
    // ownPhoneBar: the page's call and showing bar takes the place of the site's phone navigation (SiteChrome).
    { ...page.data, payment, mlsNotice, leadTokens: formTokens("showing", "question"), leadForms: { ...leadForms, slots }, whatsapp, ownPhoneBar: !gone },
    page.init ?? undefined,
  );
}

export function action({ request, url, params }: Route.ActionArgs) {
  return handleLeadAction(getDb(), request, { forms: ["showing", "question"], url, page: "property", listingKey: params.key });
}

export default function PropertyPage({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const { listing, photos, similar, breadcrumbs, seo } = loaderData;
  // A listing a visitor can come back to joins the browser's recently viewed; the agent's preview doesn't.
  const remembered = !loaderData.gone && !loaderData.preview;
  useEffect(() => {
    if (remembered) void import("~/features/recently-viewed/store").then((store) => store.recordView(listing.listingKey));
  }, [remembered, listing.listingKey]);
  if (loaderData.gone) {
    return (
      <GoneListing listing={listing}>
        <SimilarListings listings={similar} priority />
      </GoneListing>
    );
  }
  const url = seo.alternates[lang];
  const { sold, openHouses, history } = loaderData;
  // RSVPs go where a showing can be booked: not on a sold listing, nor the agent's preview of hers.
  const rsvpToken = sold || loaderData.preview ? undefined : loaderData.leadTokens.showing;
  return (
    <article className="space-y-8" data-listing-key={listing.listingKey}>
      {loaderData.previewText ? (
        <p className="rounded-xl border-2 border-dashed p-3 text-center font-semibold" data-testid="preview-banner">
          {loaderData.previewText}
        </p>
      ) : null}
      <div className="space-y-4">
        <Breadcrumbs items={breadcrumbs} />
        <PropertyHeader listing={listing} actions={<PriceActions listingKey={listing.listingKey} url={url} title={seo.title} />} />
        {openHouses[0] ? <NextOpenHouse openHouse={openHouses[0]} rsvpToken={rsvpToken} /> : null}
        {loaderData.soldText ? (
          <p className="text-xl font-semibold" data-testid="sold-price">
            {loaderData.soldText}
          </p>
        ) : null}
      </div>
      <Gallery photos={photos} address={streetAndCity(listing)} />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-10">
          {loaderData.rentalTerms ? <RentalTerms terms={loaderData.rentalTerms} /> : null}
          <Remarks text={listing.remarks} lang={listing.remarksLang} original={listing.remarksOriginal} />
          <FactsTable listing={listing} daysOnMarket={loaderData.daysOnMarket} history={history} />
          <FeaturesSection groups={loaderData.features} />
          <LocationSection listing={listing} flood={loaderData.flood} />
          {sold ? null : <PropertyLeadForms listingKey={listing.listingKey} tokens={loaderData.leadTokens} state={loaderData.leadForms} />}
        </div>
        <aside className="space-y-6">
          {/* The next one is beside the price already: the list is for when there are more. */}
          {openHouses.length > 1 ? <OpenHouses openHouses={openHouses} rsvpToken={rsvpToken} /> : null}
          {sold ? null : <ContactActions listingKey={listing.listingKey} whatsapp={loaderData.whatsapp} />}
          {loaderData.payment ? <PaymentEstimate price={listing.listPrice} estimate={loaderData.payment} /> : null}
          <ShareActions url={url} title={seo.title} />
        </aside>
      </div>
      <SimilarListings listings={similar} />
      <IdxAttribution listing={listing} notice={loaderData.mlsNotice} />
      <RecentlyViewed exclude={listing.listingKey} />
      <PhoneActionBar whatsapp={loaderData.whatsapp} showing={!sold} />
    </article>
  );
}
