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

/** Keys are relative paths of safe segments, so that no key can leave the storage root. */
export function assertStorageKey(key: string): void {
  const segments = key.split("/");
  if (key.length > 512 || segments.some((segment) => !/^[A-Za-z0-9][A-Za-z0-9_.-]*$/.test(segment) || segment.includes(".."))) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}
