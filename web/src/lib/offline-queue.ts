import { useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IDEMPOTENCY_KEY_HEADER, RECORDED_AT_MAX_AGE_DAYS } from '@flowmind/core/contracts/offline-writes';
import { ApiError, apiFetch } from './api';
import { invalidateAfter, type ChangeKind } from './query-keys';

/**
 * Writes made without a connection (decision 0024): a mood check-in or a practice completion that cannot
 * reach the server is kept in this browser's IndexedDB and sent once the connection returns, in the order
 * it was made. Each action has its own key (sent as the Idempotency-Key), so a copy that did reach the
 * server, or is sent by two tabs, is stored once; and the time it was made (sent as `recordedAt`), so it
 * counts for that moment. An action belongs to the person who made it and is only ever sent in their
 * session.
 */
export interface QueuedWrite {
  /** The action's key, sent as the Idempotency-Key. */
  id: string;
  url: string;
  body: Record<string, unknown>;
  /** When the person made it (ISO instant), sent as `recordedAt`. */
  createdAt: string;
  /** Who made it: only their session sends it. */
  personId: string;
  /** What it changes, refreshed once it is sent. */
  changes: ChangeKind[];
  /** What it is, in words, for a message if the server refuses it ('Your mood check-in'). */
  label: string;
}

/** What a write came to: sent (with the server's answer) or kept on this device to send later. */
export type WriteOutcome<T> = { kind: 'sent'; data: T } | { kind: 'queued' };

export const SAVED_OFFLINE_MESSAGE = "Saved on this device. It will be sent when you're back online.";

// ---- the store (IndexedDB, used directly: three operations need no wrapper) -------------------------

const DATABASE_NAME = 'flowmind-offline-writes';
const STORE_NAME = 'writes';

let opening: Promise<IDBDatabase> | undefined;

function openDatabase(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DATABASE_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE_NAME, { keyPath: 'id' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('IndexedDB could not be opened'));
  }).catch((error: unknown) => {
    opening = undefined;
    throw error;
  });
  return opening;
}

async function inStore<T>(
  mode: IDBTransactionMode,
  operation: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase();
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(STORE_NAME, mode);
    const request = operation(transaction.objectStore(STORE_NAME));
    // Resolved once the transaction is durable, not when the request succeeds: a write is "saved on this
    // device" only when it would survive the tab closing.
    transaction.oncomplete = () => resolve(request.result);
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'));
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'));
  });
}

const putWrite = (write: QueuedWrite) => inStore('readwrite', (store) => store.put(write));
const deleteWrite = (id: string) => inStore('readwrite', (store) => store.delete(id));
const listWrites = () => inStore('readonly', (store) => store.getAll() as IDBRequest<QueuedWrite[]>);

/** The person's queued writes, oldest first. */
export async function queuedWritesOf(personId: string): Promise<QueuedWrite[]> {
  return (await listWrites())
    .filter((write) => write.personId === personId)
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

// ---- sending -------------------------------------------------------------------------------------

/**
 * A random (version 4) UUID. crypto.randomUUID exists only on secure origins, and the app is also opened
 * as http://<address on the network> from a phone; getRandomValues exists everywhere.
 */
export function newActionKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function post<T>(
  write: Pick<QueuedWrite, 'id' | 'url'>,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<T> {
  return apiFetch<T>(write.url, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { [IDEMPOTENCY_KEY_HEADER]: write.id },
    signal,
  });
}

/**
 * How long a queued write waits for its answer: a connection that leads nowhere can leave a request
 * hanging, and every later pass waits for this one. Given up, it is tried again later (its key makes a
 * copy harmless).
 */
const REPLAY_ANSWER_TIMEOUT_MS = 20_000;

/** fetch rejects with a TypeError when no answer came at all (no network, server unreachable). */
const isNetworkFailure = (error: unknown) => error instanceof TypeError;

/**
 * Sends a write the person just made, with a key of its own. Without a connection (the browser says so, or
 * no answer came) it is kept on this device and sent later; an answer from the server, refusals included,
 * is the outcome as usual. With nobody known to own it (`personId` null), a failure is thrown as is.
 */
export async function sendOrQueue<T>(
  action: Omit<QueuedWrite, 'id' | 'createdAt' | 'personId'> & { personId: string | null },
): Promise<WriteOutcome<T>> {
  const write = { ...action, id: newActionKey(), createdAt: new Date().toISOString() };
  const { personId } = write;
  const keep = async (): Promise<WriteOutcome<T>> => {
    await putWrite({ ...write, personId: personId! });
    notifyQueueChanged();
    return { kind: 'queued' };
  };
  if (personId !== null && navigator.onLine === false) return keep();
  try {
    // Sent now, the server's clock dates it; a copy sent later from the queue carries the device's time.
    return { kind: 'sent', data: await post<T>(write, write.body) };
  } catch (error) {
    if (personId !== null && isNetworkFailure(error)) return keep();
    throw error;
  }
}

/** What the server's answer to a queued write means for it. */
export type ReplayVerdict = 'sent' | 'refused' | 'retry' | 'stop';

/**
 * 2xx: stored (or stored before: the key makes a copy harmless). 401: the session ended; keep it for the
 * person's next sign-in. 408, 429 and 5xx: try again later. Any other 4xx will never succeed: drop it and
 * say so. No answer at all: try again later.
 */
export function replayVerdict(error: unknown): ReplayVerdict {
  if (error === null) return 'sent';
  if (!(error instanceof ApiError)) return 'retry';
  if (error.status === 401) return 'stop';
  if (error.status === 408 || error.status === 429 || error.status >= 500) return 'retry';
  return 'refused';
}

const MAX_AGE_MS = RECORDED_AT_MAX_AGE_DAYS * 86_400_000;

/** The result of one pass over the queue. */
export interface ReplayResult {
  /** What the writes sent in this pass changed. */
  changes: ChangeKind[];
  /** Messages for the writes that were dropped. */
  refused: string[];
  /** Some writes are still queued and should be tried again later. */
  retryLater: boolean;
}

/**
 * Sends the person's queued writes, oldest first, each with its key and the time it was made; stops at
 * the first that must wait (order is kept: a later check-in never overtakes an earlier one). Writes older
 * than the server accepts are dropped with a message (and anybody's, so nothing lingers on the device).
 */
export async function replayQueuedWrites(personId: string, now = new Date()): Promise<ReplayResult> {
  const result: ReplayResult = { changes: [], refused: [], retryLater: false };
  const all = await listWrites();
  for (const write of all) {
    if (now.getTime() - new Date(write.createdAt).getTime() <= MAX_AGE_MS) continue;
    await deleteWrite(write.id);
    if (write.personId === personId)
      result.refused.push(
        `${write.label} from ${describeTime(write.createdAt)} could not be sent within ${RECORDED_AT_MAX_AGE_DAYS} days and was not saved.`,
      );
  }
  for (const write of await queuedWritesOf(personId)) {
    let error: unknown = null;
    try {
      await post(
        write,
        { ...write.body, recordedAt: write.createdAt },
        AbortSignal.timeout(REPLAY_ANSWER_TIMEOUT_MS),
      );
    } catch (caught) {
      error = caught;
    }
    const verdict = replayVerdict(error);
    if (verdict === 'retry' || verdict === 'stop') {
      result.retryLater = verdict === 'retry';
      break;
    }
    await deleteWrite(write.id);
    if (verdict === 'sent') result.changes.push(...write.changes);
    else
      result.refused.push(
        `${write.label} from ${describeTime(write.createdAt)} could not be saved: ${(error as Error).message}`,
      );
  }
  notifyQueueChanged();
  return result;
}

function describeTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

// ---- one pass at a time, and what the screen shows ----------------------------------------------

let lastPass: Promise<unknown> = Promise.resolve();

/**
 * One pass at a time: in this tab, each waits for the one before; across tabs too where the browser has
 * Web Locks (a second tab would only send copies the keys make harmless, but waiting spares the requests).
 */
function replayOnce(personId: string): Promise<ReplayResult> {
  const run = (): Promise<ReplayResult> =>
    'locks' in navigator
      ? navigator.locks
          .request('flowmind-offline-writes', () => replayQueuedWrites(personId))
          .then((result) => result)
      : replayQueuedWrites(personId);
  const pass = lastPass.then(run, run);
  lastPass = pass.catch(() => undefined);
  return pass;
}

let refusedMessages: readonly string[] = [];
const listeners = new Set<() => void>();

function notifyQueueChanged() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Messages about queued writes the server refused, until the person dismisses them. */
export function useRefusedWrites(): readonly string[] {
  return useSyncExternalStore(
    subscribe,
    () => refusedMessages,
    () => refusedMessages,
  );
}

export function dismissRefusedWrite(message: string) {
  refusedMessages = refusedMessages.filter((known) => known !== message);
  notifyQueueChanged();
}

const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 5 * 60_000;

/**
 * Sends the signed-in person's queued writes when the app starts, whenever the browser comes back online,
 * and, while some must wait (no answer, 5xx), again after 5 s, 10 s, 20 s ... up to 5 minutes; then
 * refreshes what the sent writes changed.
 */
export function useOfflineWriteReplay(personId: string | null | undefined) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!personId || typeof indexedDB === 'undefined') return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delay = FIRST_RETRY_MS;
    const pass = async () => {
      clearTimeout(timer);
      let result: ReplayResult;
      try {
        result = await replayOnce(personId);
      } catch {
        return; // IndexedDB refused (private mode): nothing was queued either.
      }
      if (stopped) return;
      if (result.refused.length > 0) {
        refusedMessages = [...refusedMessages, ...result.refused];
        notifyQueueChanged();
      }
      if (result.changes.length > 0) void invalidateAfter(queryClient, [...new Set(result.changes)]);
      if (result.retryLater) {
        timer = setTimeout(() => void pass(), delay);
        delay = Math.min(delay * 2, LONGEST_RETRY_MS);
      } else delay = FIRST_RETRY_MS;
    };
    const onOnline = () => {
      delay = FIRST_RETRY_MS;
      void pass();
    };
    void pass();
    window.addEventListener('online', onOnline);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [personId, queryClient]);
}

/**
 * Before signing out: sends what the person has queued while the session still lets it (a few seconds at
 * most). What cannot be sent stays on this device for their next sign-in here, and is never sent in
 * anyone else's session.
 */
export async function sendQueuedWritesBeforeSignOut(personId: string, timeoutMs = 4000): Promise<void> {
  if (typeof indexedDB === 'undefined' || navigator.onLine === false) return;
  try {
    await Promise.race([replayOnce(personId), new Promise((resolve) => setTimeout(resolve, timeoutMs))]);
  } catch {
    // Signing out must finish whatever the queue does; the writes stay queued.
  }
}
