import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  CHAT_HISTORY_LIMIT,
  type ChatHistoryResponse,
  type ChatReply,
  type ChatSendInput,
} from '@flowmind/core/contracts/chat';
import { apiFetch, apiSend } from '../lib/api';
import { queryKeys } from '../lib/query-keys';

/** The newest 50 messages with a coach, oldest first, and the coach's welcome (GET /api/v1/chat/user/history). */
export async function fetchChatHistory(coachId: string): Promise<ChatHistoryResponse['data']> {
  const query = new URLSearchParams({ coachId, limit: String(CHAT_HISTORY_LIMIT) });
  const { data } = await apiFetch<ChatHistoryResponse>(`/api/v1/chat/user/history?${query}`);
  return data;
}

export function chatHistoryQueryOptions(coachId: string) {
  return queryOptions({
    queryKey: queryKeys.chat.history(coachId),
    queryFn: () => fetchChatHistory(coachId),
    // The page keeps its own copy of the conversation once loaded, so a refetch while it is open changes
    // nothing; the cache is dropped when the page closes, so coming back always reads the latest.
    staleTime: Infinity,
    gcTime: 0,
    retry: 1,
  });
}

export function useChatHistory(coachId: string) {
  return useQuery(chatHistoryQueryOptions(coachId));
}

/**
 * Sends a message and waits for the whole reply (POST /api/v1/chat): the fallback when the stream cannot be
 * used. The server may answer with an empty body and that still counts as success, so the caller must cope
 * with `null`.
 */
export async function sendChatMessage(input: ChatSendInput, signal?: AbortSignal): Promise<ChatReply | null> {
  const reply = await apiSend<ChatReply | null>('POST', '/api/v1/chat', input, signal);
  return reply ?? null;
}
