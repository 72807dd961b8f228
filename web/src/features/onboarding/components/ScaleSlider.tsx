import { useId, type CSSProperties } from 'react';
import { SLIDER_MAX, SLIDER_MIN } from '@flowmind/core/onboarding';

type ScaleSliderProps = {
  label: string;
  value: number;
  onChange: (value: number) => void;
  /** The live label of a value, e.g. 'Moderate'. */
  describe: (value: number) => string;
  lowLabel: string;
  highLabel: string;
};

/** A labelled 1-10 slider whose value label updates as it moves and is announced through aria-valuetext. */
export function ScaleSlider({ label, value, onChange, describe, lowLabel, highLabel }: ScaleSliderProps) {
  const id = useId();
  const fill = ((value - SLIDER_MIN) / (SLIDER_MAX - SLIDER_MIN)) * 100;
  return (
    <div>
      <div className="flex items-baseline justify-between gap-3">
        <label htmlFor={id} className="text-base font-semibold text-white">
          {label}
        </label>
        <output htmlFor={id} className="shrink-0 text-sm font-semibold text-teal-200">
          {value} · {describe(value)}
        </output>
      </div>
      <input
        id={id}
        type="range"
        min={SLIDER_MIN}
        max={SLIDER_MAX}
        step={1}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        aria-valuetext={`${value}, ${describe(value)}`}
        style={{ '--fill': `${fill}%` } as CSSProperties}
        className="scale-slider mt-4 w-full"
      />
      <div aria-hidden className="mt-2 flex justify-between text-xs text-slate-400">
        <span>
          {SLIDER_MIN} · {lowLabel}
        </span>
        <span>
          {SLIDER_MAX} · {highLabel}
        </span>
      </div>
    </div>
  );
}
