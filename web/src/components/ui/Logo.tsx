import { cn } from './cn';

/** The Flowmind mark: two flowing waves inside a soft gradient disc. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8 shrink-0', className)}>
      <defs>
        <linearGradient id="fm-mark" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5eead4" />
          <stop offset="1" stopColor="#818cf8" />
        </linearGradient>
      </defs>
      <circle cx="16" cy="16" r="15" fill="url(#fm-mark)" />
      <path
        d="M6 17c3-4 6-4 9 0s6 4 11 0"
        fill="none"
        stroke="#0b1026"
        strokeWidth="2.4"
        strokeLinecap="round"
      />
      <path
        d="M6 12c3-3 6-3 9 0s6 3 11 0"
        fill="none"
        stroke="#0b1026"
        strokeOpacity=".45"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

export function Wordmark({ className }: { className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2.5 text-lg font-semibold tracking-tight text-white',
        className,
      )}
    >
      <LogoMark />
      Flowmind
    </span>
  );
}
