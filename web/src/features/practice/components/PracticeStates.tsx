import type { ReactNode } from 'react';
import { AlertTriangle, SearchX } from 'lucide-react';
import { ErrorBoundary, ErrorFallback } from '../../../components/ui/ErrorBoundary';
import { Button, ButtonLink } from '../../../components/ui/Button';
import { Spinner } from '../../../components/ui/Spinner';
import { IconTile } from '../../../components/ui/IconTile';

/** A practice whose data has not arrived yet: 'Loading practice...'. */
export function LoadingPractice() {
  return (
    <div role="status" className="flex flex-col items-center gap-4 py-20 text-center">
      <Spinner size="lg" className="text-teal-300" />
      <p className="text-lg text-slate-200">Loading practice...</p>
    </div>
  );
}

/**
 * The practice system could not initialise (its data or its player's code failed to load): the begin button
 * reads 'Practice System Unavailable' and Try Again starts over.
 */
export function PracticeUnavailable({ name, onRetry }: { name?: string; onRetry: () => void }) {
  return (
    <section
      aria-labelledby="practice-unavailable-heading"
      className="mx-auto max-w-xl animate-fade-up rounded-3xl border border-white/10 bg-white/[0.06] p-6 text-center shadow-xl shadow-black/20 sm:p-8"
    >
      <IconTile icon={AlertTriangle} size="lg" className="mx-auto bg-amber-400/10 text-amber-300" />
      <h1 id="practice-unavailable-heading" className="mt-5 text-2xl font-semibold tracking-tight text-white">
        {name ?? "This practice can't start right now"}
      </h1>
      <p role="alert" className="mt-2 text-slate-300">
        We couldn&apos;t get this practice ready. Check your connection and try again.
      </p>
      <div className="mt-7 flex flex-col items-center gap-3">
        <Button size="lg" variant="secondary" disabled className="w-full sm:w-auto">
          Practice System Unavailable
        </Button>
        <Button onClick={onRetry}>Try Again</Button>
      </div>
    </section>
  );
}

export function PracticeNotFound() {
  return (
    <section className="mx-auto max-w-xl animate-fade-up py-6 text-center">
      <IconTile icon={SearchX} size="lg" className="mx-auto bg-amber-400/10 text-amber-300" />
      <h1 className="mt-5 text-2xl font-semibold tracking-tight text-white">Practice not found</h1>
      <p className="mt-2 text-slate-300">This practice does not exist or is no longer available.</p>
      <div className="mt-7 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/practice">See your practices</ButtonLink>
      </div>
    </section>
  );
}

/** A lazily loaded player's code failing to arrive, e.g. offline or after a new release. */
function isCodeLoadError(error: Error): boolean {
  return /dynamically imported module|Importing a module script failed|error loading dynamically|ChunkLoadError|Failed to fetch/i.test(
    `${error.name} ${error.message}`,
  );
}

/**
 * Around a player: a player whose code cannot load makes the practice system unavailable (a reload fetches
 * the code again); any other render error shows the app's 'Something went wrong' with Try Again.
 */
export function PlayerBoundary({ children, name }: { children: ReactNode; name?: string }) {
  return (
    <ErrorBoundary
      fallback={(error, retry) =>
        isCodeLoadError(error) ? (
          <PracticeUnavailable name={name} onRetry={() => window.location.reload()} />
        ) : (
          <ErrorFallback onRetry={retry} />
        )
      }
    >
      {children}
    </ErrorBoundary>
  );
}
