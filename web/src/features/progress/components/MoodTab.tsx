import { useMemo, useRef, useState } from 'react';
import {
  HeartHandshake,
  Lightbulb,
  MessageCircle,
  SmilePlus,
  Sparkles,
  TrendingUp,
  Waves,
} from 'lucide-react';
import type { MoodStats } from '@flowmind/core/contracts/mood';
import { MOOD_INSIGHTS_MIN_ENTRIES, moodLabel } from '@flowmind/core/mood';
import { MoodDialog } from '../../../components/mood/MoodDialog';
import { Button, ButtonLink, buttonClasses } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { useMoodHistory, useMoodStats } from '../../../api/mood';
import { CHART_DAYS, formatLongDay, moodSeries } from '../chart-data';
import { MoodChart } from './MoodChart';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ChartCard, FigureTiles, type Figure } from './ChartCard';
import { ChartSkeleton, LoadError, QueryLoadError, SkeletonBlock } from './states';
import { IconTile } from '../../../components/ui/IconTile';

const timeFormat = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
const formatTime = (instant: Date) => timeFormat.format(instant);

/** Mood tab: the 14-day chart on a 1-10 axis, the averages, and insights from 3 entries on. */
export function MoodTab({ today }: { today: string }) {
  const history = useMoodHistory(CHART_DAYS);
  const stats = useMoodStats(CHART_DAYS);
  const [dialogOpen, setDialogOpen] = useState(false);
  const logButtonRef = useRef<HTMLButtonElement>(null);
  const series = useMemo(
    () => (history.data ? moodSeries(history.data, today, formatTime) : undefined),
    [history.data, today],
  );

  let chart: React.ReactNode;
  if (history.isPending) chart = <ChartSkeleton label="Loading your mood chart..." />;
  else if (!series) chart = <QueryLoadError what="mood history" query={history} />;
  else if (series.points.length === 0)
    chart = (
      <EmptyState
        icon={<SmilePlus className="size-6" aria-hidden />}
        title="Your mood chart starts with one check-in"
        text="Log how you feel and your moods over the last two weeks will appear here, ready to show you patterns."
        action={
          <Button size="sm" onClick={() => setDialogOpen(true)}>
            <SmilePlus className="size-4" aria-hidden />
            Log Mood
          </Button>
        }
      />
    );
  else chart = <MoodChart series={series} />;

  return (
    <div className="space-y-5">
      <ChartCard
        title="Mood, last 14 days"
        description={
          series?.mode === 'times' && series.day
            ? `Your check-ins on ${formatLongDay(series.day)}, by time, on a 1-10 scale.`
            : 'Your average mood each day you checked in, on a 1-10 scale.'
        }
        action={
          <button
            ref={logButtonRef}
            type="button"
            className={buttonClasses('secondary', 'sm')}
            onClick={() => setDialogOpen(true)}
          >
            <SmilePlus className="size-4" aria-hidden />
            Log Mood
          </button>
        }
        figures={<FigureTiles figures={moodFigures(stats.data)} pending={stats.isPending} />}
      >
        {chart}
      </ChartCard>

      <MoodInsights
        stats={stats.data}
        pending={stats.isPending}
        error={stats.error}
        onRetry={() => void stats.refetch()}
        retrying={stats.isFetching}
      />

      <MoodDialog open={dialogOpen} onClose={() => setDialogOpen(false)} returnFocusRef={logButtonRef} />
    </div>
  );
}

function moodFigures(stats: MoodStats | undefined): Figure[] {
  if (!stats || stats.averageMood === null) return [];
  return [
    { label: 'Average mood', value: stats.averageMood, note: moodLabel(stats.averageMood) },
    { label: 'Energy', value: stats.averageEnergy, note: 'average' },
    { label: 'Stress', value: stats.averageStress, note: 'average' },
  ];
}

const INSIGHT_LOOKS = {
  positive: {
    title: 'Positive',
    icon: TrendingUp,
    tone: 'border-teal-300/25 bg-teal-400/10',
    iconTone: 'bg-teal-300/20 text-teal-100',
  },
  moderate: {
    title: 'Moderate',
    icon: Waves,
    tone: 'border-sky-300/25 bg-sky-400/10',
    iconTone: 'bg-sky-300/20 text-sky-100',
  },
  needs_improvement: {
    title: 'Needs improvement',
    icon: HeartHandshake,
    tone: 'border-amber-300/25 bg-amber-400/10',
    iconTone: 'bg-amber-300/20 text-amber-100',
  },
} as const;

/** Insights: positive from an average of 7, moderate from 5, otherwise needs improvement. */
function MoodInsights({
  stats,
  pending,
  error,
  onRetry,
  retrying,
}: {
  stats: MoodStats | undefined;
  pending: boolean;
  error: Error | null;
  onRetry: () => void;
  retrying: boolean;
}) {
  let body: React.ReactNode;
  if (pending) body = <SkeletonBlock className="h-20" />;
  else if (!stats) body = <LoadError what="insights" error={error} onRetry={onRetry} retrying={retrying} />;
  else if (!stats.insight) {
    const count = stats.entryCount;
    body = (
      <div className="flex items-start gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-4">
        <IconTile icon={Lightbulb} className="size-10 shrink-0 rounded-xl bg-indigo-300/15 text-indigo-200" />
        <div>
          <p className="font-medium text-white">
            Insights unlock after {MOOD_INSIGHTS_MIN_ENTRIES} check-ins
          </p>
          <p className="mt-0.5 text-sm text-slate-300">
            {count === 0
              ? 'Log your mood a few times and we’ll show you how you’re doing.'
              : `You have ${count} of ${MOOD_INSIGHTS_MIN_ENTRIES} in the last 14 days. A couple more and we’ll show you the trend.`}
          </p>
          <div aria-hidden className="mt-3 flex gap-1.5">
            {Array.from({ length: MOOD_INSIGHTS_MIN_ENTRIES }, (_, index) => (
              <span
                key={index}
                className={cn('h-1.5 w-8 rounded-full', index < count ? 'bg-indigo-300' : 'bg-white/10')}
              />
            ))}
          </div>
        </div>
      </div>
    );
  } else {
    const look = INSIGHT_LOOKS[stats.insight.level];
    const Icon = look.icon;
    body = (
      <div
        data-testid="mood-insight"
        className={cn('flex items-start gap-3 rounded-2xl border p-4', look.tone)}
      >
        <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', look.iconTone)}>
          <Icon className="size-5" aria-hidden />
        </span>
        <div className="min-w-0">
          <p className="font-semibold text-white">{look.title}</p>
          <p className="mt-0.5 text-sm text-slate-200">{stats.insight.message}</p>
          {stats.insight.level === 'needs_improvement' && (
            <ButtonLink to="/chat" variant="secondary" size="sm" className="mt-3">
              <MessageCircle className="size-4" aria-hidden />
              Talk with your coach
            </ButtonLink>
          )}
          {stats.insight.level === 'moderate' && (
            <ButtonLink to="/plan" variant="secondary" size="sm" className="mt-3">
              <Sparkles className="size-4" aria-hidden />
              Try today&apos;s practice
            </ButtonLink>
          )}
        </div>
      </div>
    );
  }

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold tracking-tight text-white">Insights</h2>
      <p className="mt-0.5 text-sm text-slate-300">Based on your check-ins over the last 14 days.</p>
      <div className="mt-4" aria-live="polite">
        {body}
      </div>
    </Card>
  );
}
