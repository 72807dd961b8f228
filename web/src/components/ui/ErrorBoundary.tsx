import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertTriangle } from 'lucide-react';
import { buttonClasses } from './button-classes';
import { IconTile } from './IconTile';

type ErrorBoundaryProps = {
  children: ReactNode;
  onReset?: () => void;
  /** What to show instead of 'Something went wrong' for a caught error; `retry` renders the children again. */
  fallback?: (error: Error, retry: () => void) => ReactNode;
};
type ErrorBoundaryState = { error: Error | null };

/** Catches render errors below it and shows 'Something went wrong' (or `fallback`) with a Try Again button. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): ErrorBoundaryState {
    return { error };
  }

  override componentDidCatch(_error: Error, _info: ErrorInfo) {
    // React already reports the error; nothing else to record without analytics.
  }

  private readonly reset = () => {
    this.props.onReset?.();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    if (this.props.fallback) return this.props.fallback(error, this.reset);
    return <ErrorFallback onRetry={this.reset} />;
  }
}

export function ErrorFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto flex max-w-md flex-col items-center gap-4 px-6 py-16 text-center">
      <IconTile icon={AlertTriangle} size="lg" className="bg-amber-400/10 text-amber-300" />
      <h2 className="text-xl font-semibold text-white">Something went wrong</h2>
      <p className="text-slate-300">We encountered an error loading this component.</p>
      <button type="button" className={buttonClasses()} onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
