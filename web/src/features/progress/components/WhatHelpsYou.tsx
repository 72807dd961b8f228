import { Moon, Sparkles, Sprout, Sun, Sunrise, Sunset, type LucideIcon } from 'lucide-react';
import {
  INSIGHT_MIN_SESSIONS,
  type PracticeInsights,
  type TimeOfDay,
} from '@flowmind/core/contracts/insights';
import { CategoryIcon } from '../../../components/practices/CategoryIcon';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { IconTile } from '../../../components/ui/IconTile';
import { LoadError, SkeletonBlock } from './states';

const TIME_OF_DAY_ICONS: Record<TimeOfDay, LucideIcon> = {
  morning: Sunrise,
  afternoon: Sun,
  evening: Sunset,
  night: Moon,
};

/** A mood change as a figure: '+1.8', '0.0', '−0.5' (a true minus sign, as screen readers say it). */
export function formatMoodChange(change: number): string {
  if (change > 0) return `+${change.toFixed(1)}`;
  if (change < 0) return `−${Math.abs(change).toFixed(1)}`;
  return '0.0';
}

const sessionsLabel = (sessions: number) => (sessions === 1 ? '1 session' : `${sessions} sessions`);

/** A lift reads warm, no change plain, a drop soft amber: never alarming red. */
function changeTone(change: number): string {
  if (change > 0) return 'text-teal-200';
  if (change < 0) return 'text-amber-200';
  return 'text-slate-200';
}

/** One row of figures: what it is and its sentence on the left, the average change and sessions on the right. */
function InsightRow({
  icon,
  name,
  detail,
  change,
  sessions,
}: {
  icon: React.ReactNode;
  name: string;
  detail: string;
  change: number;
  sessions: number;
}) {
  return (
    <li className="flex items-start gap-3 rounded-2xl border border-white/10 bg-white/5 p-3 sm:p-3.5">
      {icon}
      <div className="min-w-0 flex-1">
        <p className="font-medium text-white">{name}</p>
        <p className="mt-0.5 text-sm text-slate-300">{detail}</p>
      </div>
      <div className="shrink-0 text-right">
        <p className={cn('text-xl font-semibold tabular-nums leading-tight', changeTone(change))}>
          {formatMoodChange(change)}
        </p>
        <p className="text-xs text-slate-400">{sessionsLabel(sessions)}</p>
      </div>
    </li>
  );
}

/** Before any insight: how many measured sessions there are, and what makes one count. */
function NotYet({ measured }: { measured: number }) {
  const title =
    measured < INSIGHT_MIN_SESSIONS
      ? `Tell us how you feel before and after ${INSIGHT_MIN_SESSIONS} practices to see what helps you.`
      : 'Keep telling us how you feel before and after your practices.';
  const progress =
    measured < INSIGHT_MIN_SESSIONS
      ? `${measured} of ${INSIGHT_MIN_SESSIONS} so far.`
      : `${measured} so far. What helps shows once one practice, one kind of practice or one time of day has ${INSIGHT_MIN_SESSIONS} of them.`;
  return (
    <div className="flex items-start gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-4">
      <IconTile icon={Sprout} className="size-10 shrink-0 rounded-xl bg-teal-300/15 text-teal-200" />
      <div className="min-w-0">
        <p className="font-medium text-white">{title}</p>
        <p className="mt-0.5 text-sm text-slate-300">{progress}</p>
        {measured < INSIGHT_MIN_SESSIONS && (
          <div aria-hidden className="mt-3 flex gap-1.5">
            {Array.from({ length: INSIGHT_MIN_SESSIONS }, (_, index) => (
              <span
                key={index}
                className={cn('h-1.5 w-8 rounded-full', index < measured ? 'bg-teal-300' : 'bg-white/10')}
              />
            ))}
          </div>
        )}
        <p className="mt-3 text-sm text-slate-300">
          Answer &lsquo;How do you feel right now?&rsquo; before you begin, and how you feel when you finish.
        </p>
        <ButtonLink to="/plan" variant="secondary" size="sm" className="mt-3">
          <Sparkles className="size-4" aria-hidden />
          Start today&apos;s plan
        </ButtonLink>
      </div>
    </div>
  );
}

function Insights({ insights }: { insights: PracticeInsights }) {
  const best = insights.best_time_of_day;
  return (
    <div className="space-y-5">
      {best && (
        <div
          data-testid="best-time-of-day"
          className="flex items-start gap-3 rounded-2xl border border-teal-300/25 bg-teal-400/10 p-4"
        >
          <IconTile
            icon={TIME_OF_DAY_ICONS[best.time_of_day]}
            className="size-10 shrink-0 rounded-xl bg-teal-300/20 text-teal-100"
          />
          <div className="min-w-0">
            <p className="font-semibold text-white">Time of day</p>
            <p className="mt-0.5 text-sm text-slate-200">{best.sentence}</p>
          </div>
        </div>
      )}

      <section aria-labelledby="what-helps-practices">
        <h3 id="what-helps-practices" className="text-sm font-semibold text-slate-200">
          By practice
        </h3>
        {insights.practices.length > 0 ? (
          <ul className="mt-2.5 space-y-2.5">
            {insights.practices.map((practice) => (
              <InsightRow
                key={practice.practice_id}
                icon={
                  <CategoryIcon categoryName={practice.category_name} size="sm" className="max-sm:hidden" />
                }
                name={practice.practice_name}
                detail={
                  practice.average_rating === null
                    ? practice.sentence
                    : `${practice.sentence} You rated it ${practice.average_rating} out of 10 for helpfulness.`
                }
                change={practice.average_mood_change}
                sessions={practice.sessions}
              />
            ))}
          </ul>
        ) : (
          <p className="mt-1.5 text-sm text-slate-300">
            A practice shows here once you have told us how you felt before and after it{' '}
            {INSIGHT_MIN_SESSIONS} times.
          </p>
        )}
      </section>

      {insights.categories.length > 0 && (
        <section aria-labelledby="what-helps-categories">
          <h3 id="what-helps-categories" className="text-sm font-semibold text-slate-200">
            By kind of practice
          </h3>
          <ul className="mt-2.5 space-y-2.5">
            {insights.categories.map((category) => (
              <InsightRow
                key={category.category_name}
                icon={
                  <CategoryIcon categoryName={category.category_name} size="sm" className="max-sm:hidden" />
                }
                name={category.category_name}
                detail={category.sentence}
                change={category.average_mood_change}
                sessions={category.sessions}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/**
 * 'What helps you': the average mood change (after minus before) per practice and per kind of practice,
 * and the time of day that works best, each once it rests on INSIGHT_MIN_SESSIONS sessions where the
 * person told how they felt before and after; until then, how many such sessions there are.
 */
export function WhatHelpsYou({
  insights,
  isPending,
  error,
  onRetry,
  retrying,
}: {
  insights: PracticeInsights | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  let body: React.ReactNode;
  if (isPending)
    body = (
      <div aria-busy="true">
        <p role="status" className="sr-only">
          Loading what helps you...
        </p>
        <SkeletonBlock className="h-24" />
      </div>
    );
  else if (!insights)
    body = (
      <LoadError what="insights on what helps you" error={error} onRetry={onRetry} retrying={retrying} />
    );
  else if (insights.practices.length === 0 && insights.categories.length === 0 && !insights.best_time_of_day)
    body = <NotYet measured={insights.measured_sessions} />;
  else body = <Insights insights={insights} />;

  return (
    <Card className="p-5 sm:p-6" data-testid="what-helps-you">
      <h2 className="text-lg font-semibold tracking-tight text-white">What helps you</h2>
      <p className="mt-0.5 text-sm text-slate-300">
        How your mood changes with each practice, from the sessions where you told us how you felt before and
        after.
      </p>
      <div className="mt-4" aria-live="polite">
        {body}
      </div>
    </Card>
  );
}
