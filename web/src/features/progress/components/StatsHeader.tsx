import { Flame, Moon, Sparkles, Star } from 'lucide-react';
import { XP_PER_LEVEL } from '@flowmind/core/gamification';
import type { ProgressOverview } from '@flowmind/core/contracts/progress';
import { Card } from '../../../components/ui/Card';
import { LoadError, SkeletonBlock } from './states';
import { ProgressBar } from '../../../components/ui/ProgressBar';

type Stats = ProgressOverview['stats'];

const tileClasses = 'rounded-2xl border border-white/10 bg-white/5 p-4';

// A calendar date is formatted at its UTC noon in UTC, so no time zone moves it to a neighbouring day.
const restDayFormat = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const formatRestDay = (localDate: string) => restDayFormat.format(new Date(`${localDate}T12:00:00Z`));

/**
 * A streak kept yesterday is still alive this morning: the line says what keeps it rather than showing
 * it as lost before the day has begun.
 */
function streakText({ streakCount, streakAtRisk }: Stats): string {
  if (streakAtRisk) {
    return streakCount === 1
      ? 'Check in or practise today to keep your streak.'
      : `Keep your ${streakCount}-day streak going today.`;
  }
  if (streakCount === 0) return 'Check in or practise today to start one.';
  if (streakCount === 1) return 'A fresh start. Come back tomorrow!';
  return 'Keep it going!';
}

/**
 * One missed day in 7 is a rest day (decision 0018): the line says which day the streak rested on, or that
 * a rest day is ready, so a missed day reads as planned rather than as a loss. While the streak waits for
 * today's entry it is not called safe: yesterday's rest day is spent only once something is logged.
 */
function restDayText({ streakCount, streakAtRisk, restDayUsedOn, restDayAvailable }: Stats): string | null {
  if (streakCount === 0) return null;
  if (restDayUsedOn !== null) {
    const day = formatRestDay(restDayUsedOn);
    return streakAtRisk ? `${day} was a rest day.` : `Rest day used on ${day}. Your streak is safe.`;
  }
  return restDayAvailable ? 'A rest day is ready if you miss a day.' : null;
}

/**
 * Level with the XP bar shown as x/100 (100 XP per level), the streak with its rest days, and total XP.
 */
export function StatsHeader({
  stats,
  isPending,
  error,
  onRetry,
  retrying,
}: {
  stats: Stats | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (isPending) {
    return (
      <Card className="p-4 sm:p-5" aria-busy="true">
        <p role="status" className="sr-only">
          Loading your level and streak...
        </p>
        <div aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          <SkeletonBlock className="col-span-2 h-28 sm:col-span-1" />
          <SkeletonBlock className="h-28" />
          <SkeletonBlock className="h-28" />
        </div>
      </Card>
    );
  }
  if (!stats) {
    return <LoadError what="level and streak" error={error} onRetry={onRetry} retrying={retrying} />;
  }

  const restDay = restDayText(stats);
  return (
    <Card className="relative overflow-hidden p-4 sm:p-5" data-testid="progress-stats">
      <div
        aria-hidden
        className="pointer-events-none absolute -left-20 -top-24 size-64 rounded-full bg-indigo-400/10 blur-3xl"
      />
      <dl className="relative grid grid-cols-2 gap-3 sm:grid-cols-3">
        <div className={`${tileClasses} col-span-2 sm:col-span-1`}>
          <dt className="flex items-center gap-2 text-sm text-slate-300">
            <Star className="size-4 text-amber-200" aria-hidden />
            Level
          </dt>
          <dd className="mt-1">
            <span className="flex items-baseline justify-between gap-3">
              <span className="text-3xl font-semibold tracking-tight text-white">{stats.level}</span>
              <span className="text-sm font-medium tabular-nums text-slate-200">
                {stats.xpProgress}/{XP_PER_LEVEL} XP
              </span>
            </span>
            <ProgressBar
              label="XP toward the next level"
              value={stats.xpProgress}
              max={XP_PER_LEVEL}
              valueText={`${stats.xpProgress} of ${XP_PER_LEVEL} XP`}
              transitionMs={700}
              className="mt-2.5 h-2"
            />
            <span className="mt-2 block text-xs text-slate-400">
              {stats.xpToNextLevel} XP to level {stats.level + 1}
            </span>
          </dd>
        </div>
        <div className={tileClasses}>
          <dt className="flex items-center gap-2 text-sm text-slate-300">
            <Flame className="size-4 text-orange-300" aria-hidden />
            Streak
          </dt>
          <dd className="mt-1">
            <span className="text-3xl font-semibold tracking-tight text-white">{stats.streakCount}</span>{' '}
            <span className="text-sm text-slate-300">{stats.streakCount === 1 ? 'day' : 'days'}</span>
            <span className="mt-2 block text-xs text-slate-400">{streakText(stats)}</span>
            {restDay && <span className="mt-1 block text-xs text-indigo-200">{restDay}</span>}
          </dd>
        </div>
        <div className={tileClasses}>
          <dt className="flex items-center gap-2 text-sm text-slate-300">
            <Sparkles className="size-4 text-teal-200" aria-hidden />
            Total XP
          </dt>
          <dd className="mt-1">
            <span className="text-3xl font-semibold tracking-tight text-white">{stats.totalXP}</span>{' '}
            <span className="text-sm text-slate-300">XP</span>
            <span className="mt-2 block text-xs text-slate-400">
              From check-ins, practices and achievements
            </span>
          </dd>
        </div>
      </dl>
      {stats.recentRestDays.length > 0 && (
        <p className="relative mt-3 flex items-center gap-2 px-1 text-xs text-slate-400">
          <Moon className="size-3.5 shrink-0 text-indigo-200" aria-hidden />
          <span>Rest days: {stats.recentRestDays.map(formatRestDay).join(' · ')}</span>
        </p>
      )}
    </Card>
  );
}
