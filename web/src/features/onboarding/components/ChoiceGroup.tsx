import { useId, type ReactNode } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import type { Option } from '../options';

const optionClasses =
  'relative flex cursor-pointer items-start gap-3 rounded-2xl border border-white/15 bg-white/[0.04] px-4 py-3 ' +
  'text-left transition hover:border-white/30 hover:bg-white/[0.08] ' +
  'has-checked:border-teal-300/80 has-checked:bg-teal-300/[0.12] ' +
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-teal-300';

type GroupProps = {
  legend: string;
  hint?: ReactNode;
  /** Tailwind grid classes for the options. */
  columns?: string;
};

function Legend({ legend, hint, hintId }: { legend: string; hint?: ReactNode; hintId: string }) {
  return (
    <>
      <legend className="text-base font-semibold text-white">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-300">
          {hint}
        </p>
      )}
    </>
  );
}

function OptionText<T>({ option }: { option: Option<T> }) {
  return (
    <span className="min-w-0 flex-1">
      <span className="block text-sm font-medium text-white">{option.label}</span>
      {option.hint && <span className="mt-0.5 block text-xs text-slate-300">{option.hint}</span>}
    </span>
  );
}

/** A single-choice question: native radio buttons (arrow keys move between them) styled as cards. */
export function ChoiceGroup<T extends string | number>({
  legend,
  hint,
  columns = 'grid-cols-2 sm:grid-cols-3',
  options,
  value,
  onChange,
  compact = false,
}: GroupProps & {
  options: Option<T>[];
  value: T | null | '';
  onChange: (value: T) => void;
  /** Short labels (e.g. '18-25') as centred chips, without the check mark. */
  compact?: boolean;
}) {
  const name = useId();
  const hintId = useId();
  return (
    <fieldset role="radiogroup" aria-required="true" aria-describedby={hint ? hintId : undefined}>
      <Legend legend={legend} hint={hint} hintId={hintId} />
      <div className={cn('mt-3 grid gap-2.5', columns)}>
        {options.map((option) => (
          <label
            key={String(option.value)}
            className={cn(optionClasses, compact && 'justify-center px-2 text-center')}
          >
            <input
              type="radio"
              name={name}
              value={String(option.value)}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            {compact ? (
              <span className="whitespace-nowrap text-sm font-medium text-white">{option.label}</span>
            ) : (
              <>
                <OptionText option={option} />
                <Check
                  aria-hidden
                  className="mt-0.5 size-4 shrink-0 text-teal-200 opacity-0 transition peer-checked:opacity-100"
                />
              </>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** A multi-choice question: native checkboxes styled as cards. */
export function MultiChoiceGroup<T extends string>({
  legend,
  hint,
  columns = 'grid-cols-1 sm:grid-cols-2',
  options,
  values,
  onChange,
}: GroupProps & { options: Option<T>[]; values: T[]; onChange: (values: T[]) => void }) {
  const hintId = useId();
  const toggle = (value: T, checked: boolean) => {
    const next = checked ? [...values, value] : values.filter((item) => item !== value);
    // Keep the list order of the options, whatever the order of the clicks.
    onChange(options.map((option) => option.value).filter((item) => next.includes(item)));
  };
  return (
    <fieldset aria-describedby={hint ? hintId : undefined}>
      <Legend legend={legend} hint={hint} hintId={hintId} />
      <div className={cn('mt-3 grid gap-2.5', columns)}>
        {options.map((option) => (
          <label key={option.value} className={optionClasses}>
            <input
              type="checkbox"
              value={option.value}
              checked={values.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
              className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-2xl opacity-0"
            />
            <span
              aria-hidden
              className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-md border border-white/30 text-slate-950 transition peer-checked:border-teal-300 peer-checked:bg-teal-300 [&>svg]:opacity-0 peer-checked:[&>svg]:opacity-100"
            >
              <Check className="size-3.5" strokeWidth={3} />
            </span>
            <OptionText option={option} />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
