// What the backups hand the agent's inbox: a plain type, so client code reads it without a server module.

/** What the agent's inbox says of the last backup (features/agent/components/backup-status.tsx): its day told apart on the server's clock, not the browser's. */
export interface BackupLine {
  readonly lastSuccessAt: string | null;
  readonly stale: boolean;
  readonly day: "today" | "yesterday" | "earlier";
}
