import { createParser } from 'eventsource-parser';
import { parseChatStreamEvent, type ChatStreamEvent } from './contracts/chat';

/**
 * Incremental reader of the chat stream's server-sent events (text/event-stream), on eventsource-parser:
 * feed it decoded text as it arrives, in chunks of any size, and it hands over each complete, valid event
 * once. Comments, `retry:` lines and unknown or malformed events are skipped.
 */
export function createChatStreamParser(onEvent: (event: ChatStreamEvent) => void): {
  push(text: string): void;
  /** Handles a last event that had no blank line after it. */
  end(): void;
} {
  const parser = createParser({
    onEvent(message) {
      const event = parseChatStreamEvent(message.event ?? 'message', message.data);
      if (event) onEvent(event);
    },
  });
  return {
    push: (text) => parser.feed(text),
    // The blank line that would have ended it; nothing happens when the last event was complete.
    end: () => {
      parser.feed('\n\n');
      parser.reset();
    },
  };
}

/** One event in the stream's wire format. */
export function formatChatStreamEvent(event: ChatStreamEvent): string {
  return `event: ${event.event}\ndata: ${JSON.stringify(event.data)}\n\n`;
}
