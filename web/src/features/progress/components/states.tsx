import type { ReactNode } from 'react';
import { RotateCcw, TriangleAlert } from 'lucide-react';
import { Button } from '../../../components/ui/Button';
import { cn } from '../../../components/ui/cn';

/** A pulsing placeholder block (still under reduced motion). */
export function SkeletonBlock({ className }: { className?: string }) {
  return (
    <span
      className={cn('block animate-pulse rounded-2xl bg-white/10 motion-reduce:animate-none', className)}
    />
  );
}

const SKELETON_BARS = [40, 65, 30, 80, 55, 70, 45, 60, 35, 75];

/** Stand-in for a chart while its data loads; announces what is loading. */
export function ChartSkeleton({ label }: { label: string }) {
  return (
    <div aria-busy="true" data-testid="chart-skeleton">
      <p role="status" className="sr-only">
        {label}
      </p>
      <div aria-hidden className="flex h-52 items-end gap-2 sm:h-60">
        {SKELETON_BARS.map((height, index) => (
          <span key={index} className="block flex-1" style={{ height: `${height}%` }}>
            <SkeletonBlock className="h-full rounded-lg" />
          </span>
        ))}
      </div>
    </div>
  );
}

/** What failed to load, said plainly, with a way to try again. */
export function LoadError({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div
      role="alert"
      className="flex flex-wrap items-start gap-3 rounded-2xl border border-rose-300/25 bg-rose-500/10 p-4 sm:items-center"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-rose-200 sm:mt-0" aria-hidden />
      <p className="min-w-0 flex-1 basis-52 text-sm text-rose-100">{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} pending={retrying} className="ml-8 sm:ml-0">
        {!retrying && <RotateCcw className="size-4" aria-hidden />}
        {retrying ? 'Retrying...' : 'Retry'}
      </Button>
    </div>
  );
}

/** An encouraging empty state: what will appear here and how to get started. */
export function EmptyState({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-white/15 bg-white/[0.03] px-5 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-teal-300/15 text-teal-200">
        {icon}
      </span>
      <h3 className="text-lg font-semibold text-white">{title}</h3>
      <p className="max-w-sm text-sm text-slate-300">{text}</p>
      {action && <div className="mt-1">{action}</div>}
    </div>
  );
}
