import { RouteLink } from "~/components/layout/route-link";
import type { AgentProfileView, ReviewsView } from "../view";

const linkClass = "inline-flex min-h-11 items-center font-semibold text-primary underline-offset-4 hover:underline";

function AgentPhoto({ photo }: { photo: AgentProfileView["photo"] }) {
  const frame = "size-32 shrink-0 rounded-full sm:size-40";
  if (photo.kind === "monogram") {
    // The name is the heading beside it: the initials only decorate.
    return (
      <div aria-hidden className={`${frame} flex items-center justify-center bg-primary text-4xl font-bold tracking-wide text-primary-foreground sm:text-5xl`} data-testid="agent-monogram">
        {photo.initials}
      </div>
    );
  }
  if (photo.kind === "url") {
    return <img src={photo.src} alt={photo.alt} width={160} height={160} loading="lazy" decoding="async" referrerPolicy="no-referrer" className={`${frame} bg-muted object-cover`} />;
  }
  return (
    <picture>
      <source type="image/avif" srcSet={photo.avif} sizes="160px" />
      <source type="image/webp" srcSet={photo.webp} sizes="160px" />
      <img src={photo.src} srcSet={photo.jpg} sizes="160px" alt={photo.alt} width={160} height={160} loading="lazy" decoding="async" className={`${frame} bg-muted object-cover`} />
    </picture>
  );
}

/** The agent as a person: photo or monogram, bio, experience, languages, licences, the record the listings show, and the ways to get in touch. */
export function AgentProfileCard({ profile }: { profile: AgentProfileView }) {
  return (
    <section aria-labelledby="agent-profile-title" className="space-y-4 rounded-3xl border bg-card/80 p-5 text-card-foreground sm:p-8" data-testid="agent-profile">
      <h2 id="agent-profile-title" className="text-xl font-semibold">{profile.heading}</h2>
      <div className="flex flex-col gap-6 sm:flex-row sm:items-start">
        <AgentPhoto photo={profile.photo} />
        <div className="min-w-0 flex-1 space-y-4">
          <div className="space-y-1">
            <h3 className="text-2xl font-bold tracking-tight">{profile.name}</h3>
            <p className="text-muted-foreground">{profile.role}</p>
          </div>
          <p className="max-w-prose leading-relaxed break-words">{profile.bio}</p>
          <dl className="grid gap-3 sm:grid-cols-3">
            {profile.facts.map((fact) => (
              <div key={fact.label} className="min-w-0">
                <dt className="text-sm text-muted-foreground">{fact.label}</dt>
                <dd className="font-medium break-words">{fact.value}</dd>
              </div>
            ))}
          </dl>
          {profile.trackRecord ? (
            <div className="space-y-1" data-testid="agent-track-record">
              <h4 className="font-semibold">{profile.trackRecord.heading}</h4>
              <ul className="flex flex-wrap gap-x-6 gap-y-1">
                {profile.trackRecord.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="text-sm text-muted-foreground">{profile.trackRecord.note}</p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-x-6 gap-y-1">
            {profile.about ? (
              <RouteLink href={profile.about.href} className={linkClass}>
                {profile.about.text}
              </RouteLink>
            ) : null}
            <RouteLink href={profile.contact.href} className={linkClass}>
              {profile.contact.text}
            </RouteLink>
            <a href={profile.call.href} className={linkClass}>
              {profile.call.text}
            </a>
          </div>
          <p className="text-sm text-muted-foreground">{profile.broker}</p>
        </div>
      </div>
    </section>
  );
}

/** The published reviews, each in the language the client wrote it in (marked with lang where that is not the page's). */
export function AgentReviews({ reviews }: { reviews: ReviewsView }) {
  if (reviews.items.length === 0) return null;
  return (
    <section id="reviews" aria-labelledby="agent-reviews-title" className="scroll-mt-24 space-y-4" data-testid="agent-reviews">
      <h2 id="agent-reviews-title" className="text-xl font-semibold">{reviews.heading}</h2>
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {reviews.items.map((review) => (
          <li key={review.id} className="min-w-0" data-review-id={review.id}>
            <figure className="flex h-full flex-col gap-3 rounded-2xl border bg-card/80 p-5 text-card-foreground">
              <blockquote lang={review.lang} className="flex-1 border-l-4 border-primary/60 pl-4 leading-relaxed">
                <p className="break-words whitespace-pre-line">{review.text}</p>
              </blockquote>
              <figcaption className="text-sm">
                <span className="font-semibold break-words">{review.byline}</span>
                {" · "}
                <time dateTime={review.dateTime}>{review.date}</time>
                {review.note ? <span className="block text-muted-foreground">{review.note}</span> : null}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {reviews.more ? (
        <RouteLink href={reviews.more.href} className={linkClass}>
          {reviews.more.text}
        </RouteLink>
      ) : null}
    </section>
  );
}

/** The home and About pages' section about the agent: the profile, then what clients say. */
export function AgentSection({ profile, reviews }: { profile: AgentProfileView; reviews: ReviewsView }) {
  return (
    <div className="space-y-8">
      <AgentProfileCard profile={profile} />
      <AgentReviews reviews={reviews} />
    </div>
  );
}
