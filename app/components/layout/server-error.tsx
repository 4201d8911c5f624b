import { useUi } from "~/i18n";

/** "Unexpected Application Error!" with the message; on Spanish pages a Spanish line beneath. */
export function ServerError({ message }: { message?: string }) {
  const ui = useUi();
  return (
    <section className="mx-auto max-w-2xl space-y-4 py-10 text-center" data-testid="server-error">
      <title>{ui.error.title}</title>
      <meta name="robots" content="noindex" />
      <h1 className="text-3xl font-bold" lang="en">{ui.error.title}</h1>
      {ui.error.translation ? <p className="text-xl font-semibold">{ui.error.translation}</p> : null}
      <p className="text-muted-foreground">{ui.error.message}</p>
      {message ? (
        <pre className="overflow-x-auto rounded-lg bg-muted p-4 text-left text-sm whitespace-pre-wrap" data-testid="error-message">
          {message}
        </pre>
      ) : null}
      <a href="" className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 font-semibold text-primary-foreground">
        {ui.error.retry}
      </a>
    </section>
  );
}
