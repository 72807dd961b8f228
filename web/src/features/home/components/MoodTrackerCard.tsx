import { Link } from 'react-router';
import { ChevronRight, SmilePlus } from 'lucide-react';
import { moodLabel } from '@flowmind/core/mood';
import { useTodayMood } from '../../../api/mood';
import { Button } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { Spinner } from '../../../components/ui/Spinner';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });

/** Today's mood with its label, or a prompt to log one; 'View history' leads to /progress. */
export function MoodTrackerCard({ onLogMood }: { onLogMood: () => void }) {
  const today = useTodayMood();
  const entry = today.data?.entry ?? null;

  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 id="mood-tracker-heading" className="text-lg font-semibold tracking-tight text-white">
          Mood Tracker
        </h2>
        <Link
          to="/progress"
          className="inline-flex items-center gap-0.5 rounded-full px-2 py-1 text-sm font-medium text-teal-200 transition hover:text-teal-100 focus-visible:outline-2 focus-visible:outline-teal-300"
        >
          View history
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>

      <div aria-live="polite" className="mt-4 flex flex-1 flex-col justify-center">
        {today.isPending ? (
          <p className="flex items-center gap-2.5 text-slate-300">
            <Spinner size="sm" className="text-teal-300" />
            Loading today&apos;s mood...
          </p>
        ) : today.isError ? (
          <p className="text-rose-300">{today.error.message}</p>
        ) : entry ? (
          <div data-testid="today-mood">
            <p className="text-sm text-slate-300">Today&apos;s mood</p>
            <p className="mt-1 flex items-baseline gap-3">
              <span className="text-4xl font-semibold tracking-tight text-white">
                {entry.mood_score}
                <span className="text-lg font-medium text-slate-400">/10</span>
              </span>
              <span className="text-xl font-semibold text-teal-200">{moodLabel(entry.mood_score)}</span>
            </p>
            <p className="mt-1 text-sm text-slate-400">
              Logged at {timeFormat.format(new Date(entry.created_at))}
            </p>
            {entry.notes && (
              <p className="mt-3 rounded-2xl bg-white/5 px-4 py-3 text-sm italic text-slate-200">
                {entry.notes}
              </p>
            )}
            <Button variant="ghost" size="sm" className="-ml-3 mt-3" onClick={onLogMood}>
              <SmilePlus className="size-4" aria-hidden />
              Log again
            </Button>
          </div>
        ) : (
          <div>
            <p className="text-slate-200">You haven&apos;t logged your mood today.</p>
            <p className="mt-1 text-sm text-slate-400">A quick check-in helps you spot patterns over time.</p>
            <Button size="sm" className="mt-4" onClick={onLogMood}>
              <SmilePlus className="size-4" aria-hidden />
              Check in now
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
