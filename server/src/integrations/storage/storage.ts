/**
 * Where generated audio lives, so every API instance can serve what any instance made: files in DATA_DIR by
 * default, an S3-compatible object store later (STORAGE_URL) behind the same interface.
 */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

export interface ObjectStorage {
  /** 'files' (DATA_DIR) or an object store's name. */
  readonly kind: string;
  /** Stores the bytes under the key, replacing what was there; readers never see a half-written object. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<StoredObject | null>;
  has(key: string): Promise<boolean>;
  /** Removes the object; removing one that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** Keys are opaque names (e.g. a sha256 in hex): letters, digits, '-' and '_', so they are safe as file names. */
export const STORAGE_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export function assertStorageKey(key: string): void {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Invalid storage key '${key}'.`);
}
