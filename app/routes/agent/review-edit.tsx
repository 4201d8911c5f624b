import { data, redirect, useNavigation } from "react-router";
import { Form, Link } from "~/components/ui/link";
import { z } from "zod";
import { Button } from "~/components/ui/button";
import { CheckboxField } from "~/components/ui/field";
import { ErrorSummary } from "~/components/ui/form-fields";
import { agentContext } from "~/features/agent/agents.server";
import { ReviewFields, useReviewText } from "~/features/agent-profile/components/review-fields";
import type { ReviewFlash } from "~/features/agent-profile/flash";
import { parseReview, reviewValues, type DeleteReviewAnswer, type ReviewAnswer, type ReviewValues } from "~/features/agent-profile/review-form";
import { createReview, deleteReview, getReview, reviewId, updateReview } from "~/features/agent-profile/reviews.server";
import { fmt, useLang } from "~/i18n";
import { agentProfileTexts } from "~/i18n/agent-profile";
import { valleyDay } from "~/lib/dates";
import { answerFor, errorCount as countErrors } from "~/lib/form-answer";
import { langFromPath } from "~/lib/routes";
import { agentReviewsPath } from "~/lib/agent-routes";
import { getDb } from "~/server/db.server";
import { flashCookie } from "~/server/http/flash.server";
import { undoCookie } from "~/server/undo.server";
import { readSmallForm } from "~/server/http/body.server";
import type { Route } from "./+types/review-edit";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

/** The new-review page has no :id; any other page names an existing review, or is a 404. */
async function reviewOf(param: string | undefined) {
  if (param === undefined) return null;
  const id = reviewId(param);
  const review = id === undefined ? undefined : await getReview(getDb(), id);
  if (!review) throw data(null, { status: 404 });
  return review;
}

export async function loader({ url, params }: Route.LoaderArgs) {
  const t = agentProfileTexts[langFromPath(url.pathname)].admin;
  const review = await reviewOf(params.id);
  const today = valleyDay(new Date());
  if (!review) return { title: t.newTitle, review: null, values: {} satisfies ReviewValues, today };
  const values: ReviewValues = { name: review.name, city: review.city, text: review.text, reviewDate: review.reviewDate, lang: review.lang, published: review.published ? "on" : "" };
  return { title: fmt(t.editTitle, { name: review.name }), review: { id: review.id, name: review.name }, values, today };
}

const intentSchema = z.enum(["save", "delete"]);

const done = (to: string, flash: ReviewFlash) => redirect(to, { status: 303, headers: { "Set-Cookie": flashCookie(flash) } });

/** Saves the form (a new review, or changes to this one), or deletes this one once the agent ticked the confirmation. */
export async function action({ request, url, params, context }: Route.ActionArgs) {
  const db = getDb();
  const lang = langFromPath(url.pathname);
  const id = params.id === undefined ? undefined : reviewId(params.id);
  if (params.id !== undefined && id === undefined) throw data(null, { status: 404 });
  const form = await readSmallForm(request);
  const intent = intentSchema.safeParse(form.get("intent"));
  if (!intent.success) return data(null, { status: 400 });
  if (intent.data === "delete") {
    if (id === undefined) throw data(null, { status: 404 });
    if (form.get("confirm") !== "on") return data<DeleteReviewAnswer>({ form: "delete", errors: { confirm: "confirm" }, values: {} }, { status: 422 });
    // Already gone (deleted in another tab) is what the agent asked for; otherwise the next page offers its Undo (ADR 0420).
    const pending = await deleteReview(db, id, context.get(agentContext)?.id ?? "");
    return redirect(agentReviewsPath[lang], { status: 303, headers: pending === null ? {} : { "Set-Cookie": undoCookie(pending) } });
  }
  const values = reviewValues(form);
  const parsed = parseReview(values, valleyDay(new Date()));
  if (!parsed.ok) return data<ReviewAnswer>({ form: "review", errors: parsed.errors, values }, { status: 422 });
  if (id !== undefined && (await updateReview(db, id, parsed.value))) return done(agentReviewsPath[lang], "review-saved");
  // A new review, or one deleted in another tab meanwhile: stored anew rather than losing what the agent typed.
  await createReview(db, parsed.value);
  return done(agentReviewsPath[lang], id === undefined ? "review-added" : "review-saved");
}

export default function ReviewEditor({ loaderData, actionData }: Route.ComponentProps) {
  const t = useReviewText();
  const lang = useLang();
  const { review, today } = loaderData;
  const reviewAnswer = answerFor<ReviewAnswer>("review", actionData);
  const deleteAnswer = answerFor<DeleteReviewAnswer>("delete", actionData);
  const errorCount = countErrors(reviewAnswer);
  const busy = useNavigation().state === "submitting";
  return (
    <div className="max-w-3xl space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold break-words sm:text-3xl">{loaderData.title}</h1>
        <Link to={agentReviewsPath[lang]} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4">
          {t.back}
        </Link>
      </div>
      <ErrorSummary count={errorCount} answer={actionData} testId="review-error-summary">
        {t.summary}
      </ErrorSummary>
      <Form method="post" className="space-y-6" key={review?.id ?? "new"}>
        <ReviewFields values={reviewAnswer?.values ?? loaderData.values} errors={reviewAnswer?.errors ?? {}} today={today} />
        <Button type="submit" name="intent" value="save" disabled={busy}>
          {review ? t.save : t.create}
        </Button>
      </Form>
      {review ? (
        <section aria-labelledby="delete-review-title" className="space-y-3 rounded-2xl border border-red-700/40 p-4">
          <h2 id="delete-review-title" className="text-lg font-semibold">
            {t.deleteHeading}
          </h2>
          <Form method="post" className="space-y-3">
            <CheckboxField
              id="delete-confirm"
              name="confirm"
              large
              label={fmt(t.deleteConfirm, { name: review.name })}
              error={deleteAnswer?.errors.confirm ? t.errors.confirm : undefined}
              alert
              className="space-y-3"
            />
            <Button type="submit" name="intent" value="delete" variant="danger" disabled={busy}>
              {t.delete}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  );
}
