import { parseChatStreamEvent, type ChatStreamEvent } from './contracts/chat';

/**
 * Incremental reader of the chat stream's server-sent events (text/event-stream): feed it decoded text
 * as it arrives, in chunks of any size, and it hands over each complete, valid event once. Comments,
 * `retry:` lines and unknown or malformed events are skipped.
 */
export function createChatStreamParser(onEvent: (event: ChatStreamEvent) => void): {
  push(text: string): void;
  /** Handles a last event that had no blank line after it. */
  end(): void;
} {
  let buffer = '';

  const dispatch = (block: string) => {
    let name = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line === '' || line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') name = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length === 0) return;
    const event = parseChatStreamEvent(name, data.join('\n'));
    if (event) onEvent(event);
  };

  return {
    push(text: string) {
      buffer += text.replace(/\r\n?/g, '\n');
      let boundary = buffer.indexOf('\n\n');
      while (boundary !== -1) {
        dispatch(buffer.slice(0, boundary));
        buffer = buffer.slice(boundary + 2);
        boundary = buffer.indexOf('\n\n');
      }
    },
    end() {
      if (buffer.trim() !== '') dispatch(buffer);
      buffer = '';
    },
  };
}

/** One event in the stream's wire format. */
export function formatChatStreamEvent(event: ChatStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
