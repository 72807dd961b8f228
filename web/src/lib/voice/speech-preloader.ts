import type { VoiceSettings } from '@flowmind/core/contracts/voice-settings';
import { speechKey, type SpeechAudioCache } from './speech-audio-cache';
import {
  resolveSpeed,
  type PreloadOptions,
  type PreloadPrompt,
  type PreloadResult,
} from './voice-output-model';

/** Whether a batch is being preloaded, and its name when it was given one. */
export interface PreloadState {
  preloading: boolean;
  preloadBatchId: string | null;
}

/**
 * Prepares prompts' audio ahead of time into the cache, one prompt at a time and one batch at a time: a
 * practice about to start wants its own prompts, not the last practice's.
 */
export class SpeechPreloader {
  private batch: {
    controller: AbortController;
    batchId: string | undefined;
    result: Promise<PreloadResult>;
  } | null = null;

  constructor(
    private readonly cache: SpeechAudioCache,
    private readonly settings: () => Promise<VoiceSettings>,
    private readonly onChange: (state: PreloadState) => void,
  ) {}

  /**
   * Preloading the batch that is already running joins it; any other batch cancels it. Failures are
   * counted, never thrown: the practice goes on with live speech.
   */
  preload(
    prompts: readonly (string | PreloadPrompt)[],
    options: PreloadOptions = {},
  ): Promise<PreloadResult> {
    const running = this.batch;
    if (running && options.batchId !== undefined && running.batchId === options.batchId)
      return running.result;
    running?.controller.abort();
    const controller = new AbortController();
    const result = this.run(
      prompts.map((prompt) => (typeof prompt === 'string' ? { text: prompt } : prompt)),
      controller,
    );
    this.batch = { controller, batchId: options.batchId, result };
    this.onChange({ preloading: true, preloadBatchId: options.batchId ?? null });
    return result;
  }

  /** Stops preloading; with a batch id, only when that batch is the one running. */
  cancel(batchId?: string): void {
    const running = this.batch;
    if (!running || (batchId !== undefined && running.batchId !== batchId)) return;
    running.controller.abort();
    this.batch = null;
    this.onChange({ preloading: false, preloadBatchId: null });
  }

  private async run(prompts: readonly PreloadPrompt[], controller: AbortController): Promise<PreloadResult> {
    let ready = 0;
    let failed = 0;
    try {
      const settings = await this.settings();
      const seen = new Set<string>();
      for (const prompt of prompts) {
        if (controller.signal.aborted) break;
        const text = prompt.text.trim();
        if (!text) continue;
        const input = {
          text,
          voice: prompt.voice ?? settings.voiceId,
          speed: resolveSpeed(prompt, settings.speed),
        };
        const key = speechKey(input);
        if (seen.has(key)) continue;
        seen.add(key);
        try {
          await this.cache.audioUrlFor(input, controller.signal);
          if (controller.signal.aborted) break;
          ready++;
        } catch {
          if (controller.signal.aborted) break;
          failed++;
        }
      }
    } finally {
      if (this.batch?.controller === controller) {
        this.batch = null;
        this.onChange({ preloading: false, preloadBatchId: null });
      }
    }
    return { ready, failed, cancelled: controller.signal.aborted };
  }
}
