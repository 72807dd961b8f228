import type { ComponentType } from 'react';
import { cn } from './cn';

/** The two common tiles: a stage's or a message's lead icon (lg), and a card's or a notice's (md). */
const SIZES = {
  md: { box: 'size-12 rounded-2xl', icon: 'size-6' },
  lg: { box: 'size-14 rounded-2xl', icon: 'size-7' },
} as const;

/**
 * An icon centred on a rounded coloured square. Colours (and any other size) come from the caller's
 * `className`; `size` picks one of the common sizes with its icon size.
 */
export function IconTile({
  icon: Icon,
  size,
  className,
  iconClassName,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  size?: keyof typeof SIZES;
  className: string;
  iconClassName?: string;
}) {
  return (
    <span className={cn('flex items-center justify-center', size && SIZES[size].box, className)}>
      <Icon className={iconClassName ?? (size ? SIZES[size].icon : 'size-5')} aria-hidden />
    </span>
  );
}
