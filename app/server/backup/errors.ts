/** What is wrong with an archive, in words for the operator: a restore stops on it before it writes anything. */
export class ArchiveError extends Error {
  override name = "ArchiveError";
}

/** A target a restore won't write into (it holds something and there is no --force, or the site runs on it): nothing has been written. */
export class TargetRefused extends Error {
  override name = "TargetRefused";
}
