import { lastKnownSite } from "~/server/site-identity.server";
import { useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { data } from "react-router";
import { AuditList } from "~/features/agent-listings/components/audit-list";
import { ListingFields } from "~/features/agent-listings/components/listing-fields";
import { ErrorSummary } from "~/components/ui/form-fields";
import { Button } from "~/components/ui/button";
import { answerFor, errorCount as countErrors } from "~/lib/form-answer";
import { OpenHousePanel } from "~/features/agent-listings/components/open-house-panel";
import { PhotoManager } from "~/features/agent-listings/components/photo-manager";
import { EditorButtons, PreviewPanel } from "~/features/agent-listings/components/editor-panels";
import { StatusPanel } from "~/features/agent-listings/components/status-panel";
import { useEditorText } from "~/features/agent-listings/components/texts";
import { agentContext } from "~/features/agent/agents.server";
import { editorAction } from "~/features/agent-listings/editor-actions.server";
import { editorPath } from "~/features/agent-listings/paths";
import { blankValues, valuesOf, type ListingAnswer, type OpenHouseAnswer, type StatusAnswer } from "~/features/agent-listings/listing-form";
import { ownListing } from "~/features/agent-listings/listings.server";
import { statusChangesOf } from "~/features/agent-listings/status-revert.server";
import { statusUndo } from "~/features/agent-listings/lifecycle";
import { auditEntries } from "~/features/agent-listings/own-listings.server";
import { DRAFT_STATUS, isListStatus } from "~/features/listings/model";
import { upcomingOpenHouses } from "~/features/listings/open-houses.server";
import { photosOf } from "~/features/agent-listings/photos.server";
import { fmt, useLang } from "~/i18n";
import { listingEditorTexts } from "~/i18n/listing-editor";
import { valleyDay } from "~/lib/dates";
import { propertyPath } from "~/lib/property-path";
import { langFromPath, type Lang } from "~/lib/routes";
import { agentListingsPrefix } from "~/lib/agent-routes";
import { getDb } from "~/server/db.server";
import { readSmallForm } from "~/server/http/body.server";
import type { Route } from "./+types/listing-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

/** The editor of a new listing (no key), or of one of the agent's own. */
export async function loader({ url, params, context }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const t = listingEditorTexts[lang];
  const today = valleyDay(new Date());
  if (!params.key) return { title: t.editor.newTitle, listing: null, values: blankValues(), photos: [], openHouses: [], audit: [], undo: null, today };
  const db = getDb();
  const row = await ownListing(db, params.key);
  if (!row) throw data(null, { status: 404 });
  const [photos, openHouses, audit, statusChanges] = await Promise.all([
    photosOf(db, row.listingKey),
    upcomingOpenHouses(db, [row.listingKey]),
    auditEntries(db, row.listingKey, { lang, viewerId: context.get(agentContext)?.id ?? null }),
    statusChangesOf(db, row.listingKey),
  ]);
  const preview = (to: Lang) => propertyPath(to, row);
  return {
    title: fmt(t.editor.editTitle, { address: row.unparsedAddress }),
    listing: {
      listingKey: row.listingKey,
      address: row.unparsedAddress,
      status: isListStatus(row.standardStatus) ? row.standardStatus : DRAFT_STATUS,
      listPrice: row.listPrice,
      featured: row.featured,
      preview: { en: preview("en"), es: preview("es") },
    },
    values: valuesOf(row),
    photos,
    openHouses: openHouses.map((house) => ({ id: house.id, startsAt: house.startsAt.toISOString(), endsAt: house.endsAt.toISOString() })),
    audit,
    undo: statusUndo(statusChanges, row.standardStatus, new Date()),
    today,
  };
}

export async function action({ request, url, params, context }: Route.ActionArgs) {
  const agent = context.get(agentContext);
  if (!agent) throw data(null, { status: 404 });
  const site = lastKnownSite();
  return editorAction(await readSmallForm(request), {
    db: getDb(),
    lang: langFromPath(url.pathname),
    actor: { id: agent.id, name: agent.name || agent.email },
    listedBy: { agentName: site.agentName, brokerage: site.brokerage },
    listingKey: params.key,
  });
}

export default function ListingEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useEditorText();
  const lang = useLang();
  const { listing, photos, openHouses, audit, undo, today } = loaderData;
  const listingAnswer = answerFor<ListingAnswer>("listing", actionData);
  const values = listingAnswer?.values ?? loaderData.values;
  const errors = listingAnswer?.errors ?? {};
  const errorCount = countErrors(listingAnswer);
  const busy = useNavigation().state === "submitting";
  const draft = !listing || listing.status === DRAFT_STATUS;

  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold sm:text-3xl">{loaderData.title}</h1>
        <Link to={agentListingsPrefix[lang]} className="font-semibold text-primary underline underline-offset-4">
          {t.editor.back}
        </Link>
      </div>
      {listing && draft ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-muted p-3">
          <p>{t.editor.draftNote}</p>
          <Form method="post">
            <Button type="submit" name="intent" value="deleteDraft" variant="outline" size="sm">
              {t.editor.deleteDraft}
            </Button>
          </Form>
        </div>
      ) : null}
      <ErrorSummary count={errorCount} answer={actionData}>
        {fmt(errorCount === 1 ? t.editor.errorSummary.one : t.editor.errorSummary.other, { count: errorCount })}
      </ErrorSummary>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-start">
        <div className="space-y-6">
          <Form method="post" className="space-y-6" key={listing?.listingKey ?? "new"}>
            <ListingFields values={values} errors={errors} />
            <EditorButtons draft={draft} busy={busy} />
          </Form>
          <section aria-labelledby="photos-title" className="space-y-3 rounded-2xl border bg-card/80 p-4">
            <h2 id="photos-title" className="text-lg font-semibold">
              {t.editor.sections.photos}
            </h2>
            {listing ? (
              <PhotoManager listingKey={listing.listingKey} photos={photos} returnTo={editorPath(lang, listing.listingKey)} />
            ) : (
              <p className="text-muted-foreground">{t.editor.photosAfterSave}</p>
            )}
          </section>
        </div>
        {listing ? (
          <div className="space-y-6">
            <PreviewPanel listing={listing} />
            <StatusPanel
              status={listing.status}
              listPrice={listing.listPrice}
              today={today}
              answer={answerFor<StatusAnswer>("status", actionData)}
              editorHref={editorPath(lang, listing.listingKey)}
              undo={undo}
            />
            <OpenHousePanel openHouses={openHouses} today={today} answer={answerFor<OpenHouseAnswer>("openHouse", actionData)} />
            <AuditList entries={audit} undo={undo?.id ?? null} />
          </div>
        ) : null}
      </div>
    </div>
  );
}
