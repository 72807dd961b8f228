import { ErrorFallback } from '../components/ui/ErrorBoundary';

/** Router-level fallback for errors outside the page boundary; retrying reloads the page. */
export function RouteErrorPage() {
  return (
    <div className="flex min-h-dvh items-center justify-center">
      <ErrorFallback onRetry={() => window.location.reload()} />
    </div>
  );
}
