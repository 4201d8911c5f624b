import { useId, useState } from "react";
import { Dialog, DialogContent } from "~/components/ui/dialog";
import { TextField } from "~/components/ui/field";
import { useDictionary } from "~/i18n";
import { textEditingTexts } from "~/i18n/text-editing";
import { linkToken, type LinkTarget } from "~/lib/editor-runs";

/** Lowercase and without accents: "cómo" is found by "como". */
const folded = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLocaleLowerCase();

/**
 * The list a link is chosen from (ADR 0423): the site's pages and her
 * articles, searched by their names in either language. The words shown are
 * what she selected, or the page's name; the stored form is the editor's.
 */
export function LinkPicker({
  open,
  onOpenChange,
  links,
  selected,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  links: readonly LinkTarget[];
  selected: string;
  onPick: (link: { token: string; words: string; target: LinkTarget }) => void;
}) {
  const t = useDictionary(textEditingTexts).linkDialog;
  const [words, setWords] = useState(selected.trim());
  const [query, setQuery] = useState("");
  const listId = useId();
  const found = links.filter((link) => folded(`${link.name} ${link.otherName}`).includes(folded(query.trim())));
  const group = (kind: LinkTarget["kind"], title: string) => {
    const shown = found.filter((link) => link.kind === kind);
    if (!shown.length) return null;
    return (
      <section aria-labelledby={`${listId}-${kind}`} className="space-y-1">
        <h3 id={`${listId}-${kind}`} className="text-sm font-semibold text-muted-foreground">
          {title}
        </h3>
        <ul className="space-y-1">
          {shown.map((link) => (
            <li key={link.target}>
              <button
                type="button"
                className="flex min-h-11 w-full flex-col items-start justify-center rounded-lg border bg-card px-3 py-1 text-left text-card-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
                onClick={() => {
                  const shownWords = words.trim() || link.name;
                  onPick({ token: linkToken(shownWords, link.target), words: shownWords, target: link });
                }}
                data-testid="link-target"
              >
                <span className="font-medium">{link.name}</span>
                {link.otherName !== link.name ? <span className="text-sm text-muted-foreground">{link.otherName}</span> : null}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.title} description={t.description} closeLabel={t.close} className="w-[min(34rem,calc(100vw-2rem))]" data-testid="link-picker">
        <TextField id={`${listId}-words`} label={t.words} hint={t.wordsHint} value={words} onChange={(event) => setWords(event.target.value)} />
        <TextField id={`${listId}-search`} type="search" label={t.search} value={query} onChange={(event) => setQuery(event.target.value)} autoComplete="off" data-testid="link-search" />
        <div className="max-h-[45dvh] space-y-4 overflow-y-auto">
          {found.length ? (
            <>
              {group("page", t.pages)}
              {group("article", t.articles)}
            </>
          ) : (
            <p className="text-sm text-muted-foreground">{t.none}</p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
