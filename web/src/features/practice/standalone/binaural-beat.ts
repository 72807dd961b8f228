import {
  BINAURAL_FADE_IN_SECONDS,
  BINAURAL_FADE_OUT_SECONDS,
  BINAURAL_GAIN,
  binauralFrequencies,
  type BrainWaveMode,
} from '@flowmind/core/binaural';

type AudioContextConstructor = new () => AudioContext;

/** The page's AudioContext class, or null in a browser without the Web Audio API. */
export function audioContextClass(): AudioContextConstructor | null {
  if (typeof window === 'undefined') return null;
  const legacy = (window as Window & { webkitAudioContext?: AudioContextConstructor }).webkitAudioContext;
  return window.AudioContext ?? legacy ?? null;
}

/**
 * A binaural beat made with the Web Audio API: two sine oscillators, one per ear (a channel merger puts each
 * on its own channel, so the ears never hear each other's tone), through one gain that fades in and out so
 * nothing clicks. Start it from a click (browsers only let audio begin after one). Once stopped, everything
 * is closed; a new beat needs a new instance.
 */
export class BinauralBeat {
  private context: AudioContext | null = null;
  private master: GainNode | null = null;
  private oscillators: OscillatorNode[] = [];
  /** The level the envelope rests at (a fraction of BINAURAL_GAIN), kept through pause and resume. */
  private level = 1;
  private stopped = false;
  private suspendTimer: number | undefined;

  constructor(
    readonly mode: BrainWaveMode,
    private readonly createContext: () => AudioContext = () => {
      const Context = audioContextClass();
      if (!Context) throw new Error('This browser cannot play audio tones.');
      return new Context();
    },
  ) {}

  /** Builds the graph and fades the tones in. Rejects when the browser cannot make or start the audio. */
  async start(): Promise<void> {
    if (this.context || this.stopped) return;
    const context = this.createContext();
    this.context = context;
    const { leftHz, rightHz } = binauralFrequencies(this.mode);
    const now = context.currentTime;

    const master = context.createGain();
    master.gain.setValueAtTime(0, now);
    master.gain.linearRampToValueAtTime(BINAURAL_GAIN * this.level, now + BINAURAL_FADE_IN_SECONDS);
    master.connect(context.destination);
    this.master = master;

    const merger = context.createChannelMerger(2);
    merger.connect(master);
    this.oscillators = [leftHz, rightHz].map((hz, channel) => {
      const oscillator = context.createOscillator();
      oscillator.type = 'sine';
      oscillator.frequency.setValueAtTime(hz, now);
      oscillator.connect(merger, 0, channel);
      oscillator.start(now);
      return oscillator;
    });

    if (context.state === 'suspended') await context.resume();
  }

  /** Fades out, then suspends the context so the audio device rests while paused. */
  pause(): void {
    const { context } = this;
    if (!context || this.stopped) return;
    this.rampTo(0, BINAURAL_FADE_OUT_SECONDS);
    window.clearTimeout(this.suspendTimer);
    this.suspendTimer = window.setTimeout(() => {
      if (!this.stopped) void context.suspend().catch(() => undefined);
    }, BINAURAL_FADE_OUT_SECONDS * 1000);
  }

  /** Wakes the context and fades back in to the level it had. */
  async resume(): Promise<void> {
    const { context } = this;
    if (!context || this.stopped) return;
    window.clearTimeout(this.suspendTimer);
    if (context.state === 'suspended') await context.resume();
    this.rampTo(BINAURAL_GAIN * this.level, BINAURAL_FADE_IN_SECONDS);
  }

  /** Glides to a fraction of the full level over `seconds`, e.g. to let the sound recede at the end. */
  fadeTo(level: number, seconds: number): void {
    this.level = Math.min(1, Math.max(0, level));
    if (this.context?.state === 'running') this.rampTo(BINAURAL_GAIN * this.level, seconds);
  }

  /** Fades out, stops the oscillators and closes the context. Safe to call more than once. */
  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    window.clearTimeout(this.suspendTimer);
    const { context } = this;
    if (!context) return;
    try {
      if (context.state === 'running') {
        this.rampTo(0, BINAURAL_FADE_OUT_SECONDS);
        const end = context.currentTime + BINAURAL_FADE_OUT_SECONDS + 0.05;
        for (const oscillator of this.oscillators) oscillator.stop(end);
        await new Promise((resolve) => window.setTimeout(resolve, (BINAURAL_FADE_OUT_SECONDS + 0.1) * 1000));
      }
    } finally {
      for (const oscillator of this.oscillators) oscillator.disconnect();
      this.master?.disconnect();
      this.oscillators = [];
      this.master = null;
      this.context = null;
      if (context.state !== 'closed') await context.close().catch(() => undefined);
    }
  }

  /** From wherever the envelope is now, without a jump (a jump in gain is what makes a click). */
  private rampTo(value: number, seconds: number): void {
    const { context, master } = this;
    if (!context || !master) return;
    const now = context.currentTime;
    const { gain } = master;
    if (typeof gain.cancelAndHoldAtTime === 'function') gain.cancelAndHoldAtTime(now);
    else {
      gain.cancelScheduledValues(now);
      gain.setValueAtTime(gain.value, now);
    }
    gain.linearRampToValueAtTime(value, now + seconds);
  }
}
