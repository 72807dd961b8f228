import { createElement } from 'react';
import {
  Award,
  CalendarCheck,
  Check,
  Heart,
  Lock,
  Smile,
  Star,
  Sun,
  TrendingUp,
  Trophy,
  Wind,
  type LucideIcon,
} from 'lucide-react';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { achievementSections, type Achievement } from '../chart-data';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import { LoadError, SkeletonBlock } from './states';

/** The achievement icons by the name an achievement gives; an unknown or missing name gets the award. */
const ICONS: Record<string, LucideIcon> = {
  mood: Smile,
  calendar: CalendarCheck,
  award: Award,
  'trending-up': TrendingUp,
  wind: Wind,
  heart: Heart,
  sun: Sun,
  star: Star,
};
function AchievementIcon({ name, className }: { name: string; className: string }) {
  return createElement(ICONS[name] ?? Award, { className, 'aria-hidden': true });
}

/**
 * Achievements tab: the first 6 as badges (earned ones highlighted with their +XP, the rest dimmed
 * with their progress) and up to 4 still to earn with progress bars.
 */
export function AchievementsTab({
  achievements,
  isPending,
  error,
  onRetry,
  retrying,
}: {
  achievements: Achievement[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (isPending)
    return (
      <Card className="p-5 sm:p-6" aria-busy="true">
        <p role="status" className="sr-only">
          Loading your achievements...
        </p>
        <div aria-hidden className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {Array.from({ length: 6 }, (_, index) => (
            <SkeletonBlock key={index} className="h-36" />
          ))}
        </div>
      </Card>
    );
  if (!achievements)
    return <LoadError what="achievements" error={error} onRetry={onRetry} retrying={retrying} />;
  if (achievements.length === 0)
    return (
      <EmptyState
        icon={<Trophy className="size-6" aria-hidden />}
        title="Achievements are on their way"
        text="Keep checking in and practising: milestones will appear here as soon as they are available."
      />
    );

  const { badges, inProgress } = achievementSections(achievements);
  const earned = achievements.filter((achievement) => achievement.isCompleted).length;

  return (
    <div className="space-y-5">
      <Card className="p-5 sm:p-6">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold tracking-tight text-white">Badges</h2>
            <p className="mt-0.5 text-sm text-slate-300">
              {earned === 0
                ? 'Your first badge is one check-in or practice away.'
                : `${earned} of ${achievements.length} earned. Keep going!`}
            </p>
          </div>
          <p className="flex items-center gap-1.5 rounded-full bg-amber-300/10 px-3 py-1 text-sm font-medium text-amber-100">
            <Trophy className="size-4" aria-hidden />
            {earned}/{achievements.length}
          </p>
        </div>
        <ul aria-label="Badges" className="mt-5 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {badges.map((achievement) => (
            <Badge key={achievement.id} achievement={achievement} />
          ))}
        </ul>
      </Card>

      {inProgress.length > 0 && (
        <Card className="p-5 sm:p-6">
          <h2 className="text-lg font-semibold tracking-tight text-white">Up next</h2>
          <p className="mt-0.5 text-sm text-slate-300">The milestones you&apos;re closest to.</p>
          <ul aria-label="Achievements in progress" className="mt-4 space-y-3">
            {inProgress.map((achievement) => (
              <InProgressRow key={achievement.id} achievement={achievement} />
            ))}
          </ul>
        </Card>
      )}
    </div>
  );
}

function Badge({ achievement }: { achievement: Achievement }) {
  const done = achievement.isCompleted;
  return (
    <li
      data-testid="achievement-badge"
      data-completed={done}
      className={cn(
        'relative flex flex-col items-center rounded-2xl border px-3 pb-4 pt-5 text-center transition',
        done
          ? 'border-amber-200/35 bg-gradient-to-b from-amber-300/15 to-white/[0.03] shadow-lg shadow-amber-900/20'
          : 'border-white/10 bg-white/[0.03]',
      )}
    >
      <span
        className={cn(
          'relative flex size-14 items-center justify-center rounded-full',
          done
            ? 'bg-gradient-to-br from-amber-200 to-orange-300 text-slate-950 ring-4 ring-amber-200/20'
            : 'bg-white/[0.07] text-slate-400',
        )}
      >
        <AchievementIcon name={achievement.icon} className="size-6" />
        {!done && (
          <span className="absolute -bottom-1 -right-1 flex size-6 items-center justify-center rounded-full border border-white/10 bg-[#121a3a] text-slate-400">
            <Lock className="size-3" aria-hidden />
          </span>
        )}
      </span>
      <h3 className={cn('mt-3 text-sm font-semibold', done ? 'text-white' : 'text-slate-300')}>
        {achievement.name}
      </h3>
      <p className={cn('mt-1 text-xs', done ? 'text-slate-200' : 'text-slate-400')}>
        {achievement.description}
      </p>
      {done ? (
        <p className="mt-3 inline-flex items-center gap-1 rounded-full bg-amber-300/20 px-2.5 py-0.5 text-xs font-semibold text-amber-100">
          <Check className="size-3.5" aria-hidden />
          <span className="sr-only">Earned, </span>+{achievement.xpReward} XP
        </p>
      ) : (
        <p className="mt-3 text-xs font-medium tabular-nums text-slate-400">
          <span className="sr-only">Not earned yet, </span>
          {achievement.progress}/{achievement.requirementValue}
        </p>
      )}
    </li>
  );
}

function InProgressRow({ achievement }: { achievement: Achievement }) {
  return (
    <li
      data-testid="achievement-progress"
      className="flex items-center gap-3 rounded-2xl border border-white/10 bg-white/[0.03] p-3 sm:gap-4 sm:p-4"
    >
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/[0.07] text-slate-300">
        <AchievementIcon name={achievement.icon} className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        <div className="flex items-baseline justify-between gap-3">
          <h3 className="truncate text-sm font-semibold text-slate-100">{achievement.name}</h3>
          <span className="shrink-0 text-xs font-medium text-amber-100/80">+{achievement.xpReward} XP</span>
        </div>
        <p className="truncate text-xs text-slate-400">{achievement.description}</p>
        <div className="mt-2 flex items-center gap-3">
          <ProgressBar
            label={`${achievement.name} progress`}
            value={achievement.progress}
            max={achievement.requirementValue}
            valueText={`${achievement.progress} of ${achievement.requirementValue}`}
            percent={achievement.progressPercentage}
            fill="indigo"
            className="h-1.5 flex-1"
          />
          <span className="w-12 shrink-0 text-right text-xs tabular-nums text-slate-300">
            {achievement.progress}/{achievement.requirementValue}
          </span>
        </div>
      </div>
    </li>
  );
}
