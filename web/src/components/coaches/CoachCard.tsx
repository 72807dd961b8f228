import { useId } from 'react';
import { Check } from 'lucide-react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { Spinner } from '../ui/Spinner';
import { cn } from '../ui/cn';
import { CoachAvatar } from './CoachAvatar';

type CoachCardProps = {
  coach: Coach;
  current: boolean;
  pending: boolean;
  disabled: boolean;
  onChoose: (coach: Coach) => void;
};

/** A coach the person can choose: avatar, name, specialization and description; the current one stands out. */
export function CoachCard({ coach, current, pending, disabled, onChoose }: CoachCardProps) {
  const nameId = useId();
  const specializationId = useId();
  const descriptionId = useId();
  return (
    <button
      type="button"
      onClick={() => onChoose(coach)}
      disabled={disabled}
      aria-labelledby={`${nameId} ${specializationId}`}
      aria-describedby={descriptionId}
      aria-current={current ? 'true' : undefined}
      aria-busy={pending || undefined}
      className={cn(
        'group flex h-full w-full flex-col gap-4 rounded-3xl border p-5 text-left transition duration-200',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-300',
        'disabled:cursor-not-allowed',
        current
          ? 'border-teal-300/60 bg-teal-300/[0.09] shadow-lg shadow-teal-500/10'
          : 'border-white/10 bg-white/[0.05] enabled:hover:border-white/25 enabled:hover:bg-white/[0.08]',
        disabled && !pending && 'opacity-60',
      )}
    >
      <span className="flex items-center gap-4">
        <CoachAvatar name={coach.name} imageUrl={coach.avatar_config.image_url} />
        <span className="min-w-0 flex-1">
          <span id={nameId} className="block text-lg font-semibold tracking-tight text-white">
            {coach.name}
          </span>
          <span id={specializationId} className="mt-0.5 block text-sm font-medium text-teal-200">
            {coach.specialization}
          </span>
        </span>
        {pending && <Spinner size="sm" className="text-teal-300" />}
      </span>
      <span id={descriptionId} className="block text-sm leading-relaxed text-slate-300">
        {coach.description}
      </span>
      {current && (
        <span className="mt-auto inline-flex items-center gap-1.5 self-start rounded-full bg-teal-300/15 px-3 py-1 text-xs font-semibold text-teal-100">
          <Check className="size-3.5" aria-hidden />
          Your coach
        </span>
      )}
    </button>
  );
}
