import Plus from "lucide-react/icons/plus";
import { Link } from "~/components/ui/link";
import { Button } from "~/components/ui/button";
import { useReviewText } from "~/features/agent-profile/components/review-fields";
import { listReviews } from "~/features/agent-profile/reviews.server";
import { fmt, useLang } from "~/i18n";
import { agentProfileTexts } from "~/i18n/agent-profile";
import { plural } from "~/i18n/plural";
import { formatDate } from "~/lib/dates";
import { langFromPath } from "~/lib/routes";
import { agentReviewsPath, newReviewPath } from "~/lib/agent-routes";
import { getDb } from "~/server/db.server";
import type { Route } from "./+types/reviews";

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: loaderData?.title }, { name: "robots", content: "noindex, nofollow" }];

/** Every review the agent entered, published or not, newest first. */
export async function loader({ url }: Route.LoaderArgs) {
  const lang = langFromPath(url.pathname);
  const rows = await listReviews(getDb(), { all: true });
  return {
    title: agentProfileTexts[lang].admin.title,
    reviews: rows.map((row) => ({ id: row.id, name: row.name, city: row.city, text: row.text, lang: row.lang, published: row.published, date: formatDate(lang, row.reviewDate, "medium") })),
  };
}

export default function AgentReviewsPage({ loaderData }: Route.ComponentProps) {
  const t = useReviewText();
  const lang = useLang();
  const { reviews } = loaderData;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="max-w-3xl">
          <h1 className="text-2xl font-bold sm:text-3xl">{t.title}</h1>
          <p className="text-muted-foreground">{t.description}</p>
        </div>
        <Button asChild>
          <Link to={newReviewPath[lang]}>
            <Plus aria-hidden />
            {t.add}
          </Link>
        </Button>
      </div>
      <p className="text-sm text-muted-foreground" data-testid="review-count">
        {plural(lang, reviews.length, t.count)}
      </p>
      {reviews.length === 0 ? (
        <p className="rounded-2xl border bg-card/80 p-6">{t.empty}</p>
      ) : (
        <ul className="space-y-3">
          {reviews.map((review) => (
            <li key={review.id} className="space-y-2 rounded-2xl border bg-card/80 p-4" data-testid="agent-review" data-review-id={review.id}>
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-semibold break-words">
                  {review.name}, {review.city}
                </p>
                <p className="text-sm text-muted-foreground">
                  {review.date} · {t.langNames[review.lang]} · {review.published ? t.published : t.hidden}
                </p>
              </div>
              <p lang={review.lang === lang ? undefined : review.lang} className="line-clamp-3 break-words whitespace-pre-line">
                {review.text}
              </p>
              <Link
                to={`${agentReviewsPath[lang]}/${review.id}`}
                aria-label={fmt(t.editLabel, { name: review.name })}
                className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4"
              >
                {t.edit}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
