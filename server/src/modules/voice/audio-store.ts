import type { Database } from '../../db/client';
import type { ObjectStorage, StoredObject } from '../../integrations/storage/storage';
import {
  deleteAudioRows,
  deleteAudioRowsOf,
  findAudioRow,
  hasAudioRow,
  isAudioRecorded,
  lockAudioKeysOf,
  recordAudioOwner,
  storeAudioRow,
  sweepAudioRows,
} from './voice.repository';

/**
 * Where the voice module keeps generated speech, each audio recorded as one person's so it can go with
 * their account. The voice service speaks only to this interface: the store below keeps the bytes in
 * object storage (DATA_DIR files) and the owners in PostgreSQL; the database store keeps both in
 * PostgreSQL, so any number of instances share it with nothing else to run.
 */
export interface AudioStore {
  /** True when the audio is stored and recorded as its owner's. */
  has(key: string): Promise<boolean>;
  get(key: string): Promise<StoredObject | null>;
  /** Stores the audio as the person's; false, with nothing kept, when their account no longer exists. */
  put(key: string, ownerId: string, audio: StoredObject): Promise<boolean>;
  /** Deletes every audio of the person, bytes and record; returns the keys deleted. */
  deleteOwnedBy(ownerId: string): Promise<string[]>;
  /** Deletes what has gone unused too long or is over the size limit; returns the keys deleted. */
  sweep(): Promise<string[]>;
}

/** How much speech the database store keeps: unused audio goes after a month, and the whole stays under 1 GB. */
export interface AudioStoreLimits {
  maxAgeDays: number;
  maxBytes: number;
  /** Audio used more recently than this is never swept for size, so a URL just handed out keeps working. */
  minIdleMinutes: number;
}

export const DEFAULT_AUDIO_STORE_LIMITS: AudioStoreLimits = {
  maxAgeDays: 30,
  maxBytes: 1024 ** 3,
  minIdleMinutes: 120,
};

export function createDatabaseAudioStore(
  db: Database,
  limits: AudioStoreLimits = DEFAULT_AUDIO_STORE_LIMITS,
): AudioStore {
  return {
    has: (key) => hasAudioRow(db, key),
    get: (key) => findAudioRow(db, key),
    put: (key, ownerId, audio) => storeAudioRow(db, key, ownerId, audio),
    deleteOwnedBy: (ownerId) => deleteAudioRowsOf(db, ownerId),
    sweep: () => sweepAudioRows(db, limits),
  };
}

/** Keys locked and deleted per transaction, so a person with much audio never holds one long lock. */
const DELETE_BATCH = 100;

export function createObjectAudioStore(db: Database, objects: ObjectStorage): AudioStore {
  return {
    async has(key) {
      return (await isAudioRecorded(db, key)) && (await objects.has(key));
    },

    get: (key) => objects.get(key),

    // The bytes first, then the owner: a recorded owner always means the bytes exist, and an account
    // deletion that finds the record deletes the bytes too. An owner that cannot be recorded (the account
    // is gone, or the database failed) leaves no bytes behind.
    async put(key, ownerId, audio) {
      await objects.put(key, audio.bytes, audio.contentType);
      let recorded: boolean;
      try {
        recorded = await recordAudioOwner(db, key, ownerId);
      } catch (error) {
        await objects.delete(key).catch(() => {});
        throw error;
      }
      if (!recorded) await objects.delete(key);
      return recorded;
    },

    // The records stay locked while their bytes are deleted: bytes that a request stores under the same
    // key meanwhile never end up without a record, because its record waits for the batch and is then
    // written anew (found by the next sweep).
    async deleteOwnedBy(ownerId) {
      const deleted: string[] = [];
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const keys = await lockAudioKeysOf(tx, ownerId, DELETE_BATCH);
          await Promise.all(keys.map((key) => objects.delete(key)));
          await deleteAudioRows(tx, keys);
          return keys;
        });
        deleted.push(...batch);
        if (batch.length < DELETE_BATCH) return deleted;
      }
    },

    // Files on one machine's disk are kept as long as their owner's account (the behaviour before the
    // database store); nothing to sweep.
    sweep: () => Promise.resolve([]),
  };
}
