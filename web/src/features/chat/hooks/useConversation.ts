import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ChatAction, ChatSendInput } from '@flowmind/core/contracts/chat';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { coachWelcome } from '@flowmind/core/chat-coach';
import { invalidateAfter } from '../../../lib/query-keys';
import { fetchChatHistory, useChatHistory, sendChatMessage } from '../../../api/chat';
import {
  ChatStreamInterruptedError,
  ChatStreamUnavailableError,
  streamChatMessage,
} from '../../../api/chat-stream';
import { NO_RESPONSE_ERROR, chatErrorText } from '../chat-errors';
import {
  conversationReducer,
  fromHistoryMessage,
  initialConversationState,
  type ChatViewMessage,
  type ErrorRow,
} from '../conversation-state';

let localCounter = 0;
function localId(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${++localCounter}`;
}

/** How long to look for a reply in history after the stream broke off; the server finishes it regardless. */
const RECOVERY_DELAYS_MS = [800, 1600, 3200];

function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason instanceof Error ? signal.reason : new Error('Aborted'));
      },
      { once: true },
    );
  });
}

/** The stored reply to a message, read from history: the message itself and the coach's answer after it. */
async function recoverReply(
  coachId: string,
  userMessageId: string,
  signal: AbortSignal,
): Promise<{ userMessage: ChatViewMessage; reply: ChatViewMessage } | null> {
  for (const delay of RECOVERY_DELAYS_MS) {
    await wait(delay, signal);
    try {
      const { messages } = await fetchChatHistory(coachId);
      const index = messages.findIndex((message) => message.id === userMessageId);
      const reply = index === -1 ? undefined : messages.slice(index + 1).find((m) => m.role === 'assistant');
      if (index !== -1 && reply) {
        return { userMessage: fromHistoryMessage(messages[index]!), reply: fromHistoryMessage(reply) };
      }
    } catch {
      // Tries again after the next delay.
    }
  }
  return null;
}

function errorRow(text: { title: string | null; text: string }): ErrorRow {
  return { id: localId('error'), ...text, timestamp: new Date().toISOString() };
}

/**
 * The conversation with one coach: history first (its failure shows the coach's welcome), then one send at a
 * time. Replies stream in over server-sent events; when the stream cannot start, the plain POST is used
 * instead; when it breaks off after the message was stored, the reply is read from history. What the coach
 * did is applied here: a logged mood refreshes every mood and progress view.
 */
export function useConversation(coach: Coach, personFirstName: string) {
  const [state, dispatch] = useReducer(conversationReducer, initialConversationState);
  const history = useChatHistory(coach.id);
  const queryClient = useQueryClient();
  const inFlight = useRef<AbortController | null>(null);

  // The page keeps its own copy of the conversation from the first answer on (adjusting state during
  // render, so the first paint already shows it).
  if (state.status === 'loading') {
    if (history.isSuccess) {
      dispatch({ type: 'history-loaded', messages: history.data.messages, welcome: history.data.welcome });
    } else if (history.isError) {
      dispatch({
        type: 'history-failed',
        welcome: coachWelcome({
          coachName: coach.name,
          specialization: coach.specialization,
          firstName: personFirstName.trim() || null,
          // Whether the built-in coach answers is the server's to say; the welcome does not guess.
          builtIn: false,
        }),
      });
    }
  }

  // Leaving the page stops reading the reply; the server still stores it for next time.
  useEffect(() => () => inFlight.current?.abort(), []);

  const applyActions = useCallback(
    (actions: readonly ChatAction[]) => {
      for (const action of actions) {
        if (action.type !== 'log_mood') continue;
        void invalidateAfter(queryClient, ['mood_logged']);
      }
    },
    [queryClient],
  );

  const send = useCallback(
    async (rawText: string): Promise<boolean> => {
      const text = rawText.trim();
      if (!text || inFlight.current) return false;
      const controller = new AbortController();
      inFlight.current = controller;
      const id = localId('local');
      dispatch({ type: 'send-started', localId: id, text, timestamp: new Date().toISOString() });
      const input: ChatSendInput = { message: text, coachId: coach.id };

      try {
        try {
          const reply = await streamChatMessage(
            input,
            {
              onMeta: (meta) =>
                dispatch({
                  type: 'stream-meta',
                  localId: id,
                  userMessage: meta.userMessage,
                  safety: meta.safety ?? null,
                }),
              onAction: (action) => dispatch({ type: 'stream-action', action }),
              onDelta: (delta) => dispatch({ type: 'stream-delta', text: delta }),
            },
            controller.signal,
          );
          dispatch({ type: 'reply-received', localId: id, reply, emptyError: errorRow(NO_RESPONSE_ERROR) });
          applyActions(reply.message.agentResponse?.actions ?? []);
        } catch (error) {
          if (controller.signal.aborted) throw error;
          if (error instanceof ChatStreamUnavailableError) {
            const reply = await sendChatMessage(input, controller.signal);
            if (!reply) {
              dispatch({ type: 'send-failed', localId: id, error: errorRow(NO_RESPONSE_ERROR) });
              return true;
            }
            dispatch({ type: 'reply-received', localId: id, reply, emptyError: errorRow(NO_RESPONSE_ERROR) });
            applyActions(reply.message.agentResponse?.actions ?? []);
          } else if (error instanceof ChatStreamInterruptedError) {
            const recovered = await recoverReply(coach.id, error.meta.userMessage.id, controller.signal);
            if (!recovered) throw error;
            dispatch({
              type: 'reply-recovered',
              localId: id,
              ...recovered,
              emptyError: errorRow(NO_RESPONSE_ERROR),
            });
            applyActions(recovered.reply.actions);
          } else {
            throw error;
          }
        }
      } catch (error) {
        if (controller.signal.aborted) return true;
        dispatch({ type: 'send-failed', localId: id, error: errorRow(chatErrorText(error)) });
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
      }
      return true;
    },
    [coach.id, applyActions],
  );

  /** After a failed load: tries the history again, keeping what was said since. */
  const { refetch } = history;
  const reloadHistory = useCallback(async () => {
    const result = await refetch();
    if (result.isSuccess) {
      dispatch({ type: 'history-loaded', messages: result.data.messages, welcome: result.data.welcome });
    }
    return result.isSuccess;
  }, [refetch]);

  return { state, send, reloadHistory, historyReloading: history.isFetching };
}
