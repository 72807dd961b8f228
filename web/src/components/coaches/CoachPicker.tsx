import { useNavigate } from 'react-router';
import type { Coach } from '@flowmind/core/contracts/coaches';
import { Button } from '../ui/Button';
import { FormError } from '../ui/FormError';
import { Spinner } from '../ui/Spinner';
import { useChooseCoach, useCoaches } from '../../api/coaches';
import { CoachCard } from './CoachCard';

type CoachPickerProps = {
  currentCoachId: string | null;
  /** Id of the heading that names the list. */
  labelledBy: string;
};

/**
 * The coach directory, on the home screen and on /chat: 'Loading coaches...', the load error in red, 'No
 * coaches available', or the cards. Choosing a coach saves it as the person's coach, then opens /chat/{id}.
 */
export function CoachPicker({ currentCoachId, labelledBy }: CoachPickerProps) {
  const coaches = useCoaches();
  const choose = useChooseCoach();
  const navigate = useNavigate();

  const onChoose = (coach: Coach) => {
    choose.mutate({ coachId: coach.id }, { onSuccess: () => void navigate(`/chat/${coach.id}`) });
  };

  if (coaches.isPending) {
    return (
      <p role="status" className="flex items-center gap-2.5 py-6 text-slate-300">
        <Spinner size="sm" className="text-teal-300" />
        Loading coaches...
      </p>
    );
  }

  if (coaches.isError) {
    return (
      <div className="flex flex-wrap items-center gap-4 py-4">
        <p role="alert" className="text-rose-300">
          {coaches.error.message}
        </p>
        <Button size="sm" variant="secondary" onClick={() => void coaches.refetch()}>
          Try Again
        </Button>
      </div>
    );
  }

  if (coaches.data.length === 0) {
    return <p className="py-6 text-slate-300">No coaches available</p>;
  }

  const choosingId = choose.isPending ? choose.variables.coachId : null;
  return (
    <div className="space-y-4">
      <FormError message={choose.error?.message} />
      <ul aria-labelledby={labelledBy} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {coaches.data.map((coach) => (
          <li key={coach.id}>
            <CoachCard
              coach={coach}
              current={coach.id === currentCoachId}
              pending={choosingId === coach.id}
              disabled={choosingId !== null}
              onChoose={onChoose}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
