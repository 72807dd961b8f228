import { useCallback, useEffect, useRef, useState } from 'react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { coachVoiceFor } from '@flowmind/core/coach-voices';
import { VOICE_ERROR_DISPLAY_MS } from '@flowmind/core/recording';
import { useMessagePlayback as useVoicePlayback } from '../../../lib/voice';
import type { ChatViewMessage } from '../conversation-state';
import { plainMessageText } from '../message-text';

/**
 * Per-message playback in the coach's own voice (idle, loading, playing; pressing again stops; the voice
 * layer keeps each message's audio, so a second play starts at once). A failure is shown beside that message
 * for 5 s.
 */
export function useMessagePlayback(coach: Pick<Coach, 'name' | 'personality' | 'voice_id'>) {
  const playback = useVoicePlayback();
  const voice = coachVoiceFor({
    name: coach.name,
    personality: coach.personality,
    voiceId: coach.voice_id,
  }).voice;
  const lastToggled = useRef<string | null>(null);
  const [failedId, setFailedId] = useState<string | null>(null);

  const toggle = useCallback(
    (message: ChatViewMessage) => {
      lastToggled.current = message.id;
      setFailedId(null);
      void playback.toggle(message.id, plainMessageText(message.content), { voice });
    },
    [playback, voice],
  );

  // The voice layer reports the last failure; it belongs to the message pressed last.
  useEffect(() => {
    if (!playback.failure) return;
    setFailedId(lastToggled.current);
    const timer = setTimeout(() => setFailedId(null), VOICE_ERROR_DISPLAY_MS);
    return () => clearTimeout(timer);
  }, [playback.failure]);

  const stateOf = useCallback((messageId: string) => playback.stateOf(messageId), [playback]);

  return { stateOf, toggle, failure: playback.failure, failedId };
}
