import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createFileStorage } from './files';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'flowmind-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('file storage', () => {
  const storage = createFileStorage(root);
  const key = 'a'.repeat(64);

  it('stores and returns bytes with their content type', async () => {
    expect(await storage.has(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, Buffer.from('ID3 audio'), 'audio/mpeg');
    expect(await storage.has(key)).toBe(true);
    expect(await storage.get(key)).toEqual({ bytes: Buffer.from('ID3 audio'), contentType: 'audio/mpeg' });
    expect(fs.existsSync(path.join(root, 'aa', `${key}.mp3`))).toBe(true);
    // No temporary files are left behind.
    expect(fs.readdirSync(path.join(root, 'aa'))).toEqual([`${key}.mp3`]);
  });

  it('survives concurrent writers of the same key', async () => {
    const other = 'b'.repeat(64);
    await Promise.all(
      Array.from({ length: 8 }, () => storage.put(other, Buffer.alloc(100_000, 1), 'audio/ogg')),
    );
    expect((await storage.get(other))!.bytes.length).toBe(100_000);
    expect((await storage.get(other))!.contentType).toBe('audio/ogg');
  });

  it('deletes an object, and deleting one that is not there is no error', async () => {
    const doomed = 'c'.repeat(64);
    await storage.put(doomed, Buffer.from('ID3 audio'), 'audio/mpeg');
    await storage.delete(doomed);
    expect(await storage.has(doomed)).toBe(false);
    expect(await storage.get(doomed)).toBeNull();
    await expect(storage.delete(doomed)).resolves.toBeUndefined();
  });

  it('refuses keys that could leave its folder', async () => {
    await expect(storage.get('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.put('..', Buffer.alloc(1), 'audio/mpeg')).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete('../../etc/passwd')).rejects.toThrow(/Invalid storage key/);
  });
});
