export type Bytes = Uint8Array<ArrayBuffer>;

/** Where images live: a folder under DATA_DIR by default, an S3-compatible bucket by configuration. */
export interface Storage {
  /** Where it keeps things, for the start-up log: "disk /srv/data/storage" or "s3://bucket at https://…". */
  readonly description: string;
  /** The object's bytes, or null when there is none under that key. */
  get(key: string): Promise<Bytes | null>;
  put(key: string, body: Bytes, contentType: string): Promise<void>;
  /** Removes the object; one that is already gone is no error, so an interrupted clean-up can run again. */
  delete(key: string): Promise<void>;
}

/** The configured storage (storageFromEnv), which can also name every object it holds: what a backup copies (ADR 0019). */
export interface ListableStorage extends Storage {
  /**
   * Every object's key, in no set order; a write in flight is not one yet. `skip` names top-level
   * folders ("photos/") not to look into at all: the photo variants, several for each photo.
   */
  list(options?: { readonly skip?: readonly string[] }): AsyncIterable<string>;
  /**
   * An object's bytes as get() gives them, read for a bulk copy: on disk in one synchronous call. A
   * backup reads thousands, and on a busy server each step of an asynchronous read waits its turn
   * behind the pages (16 ms an object under load, against a fraction of one read at once).
   */
  read(key: string): Promise<Bytes | null>;
}

/** Keys are relative paths of safe segments, so that no key can leave the storage root. */
export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}

export function isStorageKey(key: string): boolean {
  const segments = key.split("/");
  return key.length <= 512 && segments.every((segment) => /^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(segment) && !segment.includes(".."));
}
