import {
  CHAT_NO_RESPONSE_MESSAGE,
  CHAT_NO_RESPONSE_TITLE,
  CHAT_UNKNOWN_ERROR,
} from '@flowmind/core/contracts/chat';
import { ChatReplyError } from '../../api/chat-stream';
import { ApiError } from '../../lib/api';

/** The error shown on the coach's side of the conversation, where the reply would have been. */
export interface ChatErrorText {
  title: string | null;
  text: string;
}

/**
 * An error in the server's reply shows 'Error: ' with the server's message; a thrown error shows its message,
 * else 'Unknown error occurred.'.
 */
export function chatErrorText(error: unknown): ChatErrorText {
  if (error instanceof ApiError || error instanceof ChatReplyError) {
    return { title: null, text: `Error: ${error.message || CHAT_UNKNOWN_ERROR}` };
  }
  const message =
    error instanceof Error ? error.message.trim() : typeof error === 'string' ? error.trim() : '';
  return { title: null, text: message || CHAT_UNKNOWN_ERROR };
}

/** Shown instead of a reply that came back without any text. */
export const NO_RESPONSE_ERROR: ChatErrorText = {
  title: CHAT_NO_RESPONSE_TITLE,
  text: CHAT_NO_RESPONSE_MESSAGE,
};
