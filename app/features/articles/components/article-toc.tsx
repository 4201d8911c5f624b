import { useUi } from "~/i18n";

/**
 * An article's table of contents, for four sections or more; an empty, hidden
 * place for it otherwise, where the editor's preview puts one her text makes
 * (`data-editable`, ADR 0423).
 */
export function ArticleToc({ toc }: { toc: ReadonlyArray<{ readonly id: string; readonly text: string }> }) {
  const ui = useUi();
  const shown = toc.length >= 4;
  return (
    <div data-editable="article-toc" hidden={!shown}>
      {shown ? (
        <nav aria-labelledby="toc-title" className="rounded-2xl border bg-card/80 p-5">
          <h2 id="toc-title" className="mb-2 font-semibold">
            {ui.blog.toc}
          </h2>
          <ol className="list-decimal space-y-1 pl-5">
            {toc.map((entry) => (
              <li key={entry.id}>
                <a href={`#${entry.id}`} className="hover:underline">
                  {entry.text}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
    </div>
  );
}
