import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { assertStorageKey, type ObjectStorage, type StoredObject } from './storage';

/** File extensions of the content types we store; the extension carries the type, so no side files. */
const EXTENSIONS: Record<string, string> = {
  'audio/mpeg': 'mp3',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'application/octet-stream': 'bin',
};
const CONTENT_TYPES = Object.fromEntries(Object.entries(EXTENSIONS).map(([type, ext]) => [ext, type]));

/**
 * Objects as files under one folder (DATA_DIR/audio), spread over 256 subfolders by the key's first two
 * characters. Writes go to a temporary file first and are renamed into place, so readers and concurrent
 * writers of the same key (another instance on a shared volume) never see partial files.
 */
export function createFileStorage(root: string): ObjectStorage {
  const folderOf = (key: string) => path.join(root, key.slice(0, 2).toLowerCase());

  async function find(key: string): Promise<{ file: string; contentType: string } | null> {
    assertStorageKey(key);
    for (const [ext, contentType] of Object.entries(CONTENT_TYPES)) {
      const file = path.join(folderOf(key), `${key}.${ext}`);
      try {
        await fs.access(file);
        return { file, contentType };
      } catch {
        // not stored in this format
      }
    }
    return null;
  }

  return {
    kind: 'files',
    async put(key, bytes, contentType) {
      assertStorageKey(key);
      const ext = EXTENSIONS[contentType.split(';')[0]!.trim().toLowerCase()] ?? 'bin';
      const folder = folderOf(key);
      await fs.mkdir(folder, { recursive: true });
      const target = path.join(folder, `${key}.${ext}`);
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await fs.writeFile(temporary, bytes);
      try {
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
    },
    async get(key): Promise<StoredObject | null> {
      const found = await find(key);
      if (!found) return null;
      try {
        return { bytes: await fs.readFile(found.file), contentType: found.contentType };
      } catch {
        return null;
      }
    },
    async has(key) {
      return (await find(key)) !== null;
    },
    async delete(key) {
      assertStorageKey(key);
      // Every format, since a key could have been stored as another type before.
      await Promise.all(
        Object.keys(CONTENT_TYPES).map((ext) =>
          fs.rm(path.join(folderOf(key), `${key}.${ext}`), { force: true }),
        ),
      );
    },
  };
}
