import type { ReactNode } from 'react';
import { Flame, Star } from 'lucide-react';
import type { Profile } from '@flowmind/core/contracts/profile';
import type { ProgressOverview } from '@flowmind/core/contracts/progress';
import { goalLabel, headerGoals } from '@flowmind/core/profile';
import { Card } from '../../../components/ui/Card';
import { ProgressBar } from '../../../components/ui/ProgressBar';

function initials(profile: Profile): string {
  const letters = `${profile.firstName.trim().charAt(0)}${profile.lastName.trim().charAt(0)}`;
  return letters.toUpperCase() || profile.email.charAt(0).toUpperCase() || '?';
}

/** The header: avatar, name, email, up to 3 goals then '+N more', level with XP, and the streak. */
export function ProfileHeader({
  profile,
  progress,
  progressPending,
}: {
  profile: Profile;
  progress: ProgressOverview | undefined;
  /** Stats still loading: placeholders rather than a level 1 that would then jump. */
  progressPending: boolean;
}) {
  const goals = headerGoals(profile.goals);
  // Stats that failed to load show as a fresh start: level 1, 0 XP and no streak.
  const stats = progress?.stats ?? {
    level: 1,
    xpProgress: 0,
    streakCount: 0,
    totalXP: 0,
    xpToNextLevel: 100,
  };
  const displayName = profile.name.trim() || profile.email;

  return (
    <Card data-testid="profile-header" className="relative overflow-hidden p-5 sm:p-7">
      <div
        aria-hidden
        className="pointer-events-none absolute -right-24 -top-24 size-64 rounded-full bg-teal-300/10 blur-3xl"
      />
      <div className="relative flex items-center gap-4 sm:gap-5">
        <span
          aria-hidden
          className="flex size-16 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-teal-300 to-indigo-400 text-xl font-bold text-slate-950 ring-4 ring-white/10 sm:size-20 sm:text-2xl"
        >
          {initials(profile)}
        </span>
        <div className="min-w-0 flex-1">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-white sm:text-3xl">
            {displayName}
          </h1>
          <p className="truncate text-sm text-slate-300">{profile.email}</p>
        </div>
      </div>
      {profile.goals.length > 0 ? (
        <ul aria-label="Your goals" className="relative mt-4 flex flex-wrap gap-2">
          {goals.shown.map((goal) => (
            <li
              key={goal}
              className="max-w-full truncate rounded-full border border-teal-300/25 bg-teal-300/10 px-3 py-1 text-xs font-medium text-teal-100"
            >
              {goalLabel(goal)}
            </li>
          ))}
          {goals.more > 0 && (
            <li className="rounded-full border border-white/15 bg-white/5 px-3 py-1 text-xs font-medium text-slate-200">
              +{goals.more} more
            </li>
          )}
        </ul>
      ) : (
        <p className="relative mt-4 text-sm text-slate-400">No goals yet: add some with Edit Profile.</p>
      )}

      <dl className="relative mt-5 grid grid-cols-2 gap-3">
        <StatTile
          icon={<Star className="size-4 text-amber-200" aria-hidden />}
          label="Level"
          pending={progressPending}
        >
          <span className="text-2xl font-semibold text-white">{stats.level}</span>{' '}
          <span className="ml-2 text-sm text-slate-300">{stats.xpProgress}/100 XP</span>
          <ProgressBar
            label="XP toward the next level"
            value={stats.xpProgress}
            max={100}
            className="mt-2 h-1.5"
          />
        </StatTile>
        <StatTile
          icon={<Flame className="size-4 text-orange-300" aria-hidden />}
          label="Streak"
          pending={progressPending}
        >
          <span className="text-2xl font-semibold text-white">{stats.streakCount}</span>{' '}
          <span className="ml-2 text-sm text-slate-300">{stats.streakCount === 1 ? 'day' : 'days'}</span>
        </StatTile>
      </dl>
    </Card>
  );
}

/** One figure of the header, with a placeholder while the stats load. */
function StatTile({
  icon,
  label,
  pending,
  children,
}: {
  icon: ReactNode;
  label: string;
  pending: boolean;
  children: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-white/10 bg-white/5 p-4">
      <dt className="flex items-center gap-2 text-sm text-slate-300">
        {icon}
        {label}
      </dt>
      <dd className="mt-1">
        {pending ? (
          <span className="block py-1">
            <span className="sr-only">Loading...</span>
            <span
              aria-hidden
              className="block h-6 w-20 animate-pulse rounded-lg bg-white/10 motion-reduce:animate-none"
            />
          </span>
        ) : (
          children
        )}
      </dd>
    </div>
  );
}
