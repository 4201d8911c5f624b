import Check from "lucide-react/icons/check";
import ExternalLink from "lucide-react/icons/external-link";
import MessageSquare from "lucide-react/icons/message-square";
import { Button } from "~/components/ui/button";
import { formAnchor } from "~/features/leads/lead-forms";
import type { RentalTermsView } from "../rental-terms";


/** What a renter asks first: when, how long, pets, furnished, what the rent covers, deposit, how to apply. */
export function RentalTerms({ terms }: { terms: RentalTermsView }) {
  return (
    <section aria-labelledby="rental-terms" className="space-y-4 rounded-2xl border bg-card p-5 text-card-foreground" data-testid="rental-terms">
      <h2 id="rental-terms" className="text-2xl font-semibold">{terms.title}</h2>
      {terms.lines.length > 0 ? (
        <ul className="grid gap-2 sm:grid-cols-2">
          {terms.lines.map((line) => (
            <li key={line} className="flex items-start gap-2 text-lg">
              <Check aria-hidden className="mt-1 size-5 shrink-0 text-primary" />
              <span>{line}</span>
            </li>
          ))}
        </ul>
      ) : null}
      {terms.apply ? (
        <Button asChild>
          <a href={terms.apply.href} target="_blank" rel="noopener noreferrer nofollow" aria-label={terms.apply.label} data-testid="rental-apply">
            {terms.apply.text}
            <ExternalLink aria-hidden />
          </a>
        </Button>
      ) : (
        <Button asChild variant="outline">
          <a href={`#${formAnchor("question")}`} data-testid="rental-ask">
            <MessageSquare aria-hidden />
            {terms.ask}
          </a>
        </Button>
      )}
    </section>
  );
}
