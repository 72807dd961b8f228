import { useEffect, useMemo, useState } from 'react';
import type { SpeechContext } from '@flowmind/core/voice';
import { useVoiceOutput } from '../../../lib/voice';
import type { PracticeScript } from './practice-script';
import { VoiceGuide, type PreloadStatus } from './voice-guide';

export interface PracticeGuideHandle {
  /** Speaks the script: begin(), phase(i), encourage(text), complete(), say(text), silence(). */
  guide: VoiceGuide;
  /** How the preload of this practice's prompts went; the practice goes on with live speech either way. */
  preload: PreloadStatus;
  /** Spoken guidance is off. */
  muted: boolean;
  speaking: boolean;
  toggleMute: () => void;
}

/**
 * Spoken guidance for one practice: preloads its prompts as soon as the practice opens (one practice
 * at a time; opening another cancels this preload) and stops speaking when the practice goes away.
 * `practiceKey` names the practice; the script is read again only when the key changes.
 *
 * ```tsx
 * const { guide } = usePracticeGuide({ practiceKey: 'box-breathing', script, personality: coach?.personality });
 * guide.begin();                       // on Begin: the welcome, then the first phase's prompt
 * guide.phase(2);                      // a new phase: interrupts whatever is playing
 * guide.encourage(encouragementAt(2, 0)); // skipped while the voice is busy
 * guide.complete();                    // on done
 * ```
 */
export function usePracticeGuide({
  practiceKey,
  script,
  personality,
  phaseContext,
}: {
  practiceKey: string;
  script: PracticeScript;
  personality?: string | null;
  phaseContext?: SpeechContext;
}): PracticeGuideHandle {
  const voice = useVoiceOutput();
  const { service } = voice;
  // The script and options are captured per practice: a re-render with an equal script keeps the same guide.
  const guide = useMemo(
    () => new VoiceGuide(service, script, { batchId: practiceKey, personality, phaseContext }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one guide per practice and voice service
    [service, practiceKey],
  );
  const [preload, setPreload] = useState<{ guide: VoiceGuide; status: PreloadStatus } | null>(null);

  useEffect(() => {
    guide.attach();
    let current = true;
    void guide.preload().then((status) => {
      if (current) setPreload({ guide, status });
    });
    return () => {
      current = false;
      guide.detach();
    };
  }, [guide]);

  return {
    guide,
    preload: preload?.guide === guide ? preload.status : 'preloading',
    muted: voice.state.muted,
    speaking: voice.state.speaking,
    toggleMute: voice.toggleMute,
  };
}
