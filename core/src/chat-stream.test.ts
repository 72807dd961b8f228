import { describe, expect, it } from 'vitest';
import { createChatStreamParser, formatChatStreamEvent } from './chat-stream';
import type { ChatStreamEvent } from './contracts/chat';

const userMessage = {
  id: 'm1',
  role: 'user' as const,
  content: 'hello',
  createdAt: '2025-01-01T00:00:00.000Z',
  agentResponse: null,
};

const events: ChatStreamEvent[] = [
  {
    event: 'meta',
    data: { conversationId: 'c1', userMessage, provider: 'builtin', model: 'flowmind-coach' },
  },
  { event: 'delta', data: { text: 'Hi there, ' } },
  { event: 'delta', data: { text: 'Ana.\n\nHow are you?' } },
  { event: 'error', data: { code: 'internal_error', message: 'Something failed.' } },
];

describe('chat stream parser', () => {
  it('reads events split at any byte boundary', () => {
    const wire = ': comment\nretry: 3000\n\n' + events.map(formatChatStreamEvent).join('');
    for (const size of [1, 3, 7, 64, wire.length]) {
      const seen: ChatStreamEvent[] = [];
      const parser = createChatStreamParser((event) => seen.push(event));
      for (let index = 0; index < wire.length; index += size) parser.push(wire.slice(index, index + size));
      parser.end();
      expect(seen).toEqual(events);
    }
  });

  it('skips unknown, malformed and invalid events and accepts CRLF line ends', () => {
    const seen: ChatStreamEvent[] = [];
    const parser = createChatStreamParser((event) => seen.push(event));
    parser.push('event: nonsense\ndata: {}\n\n');
    parser.push('event: delta\ndata: not json\n\n');
    parser.push('event: delta\ndata: {"wrong":1}\n\n');
    parser.push('event: delta\r\ndata: {"text":"ok"}\r\n\r\n');
    parser.push('event: delta\ndata: {"text":"tail"}');
    parser.end();
    expect(seen).toEqual([
      { event: 'delta', data: { text: 'ok' } },
      { event: 'delta', data: { text: 'tail' } },
    ]);
  });
});
