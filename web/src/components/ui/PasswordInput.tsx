import { useState } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from './cn';
import { LabelledField, inputClasses, type InputProps } from './Input';

type PasswordInputProps = Omit<InputProps, 'type'>;

/** A password input with a visible label and a show/hide toggle. */
export function PasswordInput({ label, labelAside, hint, id, className, ...rest }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <LabelledField label={label} labelAside={labelAside} hint={hint} id={id}>
      {({ inputId, hintId }) => (
        <div className="relative">
          <input
            id={inputId}
            type={visible ? 'text' : 'password'}
            aria-describedby={hintId}
            className={cn(inputClasses, 'pr-12', className)}
            {...rest}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-pressed={visible}
            className="absolute inset-y-0 right-1 my-auto flex size-10 items-center justify-center rounded-xl text-slate-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300"
          >
            {visible ? <EyeOff className="size-5" aria-hidden /> : <Eye className="size-5" aria-hidden />}
          </button>
        </div>
      )}
    </LabelledField>
  );
}
