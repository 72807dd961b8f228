import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from './cn';

export const inputClasses =
  'block h-12 w-full rounded-2xl border border-white/15 bg-slate-950/40 px-4 text-base text-white ' +
  'placeholder:text-slate-400 transition focus:border-teal-300 focus:outline-none focus:ring-3 focus:ring-teal-300/25 ' +
  'aria-[invalid=true]:border-rose-300';

/** An input's own props, ref included, so a form library can register it. */
export type InputProps = ComponentProps<'input'> & {
  label: string;
  /** Optional content at the right of the label row (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  hint?: string;
};

type FieldIds = { inputId: string; hintId: string | undefined };

/** A control's label row (label, and anything aside it), the control itself, and the hint under it. */
export function LabelledField({
  label,
  labelAside,
  hint,
  id,
  children,
}: {
  label: string;
  labelAside?: ReactNode;
  hint?: string | undefined;
  id?: string | undefined;
  /** The control, given the ids that tie it to its label and hint. */
  children: (ids: FieldIds) => ReactNode;
}) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={inputId} className="text-sm font-medium text-slate-200">
          {label}
        </label>
        {labelAside}
      </div>
      {children({ inputId, hintId })}
      {hint && (
        <p id={hintId} className="text-xs text-slate-300">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A text input with a visible label. */
export function Input({ label, labelAside, hint, id, className, ...rest }: InputProps) {
  return (
    <LabelledField label={label} labelAside={labelAside} hint={hint} id={id}>
      {({ inputId, hintId }) => (
        <input id={inputId} aria-describedby={hintId} className={cn(inputClasses, className)} {...rest} />
      )}
    </LabelledField>
  );
}
