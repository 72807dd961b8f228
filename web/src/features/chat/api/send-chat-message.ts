import type { ChatReply, ChatSendInput } from '@flowmind/core/contracts/chat';
import { apiFetch } from '../../../lib/api';

/**
 * Sends a message and waits for the whole reply (POST /api/v1/chat): the fallback when the stream cannot be
 * used. The server may answer with an empty body and that still counts as success, so the caller must cope
 * with `null`.
 */
export async function sendChatMessage(input: ChatSendInput, signal?: AbortSignal): Promise<ChatReply | null> {
  const reply = await apiFetch<ChatReply | null>('/api/v1/chat', {
    method: 'POST',
    body: JSON.stringify(input),
    signal,
  });
  return reply ?? null;
}
