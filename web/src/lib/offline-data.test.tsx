import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearPersonalOfflineData } from './offline-data';
import { CLEAR_PERSONAL_CACHES_MESSAGE, MUSIC_CACHE, PERSONAL_CACHES } from './offline-cache-names';

/** The Cache Storage of the page, as a set of cache names. */
function fakeCacheStorage(names: string[]) {
  const held = new Set(names);
  const storage = {
    held,
    delete: vi.fn((name: string) => Promise.resolve(held.delete(name))),
  };
  Object.defineProperty(window, 'caches', { value: storage, configurable: true });
  return storage;
}

/** A service worker registration whose active worker answers (or not) on the message's port. */
function fakeWorker(answers: boolean) {
  const received: unknown[] = [];
  const worker = {
    postMessage: vi.fn((message: unknown, ports: MessagePort[]) => {
      received.push(message);
      if (answers) ports[0]!.postMessage({ cleared: true });
    }),
  };
  Object.defineProperty(navigator, 'serviceWorker', {
    value: { getRegistration: () => Promise.resolve({ active: worker }) },
    configurable: true,
  });
  return received;
}

afterEach(() => {
  Reflect.deleteProperty(window, 'caches');
  Reflect.deleteProperty(navigator, 'serviceWorker');
  vi.useRealTimers();
});

describe('clearPersonalOfflineData', () => {
  it("asks the worker to forget the person, then deletes the person's caches and keeps the music", async () => {
    const storage = fakeCacheStorage([...PERSONAL_CACHES, MUSIC_CACHE]);
    const received = fakeWorker(true);
    await clearPersonalOfflineData();
    expect(received).toEqual([{ type: CLEAR_PERSONAL_CACHES_MESSAGE }]);
    expect([...storage.held]).toEqual([MUSIC_CACHE]);
  });

  it('still deletes the caches when the worker does not answer', async () => {
    vi.useFakeTimers();
    const storage = fakeCacheStorage([...PERSONAL_CACHES]);
    fakeWorker(false);
    const clearing = clearPersonalOfflineData();
    await vi.advanceTimersByTimeAsync(3000);
    await clearing;
    expect([...storage.held]).toEqual([]);
  });

  it('does nothing, and never throws, where the browser has no Cache Storage', async () => {
    await expect(clearPersonalOfflineData()).resolves.toBeUndefined();
  });
});
