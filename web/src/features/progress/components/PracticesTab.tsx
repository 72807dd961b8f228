import { useMemo } from 'react';
import { Sparkles } from 'lucide-react';
import { CategoryIcon } from '../../../components/practices/CategoryIcon';
import { ButtonLink } from '../../../components/ui/Button';
import { Card } from '../../../components/ui/Card';
import { cn } from '../../../components/ui/cn';
import { useCompletionSummary, useRecentCompletions } from '../../../api/practices';
import { BUCKET_LABELS, CHART_DAYS, categoryTotals, dailyPracticeCounts } from '../chart-data';
import { BUCKET_COLOURS, PracticeChart } from './PracticeChart';
import { ChartSkeleton, EmptyState, LoadError, SkeletonBlock } from './states';

/** Practices tab: daily counts over 14 days from 0 in whole steps, and totals per category. */
export function PracticesTab({ today }: { today: string }) {
  const completions = useRecentCompletions(CHART_DAYS);
  const summary = useCompletionSummary(CHART_DAYS);
  const days = useMemo(
    () => (completions.data ? dailyPracticeCounts(completions.data, today) : undefined),
    [completions.data, today],
  );
  const totals = days ? categoryTotals(days) : [];
  const recentTotal = totals.reduce((sum, total) => sum + total.count, 0);

  let body: React.ReactNode;
  if (completions.isPending) body = <ChartSkeleton label="Loading your practice chart..." />;
  else if (!days)
    body = (
      <LoadError
        message={`We couldn't load your practices. ${completions.error?.message ?? ''}`.trim()}
        onRetry={() => void completions.refetch()}
        retrying={completions.isFetching}
      />
    );
  else if (recentTotal === 0)
    body = (
      <EmptyState
        icon={<Sparkles className="size-6" aria-hidden />}
        title="No practices in the last 14 days yet"
        text="A few minutes is all it takes. Each practice you finish shows up here, day by day and by category."
        action={
          <ButtonLink to="/plan" size="sm">
            <Sparkles className="size-4" aria-hidden />
            Start today&apos;s plan
          </ButtonLink>
        }
      />
    );
  else
    body = (
      <>
        <PracticeChart days={days} />
        <ul aria-label="Practices by category" className="mt-5 grid grid-cols-2 gap-2.5 sm:grid-cols-3">
          {totals.map(({ bucket, count }) => (
            <li
              key={bucket}
              className="flex items-center gap-3 rounded-2xl border border-white/10 bg-white/5 px-3 py-2.5"
            >
              <CategoryIcon categoryName={BUCKET_LABELS[bucket]} size="sm" className="max-sm:hidden" />
              <span className="min-w-0">
                <span className="flex items-center gap-1.5 text-sm text-slate-200">
                  <span
                    aria-hidden
                    className={cn('size-2 shrink-0 rounded-full', BUCKET_COLOURS[bucket].swatch)}
                  />
                  <span className="truncate">{BUCKET_LABELS[bucket]}</span>
                </span>
                <span className="block text-lg font-semibold leading-tight tabular-nums text-white">
                  {count}
                </span>
              </span>
            </li>
          ))}
        </ul>
      </>
    );

  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold tracking-tight text-white">Practices, last 14 days</h2>
          <p className="mt-0.5 text-sm text-slate-300">Practices you completed each day, by category.</p>
        </div>
        <ButtonLink to="/plan" variant="secondary" size="sm">
          <Sparkles className="size-4" aria-hidden />
          Practice
        </ButtonLink>
      </div>
      {/* A person with no practice at all sees the encouragement alone, not a row of zeros. */}
      {!(days && recentTotal === 0 && summary.data?.allTime.total === 0) && (
        <PracticeTotals
          recent={days ? recentTotal : undefined}
          todayMinutes={summary.data?.today.totalMinutes}
          allTime={summary.data?.allTime.total}
          pending={completions.isPending || summary.isPending}
        />
      )}
      <div className="mt-5" aria-live="polite">
        {body}
      </div>
    </Card>
  );
}

function PracticeTotals({
  recent,
  todayMinutes,
  allTime,
  pending,
}: {
  recent: number | undefined;
  todayMinutes: number | undefined;
  allTime: number | undefined;
  pending: boolean;
}) {
  if (pending)
    return (
      <div aria-hidden className="mt-4 grid grid-cols-3 gap-2.5">
        <SkeletonBlock className="h-16" />
        <SkeletonBlock className="h-16" />
        <SkeletonBlock className="h-16" />
      </div>
    );
  const items = [
    { label: 'Last 14 days', value: recent, unit: recent === 1 ? 'practice' : 'practices' },
    { label: 'Today', value: todayMinutes, unit: 'min' },
    { label: 'All time', value: allTime, unit: allTime === 1 ? 'practice' : 'practices' },
  ].filter((item) => item.value !== undefined);
  if (items.length === 0) return null;
  return (
    <dl className="mt-4 grid grid-cols-3 gap-2.5">
      {items.map((item) => (
        <div key={item.label} className="rounded-2xl border border-white/10 bg-white/5 px-3 py-2.5">
          <dt className="text-xs text-slate-400">{item.label}</dt>
          <dd className="mt-0.5">
            <span className="text-xl font-semibold tabular-nums text-white">{item.value}</span>
            <span className="ml-1.5 text-xs text-slate-300">{item.unit}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
