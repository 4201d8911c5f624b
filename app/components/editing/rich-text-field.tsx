import ChevronRight from "lucide-react/icons/chevron-right";
import Link2 from "lucide-react/icons/link-2";
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { Button } from "~/components/ui/button";
import { describedBy, FieldMessages } from "~/components/ui/field";
import { inputClass } from "~/components/ui/input-class";
import { Textarea } from "~/components/ui/textarea";
import { fmt, useDictionary } from "~/i18n";
import { textEditingTexts } from "~/i18n/text-editing";
import type { PlaceholderName } from "~/lib/placeholders";
import type { Lang } from "~/lib/routes";
import { useHydrated } from "~/lib/use-hydrated";
import { cn } from "~/lib/utils";
import type { LinkTarget } from "~/lib/editor-runs";
import { chipElement, renderChips, storedText, type ChipWords } from "./chip-text";

// The list opens on a tap: its dialog's code waits for it.
const LinkPicker = lazy(() => import("./link-picker").then((module) => ({ default: module.LinkPicker })));

export interface RichTextFieldProps {
  readonly id: string;
  readonly name: string;
  readonly label: ReactNode;
  /** How to write in this field, in plain words. */
  readonly hint?: ReactNode;
  readonly error?: ReactNode;
  readonly required?: boolean;
  readonly rows: number;
  readonly maxLength: number;
  readonly defaultValue: string;
  /** The placeholders this text may hold, in the menu's order. */
  readonly placeholders: readonly PlaceholderName[];
  /** The pages and articles a link may lead to; none, and the field offers no links. */
  readonly links?: readonly LinkTarget[];
  /** The language the text is written in. */
  readonly textLang: Lang;
  /** What the chips become, where it isn't her profile's details on a page (a reply's). */
  readonly chipsHint?: string;
  /** One line, as a subject: Enter adds no line, a pasted one comes in as spaces. */
  readonly singleLine?: boolean;
  readonly className?: string;
}

/**
 * A text field in the agent's words (issue 54, item 7; ADR 0423). Without
 * script it is a plain text box that saves as it always has, with the
 * placeholders and the link form explained under it. With script, the text
 * box stays the form's field, hidden, and an editable area in its place shows
 * placeholders and links as chips: they are inserted from the Insert menu and
 * the list of pages and articles, never typed as syntax.
 */
export function RichTextField(props: RichTextFieldProps) {
  const { id, name, label, hint, error, required, rows, maxLength, defaultValue, placeholders, links = [], textLang, chipsHint, singleLine, className } = props;
  const t = useDictionary(textEditingTexts);
  const hydrated = useHydrated();
  const typedHint = (
    <>
      {hint} {t.typedNames} {placeholders.map((placeholder) => fmt(t.typedName, { token: `{${placeholder}}`, label: t.placeholders[placeholder].toLocaleLowerCase() })).join(", ")}.
      {links.length ? ` ${t.typedLink}` : null}
    </>
  );
  // A one-line field (a subject) sits over the text that names them.
  const shownHint = singleLine ? hint : hydrated ? <>{hint} {chipsHint ?? t.chipsHint}</> : typedHint;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      {/* The editable area is no form control: it names this label (aria-labelledby), and a tap on the label takes her there. */}
      <label htmlFor={hydrated ? undefined : id} id={`${id}-label`} className="text-sm font-medium" onClick={() => document.getElementById(`${id}-editor`)?.focus()}>
        {label}
        {required ? <span aria-hidden className="text-red-700 dark:text-red-300"> *</span> : null}
      </label>
      {hydrated ? <ChipEditor {...props} describedBy={describedBy(id, shownHint, error)} /> : null}
      <Textarea
        id={id}
        name={name}
        rows={rows}
        maxLength={maxLength}
        required={!hydrated && required}
        hidden={hydrated}
        defaultValue={defaultValue}
        lang={textLang}
        aria-describedby={describedBy(id, shownHint, error)}
        aria-invalid={error ? true : undefined}
      />
      <FieldMessages id={id} hint={shownHint} error={error} />
    </div>
  );
}

/** The form's field: the text box, hidden under the editor, which keeps it up to date. */
const sourceOf = (id: string) => document.getElementById(id) as HTMLTextAreaElement | null;

function ChipEditor({ id, rows, placeholders, links = [], required, error, singleLine, textLang, describedBy: described }: RichTextFieldProps & { describedBy?: string }) {
  const t = useDictionary(textEditingTexts);
  const editor = useRef<HTMLDivElement>(null);
  const caret = useRef<Range | null>(null);
  const [menuOpen, setMenuOpen] = useState(false);
  // The words selected when the list was opened, which the link takes; null while it is closed.
  const [picking, setPicking] = useState<string | null>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const targets = useMemo(() => new Map(links.map((link) => [link.target, link])), [links]);
  const words: ChipWords = useMemo(
    () => ({ placeholder: (placeholder) => t.placeholders[placeholder], link: (target) => fmt(t.linkChip, { target: target?.name ?? "" }) }),
    [t],
  );

  // Once, from the text box's value when the editor appears: the saved text, or a draft the page put back into it.
  const filled = useRef(false);
  useEffect(() => {
    const source = sourceOf(id);
    if (filled.current || !editor.current || !source) return;
    filled.current = true;
    renderChips(editor.current, source.value, placeholders, targets, words);
  }, [id, placeholders, targets, words]);

  useEffect(() => {
    const keep = () => {
      const selection = document.getSelection();
      const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
      if (range && editor.current?.contains(range.commonAncestorContainer)) caret.current = range.cloneRange();
    };
    document.addEventListener("selectionchange", keep);
    return () => document.removeEventListener("selectionchange", keep);
  }, []);

  /** The text box follows the editor, and the form hears of it as of any typing (the draft kept in the browser). */
  const sync = () => {
    const source = sourceOf(id);
    if (editor.current && source) source.value = storedText(editor.current);
  };

  const insert = (node: Node) => {
    const area = editor.current;
    if (!area) return;
    let range = caret.current;
    if (!range || !area.contains(range.commonAncestorContainer)) {
      range = document.createRange();
      range.selectNodeContents(area);
      range.collapse(false);
    }
    range.deleteContents();
    range.insertNode(node);
    const after = document.createRange();
    after.setStartAfter(node);
    after.collapse(true);
    area.focus();
    const selection = document.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(after);
    caret.current = after;
    sync();
    area.dispatchEvent(new Event("input", { bubbles: true }));
  };

  const insertPlaceholder = (placeholder: PlaceholderName) => {
    setMenuOpen(false);
    insert(chipElement(document, `{${placeholder}}`, t.placeholders[placeholder], "placeholder"));
  };

  const pendingLink = useRef<Node | null>(null);
  const insertLink = (chip: { token: string; words: string; target: LinkTarget }) => {
    pendingLink.current = chipElement(document, chip.token, chip.words, "link", words.link(chip.target));
    setPicking(null);
  };

  // The link goes in once the dialog has closed and given the focus back to its button (a timer its unmount sets, before
  // this effect's): then the chip goes where she was typing, and so does the focus, whichever timer the browser runs first.
  useEffect(() => {
    const chip = pendingLink.current;
    if (picking !== null || !chip) return;
    pendingLink.current = null;
    window.setTimeout(() => insert(chip));
  });

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t.insert}>
        <Button
          ref={menuButton}
          type="button"
          variant="outline"
          aria-expanded={menuOpen}
          aria-controls={`${id}-insert`}
          onClick={() => setMenuOpen((open) => !open)}
          data-testid={`${id}-insert`}
        >
          {t.insert}
          <ChevronRight aria-hidden className={cn("size-4 transition-transform", menuOpen && "rotate-90")} />
        </Button>
        {links.length ? (
          <Button type="button" variant="outline" onClick={() => setPicking(caret.current?.toString() ?? "")} data-testid={`${id}-link`}>
            <Link2 aria-hidden className="size-4" />
            {t.insertLink}
          </Button>
        ) : null}
      </div>
      {menuOpen ? (
        <ul
          id={`${id}-insert`}
          className="flex flex-wrap gap-2 rounded-lg border bg-muted/50 p-2"
          onKeyDown={(event) => {
            if (event.key !== "Escape") return;
            setMenuOpen(false);
            menuButton.current?.focus();
          }}
        >
          {placeholders.map((placeholder) => (
            <li key={placeholder}>
              <Button type="button" variant="outline" onClick={() => insertPlaceholder(placeholder)}>
                {t.placeholders[placeholder]}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div
        ref={editor}
        id={`${id}-editor`}
        role="textbox"
        lang={textLang}
        aria-multiline={!singleLine}
        aria-labelledby={`${id}-label`}
        aria-describedby={described}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        contentEditable
        suppressContentEditableWarning
        spellCheck
        tabIndex={0}
        className={cn(inputClass, "h-auto overflow-y-auto py-2 whitespace-pre-wrap break-words")}
        style={{ minHeight: singleLine ? undefined : `${rows * 1.5}rem`, maxHeight: "70dvh" }}
        onInput={sync}
        onKeyDown={(event) => {
          if (event.key !== "Enter") return;
          event.preventDefault();
          if (!singleLine) document.execCommand("insertLineBreak");
        }}
        onPaste={(event) => {
          // Only words come in: a pasted page's markup would not be stored.
          event.preventDefault();
          const text = event.clipboardData.getData("text/plain");
          document.execCommand("insertText", false, singleLine ? text.replace(/\s*\n\s*/g, " ") : text);
        }}
        onDrop={(event) => event.preventDefault()}
        data-testid={`${id}-editor`}
      />
      {picking !== null ? (
        <Suspense>
          <LinkPicker open onOpenChange={(open) => setPicking(open ? picking : null)} links={links} selected={picking} onPick={insertLink} />
        </Suspense>
      ) : null}
    </div>
  );
}
