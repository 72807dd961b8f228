import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { useCoach } from '../../api/coaches';
import { CoachAvatar } from '../../components/coaches/CoachAvatar';

/** The chat page's top bar: back to /chat, then the coach's avatar, name and specialization. */
export function ChatTopBar({ coachId }: { coachId: string }) {
  const coach = useCoach(coachId);
  return (
    <>
      <Link
        to="/chat"
        aria-label="Back to coaches"
        className="flex size-10 shrink-0 items-center justify-center rounded-full text-slate-200 transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-teal-300"
      >
        <ArrowLeft className="size-5" aria-hidden />
      </Link>
      <div className="flex min-w-0 flex-1 items-center gap-3" aria-live="polite">
        {coach.isPending ? (
          <>
            <span aria-hidden className="size-10 shrink-0 animate-pulse rounded-full bg-white/10" />
            <span aria-hidden className="h-4 w-32 animate-pulse rounded-full bg-white/10" />
            <span className="sr-only">Loading coach</span>
          </>
        ) : coach.isError ? (
          <div className="min-w-0">
            <p className="truncate text-base font-semibold text-white">Coach Not Found</p>
            <p className="truncate text-xs text-slate-300">Please try again</p>
          </div>
        ) : (
          <>
            <CoachAvatar name={coach.data.name} imageUrl={coach.data.avatar_config.image_url} size="sm" />
            <div className="min-w-0">
              <p className="truncate text-base font-semibold text-white">{coach.data.name}</p>
              <p className="truncate text-xs text-teal-200">{coach.data.specialization}</p>
            </div>
          </>
        )}
      </div>
    </>
  );
}
