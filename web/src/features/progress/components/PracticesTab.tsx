import { useMemo } from 'react';
import { Sparkles } from 'lucide-react';
import { CategoryIcon } from '../../../components/practices/CategoryIcon';
import { ButtonLink } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';
import { useCompletionSummary, useRecentCompletions } from '../../../api/practices';
import { BUCKET_LABELS, CHART_DAYS, categoryTotals, dailyPracticeCounts } from '../chart-data';
import { BUCKET_COLOURS, PracticeChart } from './PracticeChart';
import { EmptyState } from '../../../components/ui/EmptyState';
import { ChartCard, FigureTiles, type Figure } from './ChartCard';
import { ChartSkeleton, QueryLoadError } from './states';

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
  else if (!days) body = <QueryLoadError what="practices" query={completions} />;
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
    <ChartCard
      title="Practices, last 14 days"
      description="Practices you completed each day, by category."
      action={
        <ButtonLink to="/plan" variant="secondary" size="sm">
          <Sparkles className="size-4" aria-hidden />
          Practice
        </ButtonLink>
      }
      figures={
        // A person with no practice at all sees the encouragement alone, not a row of zeros.
        !(days && recentTotal === 0 && summary.data?.allTime.total === 0) && (
          <FigureTiles
            figures={practiceFigures(
              days ? recentTotal : undefined,
              summary.data?.today.totalMinutes,
              summary.data?.allTime.total,
            )}
            pending={completions.isPending || summary.isPending}
          />
        )
      }
    >
      {body}
    </ChartCard>
  );
}

/** The figures that are known: the last 14 days once the chart loads, today and all time with the summary. */
function practiceFigures(
  recent: number | undefined,
  todayMinutes: number | undefined,
  allTime: number | undefined,
): Figure[] {
  return [
    { label: 'Last 14 days', value: recent, note: recent === 1 ? 'practice' : 'practices' },
    { label: 'Today', value: todayMinutes, note: 'min' },
    { label: 'All time', value: allTime, note: allTime === 1 ? 'practice' : 'practices' },
  ].filter((figure) => figure.value !== undefined);
}
