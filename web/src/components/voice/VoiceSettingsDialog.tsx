import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import * as Switch from '@radix-ui/react-switch';
import { ChevronDown, Play, Square, Volume2, VolumeX } from 'lucide-react';
import {
  SPEED_MAX,
  SPEED_MIN,
  SPEED_STEP,
  VOLUME_MAX,
  VOLUME_MIN,
  VOLUME_STEP,
  findVoice,
  isVoiceId,
} from '@flowmind/core/voice';
import type { VoiceSummary } from '@flowmind/core/contracts/voice';
import type { VoiceSettings } from '@flowmind/core/contracts/voice-settings';
import { useSaveVoiceSettings, useVoiceSettings } from '../../api/voice-settings';
import { useVoices } from '../../api/voice';
import { useVoiceOutput } from '../../lib/voice/VoiceOutputProvider';
import { Button } from '../ui/Button';
import { Dialog } from '../ui/Dialog';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { cn } from '../ui/cn';
import { MicrophoneCheck } from './MicrophoneCheck';

type VoiceSettingsDialogProps = {
  open: boolean;
  onClose: () => void;
  returnFocusRef?: RefObject<HTMLElement | null>;
};

/**
 * The Voice Settings dialog: voice, speed (0.5 to 2), volume (0 to 1 in steps of 0.1), mute and a
 * Test button that speaks a sample as chosen; saved per person, and from then on used by every voice in the
 * app. Below, a microphone check records a sentence and shows what the speech recogniser heard.
 */
export function VoiceSettingsDialog({ open, onClose, returnFocusRef }: VoiceSettingsDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Voice Settings"
      description="The voice that guides your practices and reads messages aloud."
      returnFocusRef={returnFocusRef}
    >
      <VoiceSettingsContent onDone={onClose} />
    </Dialog>
  );
}

function VoiceSettingsContent({ onDone }: { onDone: () => void }) {
  const settings = useVoiceSettings();
  const voices = useVoices();

  if (settings.isPending || voices.isPending) {
    return (
      <div className="flex items-center gap-3 py-10 text-sm text-slate-300" role="status">
        <Spinner size="sm" />
        Loading your voice settings…
      </div>
    );
  }
  if (settings.isError || voices.isError) {
    return (
      <div className="space-y-4">
        <FormError
          message={(settings.error ?? voices.error)?.message ?? 'Voice settings could not be loaded.'}
        />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onDone}>
            Close
          </Button>
          <Button
            onClick={() => {
              if (settings.isError) void settings.refetch();
              if (voices.isError) void voices.refetch();
            }}
          >
            Try again
          </Button>
        </div>
      </div>
    );
  }
  return <VoiceSettingsForm saved={settings.data} voices={voices.data.voices} onDone={onDone} />;
}

const ACCENTS: Array<{ lang: string; label: string }> = [
  { lang: 'en-US', label: 'American English' },
  { lang: 'en-GB', label: 'British English' },
];

function sampleFor(voice: VoiceSummary | undefined): string {
  const name = voice?.name ?? 'your coach';
  return `Hello, I'm ${name}. Take a slow breath in, and let it go.`;
}

function VoiceSettingsForm({
  saved,
  voices,
  onDone,
}: {
  saved: VoiceSettings;
  voices: VoiceSummary[];
  onDone: () => void;
}) {
  const [form, setForm] = useState<VoiceSettings>(saved);
  const set = <K extends keyof VoiceSettings>(key: K, value: VoiceSettings[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const save = useSaveVoiceSettings();
  const output = useVoiceOutput();
  const [testing, setTesting] = useState(false);
  const [testFailure, setTestFailure] = useState<string | null>(null);
  /** Set by Stop, so a sample that ends unspoken is not taken for a failure. */
  const testStoppedRef = useRef(false);
  /** A sample is playing: closing the dialog silences it. */
  const testPlayingRef = useRef(false);
  const { stop } = output;
  useEffect(
    () => () => {
      if (testPlayingRef.current) stop();
    },
    [stop],
  );
  const voiceId = useId();
  const voiceHintId = useId();
  const muteHintId = useId();
  const formId = useId();

  const chosen = voices.find((voice) => voice.id === form.voiceId);
  const otherAccents = voices.filter((voice) => !ACCENTS.some((accent) => accent.lang === voice.lang));

  const onTest = async () => {
    if (testing) {
      testStoppedRef.current = true;
      output.stop();
      return;
    }
    testStoppedRef.current = false;
    testPlayingRef.current = true;
    setTesting(true);
    setTestFailure(null);
    const spoken = await output.speak(sampleFor(chosen), {
      voice: form.voiceId,
      speed: form.speed,
      volume: form.volume,
      interrupt: true,
      ignoreMute: true,
    });
    testPlayingRef.current = false;
    setTesting(false);
    if (!spoken && !testStoppedRef.current) {
      setTestFailure(output.service.getSnapshot().lastFailure ?? 'The sample could not be played.');
    }
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(form, { onSuccess: onDone });
  };

  return (
    <div className="space-y-7">
      <form id={formId} onSubmit={onSubmit} className="space-y-6" aria-label="Voice settings">
        <div className="space-y-2">
          <label htmlFor={voiceId} className="text-sm font-semibold text-white">
            Voice
          </label>
          <div className="relative">
            <select
              id={voiceId}
              value={form.voiceId}
              onChange={(event) => {
                if (isVoiceId(event.target.value)) set('voiceId', event.target.value);
              }}
              aria-describedby={voiceHintId}
              className="block h-12 w-full cursor-pointer appearance-none rounded-2xl border border-white/15 bg-slate-950/40 px-4 pr-11 text-base text-white transition hover:border-white/30 focus:border-teal-300 focus:outline-none focus:ring-3 focus:ring-teal-300/25"
            >
              {ACCENTS.map((accent) => {
                const group = voices.filter((voice) => voice.lang === accent.lang);
                if (group.length === 0) return null;
                return (
                  <optgroup key={accent.lang} label={accent.label} className="bg-[#121a3a]">
                    {group.map((voice) => (
                      <option key={voice.id} value={voice.id} className="bg-[#121a3a]">
                        {voice.name}
                      </option>
                    ))}
                  </optgroup>
                );
              })}
              {otherAccents.map((voice) => (
                <option key={voice.id} value={voice.id} className="bg-[#121a3a]">
                  {voice.name}
                </option>
              ))}
            </select>
            <ChevronDown
              aria-hidden
              className="pointer-events-none absolute right-4 top-1/2 size-5 -translate-y-1/2 text-slate-300"
            />
          </div>
          <p id={voiceHintId} className="text-sm text-slate-300">
            {chosen?.description ?? findVoice(form.voiceId)?.description}
          </p>
        </div>

        <RangeField
          label="Speed"
          min={SPEED_MIN}
          max={SPEED_MAX}
          step={SPEED_STEP}
          value={form.speed}
          onChange={(speed) => set('speed', speed)}
          shown={`${form.speed.toFixed(1)}×`}
          spoken={`${form.speed.toFixed(1)} times`}
          lowLabel={`${SPEED_MIN}× slower`}
          highLabel={`${SPEED_MAX}× faster`}
        />

        <RangeField
          label="Volume"
          min={VOLUME_MIN}
          max={VOLUME_MAX}
          step={VOLUME_STEP}
          value={form.volume}
          onChange={(volume) => set('volume', volume)}
          shown={`${Math.round(form.volume * 100)}%`}
          spoken={`${Math.round(form.volume * 100)} percent`}
          lowLabel="0%"
          highLabel="100%"
          hint="Background music in practices has its own volume."
        />

        <div className="flex items-start justify-between gap-4 rounded-2xl border border-white/10 bg-white/[0.03] px-4 py-3.5">
          <div className="min-w-0">
            <p
              className="flex items-center gap-2 text-sm font-semibold text-white"
              id={`${muteHintId}-label`}
            >
              {form.muted ? (
                <VolumeX className="size-4 text-slate-300" aria-hidden />
              ) : (
                <Volume2 className="size-4 text-teal-200" aria-hidden />
              )}
              Mute voice
            </p>
            <p id={muteHintId} className="mt-1 text-sm text-slate-300">
              Practices run without spoken guidance. A message you choose to hear still plays.
            </p>
          </div>
          <Switch.Root
            checked={form.muted}
            onCheckedChange={(muted) => set('muted', muted)}
            aria-labelledby={`${muteHintId}-label`}
            aria-describedby={muteHintId}
            className={cn(
              'relative mt-0.5 inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300',
              form.muted ? 'border-teal-200/60 bg-teal-300' : 'border-white/20 bg-white/10',
            )}
          >
            <Switch.Thumb
              aria-hidden
              className={cn(
                'inline-block size-5 rounded-full bg-white shadow transition-transform motion-reduce:transition-none',
                form.muted ? 'translate-x-6' : 'translate-x-1',
              )}
            />
          </Switch.Root>
        </div>

        <div className="space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <Button variant="secondary" onClick={() => void onTest()} aria-pressed={testing}>
              {testing ? (
                <>
                  <Square className="size-3.5 fill-current" aria-hidden />
                  Stop test
                </>
              ) : (
                <>
                  <Play className="size-4 fill-current" aria-hidden />
                  Test voice
                </>
              )}
            </Button>
            <p className="text-sm text-slate-300" aria-live="polite">
              {testing ? `Playing ${chosen?.name ?? 'the voice'} at ${form.speed.toFixed(1)}×…` : ''}
            </p>
          </div>
          <FormError message={testFailure} />
        </div>
      </form>

      <MicrophoneCheck />

      {/* Stays in view while the dialog scrolls, so saving never needs a hunt. */}
      <div className="sticky -bottom-6 z-10 -mx-6 -mb-6 space-y-3 border-t border-white/10 bg-[#121a3a]/95 px-6 py-4 backdrop-blur sm:-bottom-7 sm:-mx-7 sm:-mb-7 sm:px-7">
        <FormError message={save.error?.message} />
        <div className="grid grid-cols-2 gap-3 sm:flex sm:justify-end">
          <Button variant="secondary" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" form={formId} pending={save.isPending}>
            {save.isPending ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>
    </div>
  );
}

function RangeField({
  label,
  min,
  max,
  step,
  value,
  onChange,
  shown,
  spoken,
  lowLabel,
  highLabel,
  hint,
}: {
  label: string;
  min: number;
  max: number;
  step: number;
  value: number;
  onChange: (value: number) => void;
  shown: string;
  spoken: string;
  lowLabel: string;
  highLabel: string;
  hint?: ReactNode;
}) {
  const id = useId();
  const hintId = useId();
  const fill = ((value - min) / (max - min)) * 100;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-sm font-semibold text-white">
          {label}
        </label>
        <output htmlFor={id} className="shrink-0 text-sm font-semibold tabular-nums text-teal-200">
          {shown}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={min}
        max={max}
        step={step}
        value={value}
        // The slider's steps are tenths; rounding keeps 0.1 + 0.2 from becoming 0.30000000000000004.
        onChange={(event) => onChange(Math.round(Number(event.target.value) * 10) / 10)}
        aria-valuetext={spoken}
        aria-describedby={hint ? hintId : undefined}
        style={{ '--fill': `${fill}%` } as CSSProperties}
        className="scale-slider mt-3 w-full"
      />
      <div aria-hidden className="mt-1.5 flex justify-between text-xs text-slate-400">
        <span>{lowLabel}</span>
        <span>{highLabel}</span>
      </div>
      {hint && (
        <p id={hintId} className="mt-2 text-sm text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}
