/** The card the account page's sign-in forms sit in. */
export const authBox = "max-w-md space-y-4 rounded-2xl border bg-card p-6 text-card-foreground";

/** A refused form's message above its fields, read out as it appears. */
export function FormAlert({ message, testId = "auth-error" }: { message?: string; testId?: string }) {
  return message ? (
    <p role="alert" className="rounded-lg border border-red-700 px-3 py-2 text-sm font-medium text-red-700 dark:border-red-300 dark:text-red-300" data-testid={testId}>
      {message}
    </p>
  ) : null;
}
