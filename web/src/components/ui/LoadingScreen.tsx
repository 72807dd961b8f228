import { LogoMark } from './Logo';
import { Spinner } from './Spinner';

/** Full-screen loading state shown while the auth state or a route's code loads. */
export function LoadingScreen({ message = 'Loading your experience...' }: { message?: string }) {
  return (
    <div
      className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center"
      role="status"
      aria-live="polite"
    >
      <LogoMark className="size-14 animate-pulse motion-reduce:animate-none" />
      <p className="text-2xl font-semibold tracking-tight text-white">Flowmind</p>
      <p className="flex items-center gap-2.5 text-slate-300">
        <Spinner size="sm" className="text-teal-300" />
        {message}
      </p>
    </div>
  );
}
