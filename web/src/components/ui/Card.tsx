import type { HTMLAttributes } from 'react';
import { cn } from './cn';

/** A soft, translucent surface for grouping content. */
export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return (
    <div
      className={cn(
        'rounded-3xl border border-white/10 bg-white/[0.06] shadow-xl shadow-black/20 backdrop-blur-xl',
        className,
      )}
      {...rest}
    />
  );
}
