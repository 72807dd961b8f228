import { useId } from 'react';
import { Switch } from '../../../components/ui/Switch';

/** One notification preference: its name and what it covers, and the switch that turns it on or off. */
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
      <Switch
        checked={checked}
        onCheckedChange={onChange}
        labelledBy={labelId}
        describedBy={descriptionId}
        disabled={disabled}
      />
    </div>
  );
}
