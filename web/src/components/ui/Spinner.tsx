import { cn } from './cn';

type SpinnerProps = { size?: 'sm' | 'md' | 'lg'; label?: string; className?: string };

const sizes = { sm: 'size-4 border-2', md: 'size-6 border-2', lg: 'size-10 border-3' };

/** A spinning ring. Decorative unless a label is given. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <span
      role={label ? 'status' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      className={cn(
        'inline-block animate-spin rounded-full border-current border-r-transparent motion-reduce:animate-[spin_1.5s_linear_infinite]',
        sizes[size],
        className,
      )}
    />
  );
}

/** A page's content loading inside the app: a large labelled spinner, centred with room around it. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-16 text-teal-300">
      <Spinner size="lg" label={label} />
    </div>
  );
}
