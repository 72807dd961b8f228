import * as RadixSwitch from '@radix-ui/react-switch';
import { cn } from './cn';

/**
 * An on/off switch (Radix Switch, role=switch): Space or Enter toggles it, like a checkbox. It has no text of
 * its own: the row around it holds the label and description it points to.
 */
export function Switch({
  checked,
  onCheckedChange,
  labelledBy,
  describedBy,
  disabled,
  className,
}: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  labelledBy: string;
  describedBy: string;
  disabled?: boolean | undefined;
  className?: string;
}) {
  return (
    <RadixSwitch.Root
      checked={checked}
      onCheckedChange={onCheckedChange}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      disabled={disabled}
      className={cn(
        'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300 disabled:opacity-60 motion-reduce:transition-none',
        className,
        checked ? 'border-teal-300/60 bg-teal-400/80' : 'border-white/20 bg-white/10',
      )}
    >
      <RadixSwitch.Thumb
        aria-hidden
        className={cn(
          'inline-block size-5 rounded-full bg-white shadow transition motion-reduce:transition-none',
          checked ? 'translate-x-6' : 'translate-x-1',
        )}
      />
    </RadixSwitch.Root>
  );
}
