import { useState } from 'react';
import { Sparkles, X } from 'lucide-react';
import { dismissWelcomeMessage, readWelcomeMessage } from '../../../lib/onboarding-session';
import { IconTile } from '../../../components/ui/IconTile';

/** The welcome written at the end of onboarding; dismissing removes it from session storage for good. */
export function WelcomeMessage() {
  const [message, setMessage] = useState(readWelcomeMessage);
  if (!message) return null;

  const dismiss = () => {
    dismissWelcomeMessage();
    setMessage(null);
  };

  return (
    <section
      aria-label="Welcome message"
      className="relative flex items-start gap-4 rounded-3xl border border-teal-300/25 bg-gradient-to-br from-teal-300/[0.12] to-indigo-400/[0.12] p-5 pr-14 sm:p-6 sm:pr-16"
    >
      <IconTile icon={Sparkles} className="size-10 shrink-0 rounded-2xl bg-teal-300/20 text-teal-100" />
      <p className="pt-1.5 leading-relaxed text-slate-100">{message}</p>
      <button
        type="button"
        onClick={dismiss}
        aria-label="Dismiss welcome message"
        className="absolute right-3 top-3 flex size-9 items-center justify-center rounded-full text-slate-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300"
      >
        <X className="size-5" aria-hidden />
      </button>
    </section>
  );
}
