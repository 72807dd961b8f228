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

/** What failed to load, said plainly with the reason the request gave, and a way to try again. */
export function LoadError({
  what,
  error,
  onRetry,
  retrying,
}: {
  /** What could not be loaded, as in 'We couldn't load your …'. */
  what: string;
  error: Error | null | undefined;
  onRetry: () => void;
  retrying: boolean;
}) {
  const message = `We couldn't load your ${what}. ${error?.message ?? ''}`.trim();
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

/** The load error of one query, retried by fetching it again. */
export function QueryLoadError({
  what,
  query,
}: {
  what: string;
  query: { error: Error | null; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <LoadError
      what={what}
      error={query.error}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
