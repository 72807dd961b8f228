import { useId } from 'react';
import * as Switch from '@radix-ui/react-switch';
import { cn } from '../../../components/ui/cn';

/** One labelled on/off switch (Radix Switch, role=switch): Space or Enter toggles it, like a checkbox. */
export function PreferenceSwitch({
  label,
  description,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  description: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const labelId = useId();
  const descriptionId = useId();
  return (
    <div className="flex items-center justify-between gap-4 py-4">
      <div className="min-w-0">
        <p id={labelId} className="font-medium text-white">
          {label}
        </p>
        <p id={descriptionId} className="mt-0.5 text-sm text-slate-300">
          {description}
        </p>
      </div>
      <Switch.Root
        checked={checked}
        onCheckedChange={onChange}
        aria-labelledby={labelId}
        aria-describedby={descriptionId}
        disabled={disabled}
        className={cn(
          'relative inline-flex h-7 w-12 shrink-0 items-center rounded-full border transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300 disabled:opacity-60 motion-reduce:transition-none',
          checked ? 'border-teal-300/60 bg-teal-400/80' : 'border-white/20 bg-white/10',
        )}
      >
        <Switch.Thumb
          aria-hidden
          className={cn(
            'inline-block size-5 rounded-full bg-white shadow transition motion-reduce:transition-none',
            checked ? 'translate-x-6' : 'translate-x-1',
          )}
        />
      </Switch.Root>
    </div>
  );
}
