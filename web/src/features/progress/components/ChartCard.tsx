import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/Card';
import { SkeletonBlock } from './states';

/**
 * The card of a chart tab: its title and what it shows, an action on the right, the figures, and the chart
 * (or its loading, error or empty state), announced as it changes.
 */
export function ChartCard({
  title,
  description,
  action,
  figures,
  children,
}: {
  title: string;
  description: string;
  action: ReactNode;
  figures: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 className="text-lg font-semibold tracking-tight text-white">{title}</h2>
          <p className="mt-0.5 text-sm text-slate-300">{description}</p>
        </div>
        {action}
      </div>
      {figures}
      <div className="mt-5" aria-live="polite">
        {children}
      </div>
    </Card>
  );
}

export type Figure = { label: string; value: number | null | undefined; note: string };

/** Three figures in a row above a chart, with placeholders while they load; nothing when there are none. */
export function FigureTiles({ figures, pending }: { figures: Figure[]; pending: boolean }) {
  if (pending)
    return (
      <div aria-hidden className="mt-4 grid grid-cols-3 gap-2.5">
        <SkeletonBlock className="h-16" />
        <SkeletonBlock className="h-16" />
        <SkeletonBlock className="h-16" />
      </div>
    );
  if (figures.length === 0) return null;
  return (
    <dl className="mt-4 grid grid-cols-3 gap-2.5">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-2xl border border-white/10 bg-white/5 px-3 py-2.5">
          <dt className="text-xs text-slate-400">{figure.label}</dt>
          <dd className="mt-0.5">
            <span className="text-xl font-semibold tabular-nums text-white">{figure.value}</span>
            <span className="ml-1.5 text-xs text-slate-300">{figure.note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}
