import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ChartLine, ChevronRight, SmilePlus } from 'lucide-react';
import { localDateIn, partOfDay } from '@flowmind/core/time';
import { useMe } from '../../lib/session';
import { CoachPicker } from '../../components/coaches/CoachPicker';
import { MoodDialog } from '../../components/mood/MoodDialog';
import { cn } from '../../components/ui/cn';
import { MoodTrackerCard } from './components/MoodTrackerCard';
import { WelcomeMessage } from './components/WelcomeMessage';

const dateFormat = new Intl.DateTimeFormat(undefined, { weekday: 'long', month: 'long', day: 'numeric' });
/** The device's time zone, read once: each Intl.DateTimeFormat made costs milliseconds on a slow phone. */
const deviceTimeZone = dateFormat.resolvedOptions().timeZone;

const tileClasses =
  'group flex h-full items-center gap-4 rounded-3xl border border-white/10 bg-white/[0.06] p-5 text-left ' +
  'shadow-xl shadow-black/20 backdrop-blur-xl transition hover:border-white/25 hover:bg-white/[0.09] ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300 sm:p-6';

function TileContent({
  icon,
  title,
  text,
  tone,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  tone: string;
}) {
  return (
    <>
      <span className={cn('flex size-12 shrink-0 items-center justify-center rounded-2xl', tone)}>
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block text-lg font-semibold tracking-tight text-white">{title}</span>
        <span className="mt-0.5 block text-sm text-slate-300">{text}</span>
      </span>
      <ChevronRight
        className="size-5 shrink-0 text-slate-400 transition group-hover:translate-x-0.5 group-hover:text-white"
        aria-hidden
      />
    </>
  );
}

/** Home: greeting, welcome message, Log Mood and Progress tiles, mood tracker, coach directory. */
export default function HomePage() {
  const me = useMe().data;
  const [moodOpen, setMoodOpen] = useState(false);
  const now = new Date();
  const firstName = me?.firstName.trim() || 'there';
  const greeting = `Good ${partOfDay(now.getHours())}, ${firstName}`;

  return (
    <div className="animate-fade-up space-y-8">
      <header>
        <h1 className="text-3xl font-semibold tracking-tight text-white sm:text-4xl">{greeting}</h1>
        <p className="mt-1.5 text-slate-300">
          <time dateTime={localDateIn(deviceTimeZone, now)}>{dateFormat.format(now)}</time>
        </p>
      </header>

      <WelcomeMessage />

      <div className="grid gap-4 lg:grid-cols-2">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
          <button type="button" className={tileClasses} onClick={() => setMoodOpen(true)}>
            <TileContent
              icon={<SmilePlus className="size-5" aria-hidden />}
              title="Log Mood"
              text="How are you feeling right now?"
              tone="bg-amber-300/15 text-amber-200"
            />
          </button>
          <Link to="/progress" className={tileClasses}>
            <TileContent
              icon={<ChartLine className="size-5" aria-hidden />}
              title="Progress"
              text="Your moods, practices and streaks"
              tone="bg-indigo-300/15 text-indigo-200"
            />
          </Link>
        </div>
        <MoodTrackerCard onLogMood={() => setMoodOpen(true)} />
      </div>

      <section aria-labelledby="coaches-heading">
        <h2 id="coaches-heading" className="text-2xl font-semibold tracking-tight text-white">
          Choose Your Coach
        </h2>
        <p className="mt-1 text-slate-300">
          {me?.coachId
            ? 'Your coach is highlighted. Choose any coach to start a conversation.'
            : 'Choose a coach to start a conversation.'}
        </p>
        <div className="mt-5">
          <CoachPicker currentCoachId={me?.coachId ?? null} labelledBy="coaches-heading" />
        </div>
      </section>

      <MoodDialog open={moodOpen} onClose={() => setMoodOpen(false)} />
    </div>
  );
}
