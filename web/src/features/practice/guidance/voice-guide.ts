import type { SpeechContext } from '@flowmind/core/voice';
import { preloadTexts, type PracticeScript } from './practice-script';

/** What the guide needs of the voice layer (web/src/lib/voice's VoiceOutput has exactly this shape). */
export interface GuidanceVoice {
  speak(
    text: string,
    options?: { context?: SpeechContext; personality?: string | null; interrupt?: boolean },
  ): Promise<boolean>;
  speakSequence(
    utterances: readonly { text: string; context?: SpeechContext; personality?: string | null }[],
    options?: { pause?: 'short' | 'long'; interrupt?: boolean },
  ): Promise<boolean>;
  preload(
    prompts: readonly { text: string; context?: SpeechContext; personality?: string | null }[],
    options?: { batchId?: string },
  ): Promise<{ ready: number; failed: number; cancelled: boolean }>;
  cancelPreload(batchId?: string): void;
  stop(): void;
}

/**
 * Where the practice's prompts stand: being prepared, all ready, some or none ready (the practice then goes on
 * with live speech), or replaced by another practice's preload.
 */
export type PreloadStatus = 'preloading' | 'ready' | 'partial' | 'failed' | 'cancelled';

export interface VoiceGuideOptions {
  /** Names this practice's preload (one practice at a time: another practice's preload cancels it). */
  batchId?: string;
  /** The coach's personality, which varies the speaking speed per context. */
  personality?: string | null;
  /** How phase prompts are spoken: instructions by default, 'breathing' or 'meditation' for paced practices. */
  phaseContext?: SpeechContext;
}

/**
 * Speaks one practice's script through the voice layer: the welcome and first prompt on Begin, a
 * prompt at each phase, encouragement when nothing else is being said, and the completion words. Phase
 * prompts and the completion interrupt whatever is playing (one utterance at a time, the newest wins);
 * encouragement is skipped while the voice is busy. Preloading covers the essential prompts (start and
 * complete) and one per phase, with the same voice settings as when they are spoken, so the cache is hit.
 */
export class VoiceGuide {
  private detached = false;

  constructor(
    private readonly voice: GuidanceVoice,
    private readonly script: PracticeScript,
    private readonly options: VoiceGuideOptions = {},
  ) {}

  private promptFor(text: string, context: SpeechContext) {
    return { text, context, personality: this.options.personality ?? null };
  }

  private get phaseContext(): SpeechContext {
    return this.options.phaseContext ?? 'instruction';
  }

  /** Prepares the start and complete prompts first, then one per phase. Never throws. */
  async preload(): Promise<PreloadStatus> {
    const [start, complete, ...phases] = preloadTexts(this.script);
    const prompts = [
      this.promptFor(start!, 'instruction'),
      this.promptFor(complete!, 'completion'),
      ...phases.map((text) => this.promptFor(text, this.phaseContext)),
    ];
    try {
      const result = await this.voice.preload(
        prompts,
        this.options.batchId === undefined ? {} : { batchId: this.options.batchId },
      );
      if (result.cancelled) return 'cancelled';
      if (result.failed === 0) return 'ready';
      return result.ready > 0 ? 'partial' : 'failed';
    } catch {
      return 'failed';
    }
  }

  /** The welcome followed by the first phase's prompt. */
  begin(): Promise<boolean> {
    if (this.detached) return Promise.resolve(false);
    const first = this.script.phases[0];
    return this.voice.speakSequence(
      [
        this.promptFor(this.script.start, 'instruction'),
        ...(first ? [this.promptFor(first, this.phaseContext)] : []),
      ],
      { pause: 'long', interrupt: true },
    );
  }

  phase(index: number): Promise<boolean> {
    const text = this.script.phases[index];
    return text ? this.interrupt(text, this.phaseContext) : Promise.resolve(false);
  }

  /** Says any text now, interrupting (e.g. a standalone player's cue). */
  say(text: string, context: SpeechContext = 'instruction'): Promise<boolean> {
    return this.interrupt(text, context);
  }

  /** Encouragement waits for no one: when the voice is busy it is simply skipped. */
  encourage(text: string): Promise<boolean> {
    if (this.detached) return Promise.resolve(false);
    return this.voice.speak(text, this.promptFor(text, 'encouragement'));
  }

  complete(): Promise<boolean> {
    return this.interrupt(this.script.complete, 'completion');
  }

  /** Stops what is being said (pause, ending early) without forgetting the preload. */
  silence(): void {
    this.voice.stop();
  }

  /** The practice's screen is showing: the guide may speak (again, after a detach). */
  attach(): void {
    this.detached = false;
  }

  /** The practice's screen is gone: stop speaking and stop preparing its prompts. */
  detach(): void {
    this.detached = true;
    this.silence();
    this.voice.cancelPreload(this.options.batchId);
  }

  /** One utterance at a time, the newest wins: a phase prompt stops whatever was playing. */
  private interrupt(text: string, context: SpeechContext): Promise<boolean> {
    if (this.detached) return Promise.resolve(false);
    return this.voice.speak(text, { ...this.promptFor(text, context), interrupt: true });
  }
}
