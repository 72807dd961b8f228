import type { ReactNode } from 'react';
import { ChevronDown, LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { SettingsSection } from './SettingsSection';

const QUESTIONS: Array<{ question: string; answer: ReactNode }> = [
  {
    question: 'How do I earn XP and level up?',
    answer:
      'Each completed practice earns 10 XP and each mood check-in 5 XP. A mood of 8 or more adds 3 XP, and a practice you rate 8 or more adds 5 XP. Every 100 XP is a new level.',
  },
  {
    question: 'How does my streak work?',
    answer:
      'Your streak counts the days in a row, ending today, on which you checked in or practised. It starts again from 0 if today has nothing yet, so a quick check-in keeps it going.',
  },
  {
    question: 'Can I change my AI guide?',
    answer: (
      <>
        Yes: choose another one with Edit Profile above, or pick any coach on the{' '}
        <Link to="/chat" className="text-teal-200 underline underline-offset-4 hover:text-teal-100">
          coach list
        </Link>
        . Your earlier conversations stay with each coach.
      </>
    ),
  },
  {
    question: 'Who can see my moods and conversations?',
    answer:
      'Only you. Everything is kept per person and never shown to anyone else. You can download all of it or delete your account under Privacy & Security.',
  },
];

/** Help & Support: answers to what people ask most, in native disclosure widgets (keyboard friendly). */
export function HelpSection() {
  return (
    <SettingsSection
      icon={<LifeBuoy className="size-5" aria-hidden />}
      tone="bg-sky-300/15 text-sky-200"
      title="Help & Support"
      description="Answers to common questions."
    >
      <div className="divide-y divide-white/10 rounded-2xl border border-white/10">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-4 py-3.5 text-sm font-medium text-slate-100 hover:bg-white/5 focus-visible:outline-2 focus-visible:outline-teal-300 [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown
                className="size-4 shrink-0 text-slate-400 transition group-open:rotate-180 motion-reduce:transition-none"
                aria-hidden
              />
            </summary>
            <p className="px-4 pb-4 text-sm leading-relaxed text-slate-300">{answer}</p>
          </details>
        ))}
      </div>
    </SettingsSection>
  );
}
