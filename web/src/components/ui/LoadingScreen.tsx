import { cn } from './cn';
import { LogoMark } from './Logo';
import { Spinner } from './Spinner';

/** Full-screen loading state shown while the auth state or a route's code loads. */
export function LoadingScreen({
  message = 'Loading your experience...',
  className,
}: {
  message?: string;
  /** Replaces the full-screen height, e.g. when shown inside the app shell. */
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center justify-center gap-5 px-6 text-center',
        className ?? 'min-h-dvh',
      )}
      role="status"
      aria-live="polite"
    >
      <LogoMark className="size-14 animate-pulse motion-reduce:animate-none" />
      {/* The page's only heading until its content arrives (axe: a page has a level-one heading). */}
      <h1 className="text-2xl font-semibold tracking-tight text-white">Flowmind</h1>
      <p className="flex items-center gap-2.5 text-slate-300">
        <Spinner size="sm" className="text-teal-300" />
        {message}
      </p>
    </div>
  );
}
