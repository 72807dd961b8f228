import { expect } from 'vitest';

export interface ReceivedEvent {
  event: string;
  data: string;
}

/**
 * An open /api/v1/events stream of the server at `baseUrl`, with the events received so far, parsed as a
 * browser's EventSource would, and whether the server has ended it. Resolves once `ready` arrived: the
 * instance listens for notifications from then on, so nothing after it is missed.
 */
export async function openEventStream(baseUrl: string, cookie: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: { cookie },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/event-stream');
  const received: ReceivedEvent[] = [];
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let raw = '';
  let ended = false;
  const pump = (async () => {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) {
        ended = true;
        return;
      }
      raw += value;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) received.push({ event, data: data ?? '' });
      }
    }
  })().catch(() => {});
  await expect.poll(() => received.map((item) => item.event)).toContain('ready');
  return {
    received,
    /** The names of the events received, in order, `ready` included. */
    names: () => received.map((item) => item.event),
    /** The events received after `ready`, by name. */
    types: () => received.map((item) => item.event).filter((type) => type !== 'ready'),
    /** True once the server ended the stream. */
    ended: () => ended,
    /** Everything the server sent, as sent. */
    raw: () => raw,
    async close() {
      controller.abort();
      await pump;
    },
  };
}
