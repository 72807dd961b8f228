import { useParams } from 'react-router';
import { SearchX, Users } from 'lucide-react';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/session';
import { useCoach } from '../../api/coaches';
import { Button, ButtonLink } from '../../components/ui/Button';
import { PageSpinner } from '../../components/ui/Spinner';
import { ChatConversation } from './components/ChatConversation';
import { IconTile } from '../../components/ui/IconTile';

/**
 * /chat/{guideId}: the conversation with that coach; an unknown id shows 'Coach not found'.
 * The conversation is mounted per coach, so switching coach clears it.
 */
export default function ChatPage() {
  const { guideId = '' } = useParams();
  const coach = useCoach(guideId);
  const me = useMe().data;

  if (coach.isPending) {
    return <PageSpinner label="Loading coach" />;
  }

  if (coach.isError) {
    const notFound = coach.error instanceof ApiError && coach.error.status === 404;
    return (
      <section aria-labelledby="page-heading" className="mx-auto max-w-xl animate-fade-up py-6 text-center">
        <IconTile icon={SearchX} size="lg" className="mx-auto bg-amber-400/10 text-amber-300" />
        <h1 id="page-heading" className="mt-5 text-2xl font-semibold tracking-tight text-white">
          {notFound ? 'Coach not found' : "We couldn't load this coach"}
        </h1>
        <p className="mt-2 text-slate-300">
          {notFound ? 'This coach does not exist or is no longer available.' : coach.error.message}
        </p>
        <div className="mt-7 flex flex-wrap justify-center gap-3">
          {!notFound && (
            <Button variant="secondary" onClick={() => void coach.refetch()}>
              Try Again
            </Button>
          )}
          <ButtonLink to="/chat">
            <Users className="size-4" aria-hidden />
            Choose Your Coach
          </ButtonLink>
        </div>
      </section>
    );
  }

  return (
    <ChatConversation
      key={coach.data.id}
      coach={coach.data}
      personFirstName={me?.firstName ?? ''}
      isMyCoach={me?.coachId === coach.data.id}
    />
  );
}
