import { useId, useState } from 'react';
import { Mic } from 'lucide-react';
import { useVoiceHealth } from '../../api/voice';
import { VoiceInputButton } from './VoiceInputButton';

/**
 * Records a sentence and shows what the speech recogniser made of it, so a person can try voice input before
 * relying on it in chat. Says plainly how good the server's recogniser is.
 */
export function MicrophoneCheck() {
  const [heard, setHeard] = useState<string | null>(null);
  const health = useVoiceHealth();
  const headingId = useId();
  const stt = health.data?.stt;

  let note: string | null = null;
  if (stt && !stt.available) note = `Speech-to-text is not available on this server: ${stt.detail}`;
  else if (stt?.provider === 'embedded')
    note =
      'Recognition runs offline on the Flowmind server and is approximate: on real speech it gets about 6 in 10 ' +
      'words right. Speak clearly, close to the microphone.';
  else if (stt) note = "Recognition runs on this server's transcription service.";

  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-white/10 pt-6">
      <div>
        <h3 id={headingId} className="flex items-center gap-2 text-base font-semibold text-white">
          <Mic className="size-4 text-teal-200" aria-hidden />
          Microphone check
        </h3>
        <p className="mt-1 text-sm text-slate-300">
          Record a sentence or two, then press Stop to see what was heard. Nothing is saved.
        </p>
      </div>
      <VoiceInputButton variant="labelled" onTranscript={setHeard} onRecordingStart={() => setHeard(null)} />
      <div aria-live="polite">
        {heard && (
          <figure className="rounded-2xl border border-teal-200/20 bg-teal-300/[0.06] px-4 py-3">
            <figcaption className="text-xs font-semibold uppercase tracking-wide text-teal-200">
              What we heard
            </figcaption>
            <blockquote className="mt-1.5 text-base text-white">“{heard}”</blockquote>
          </figure>
        )}
      </div>
      {note && <p className="text-xs leading-relaxed text-slate-400">{note}</p>}
    </section>
  );
}
