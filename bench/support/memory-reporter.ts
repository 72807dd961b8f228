/**
 * Loaded into the server only by bench/soak.ts (`node --import`), never by the app: answers the
 * bench's `memory` message over the IPC channel with `process.memoryUsage()`, after a full garbage
 * collection when asked (`memory-after-gc`, needs --expose-gc), so heap growth shows leaks rather than
 * garbage not yet collected.
 */
process.on('message', (message) => {
  if (message !== 'memory' && message !== 'memory-after-gc') return;
  if (message === 'memory-after-gc') (globalThis as { gc?: () => void }).gc?.();
  process.send?.({ type: 'memory', ...process.memoryUsage() });
});
// The channel must not keep the server alive once it has stopped.
process.channel?.unref();
