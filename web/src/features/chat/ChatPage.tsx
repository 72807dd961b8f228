import { useParams } from 'react-router';
import { Home, MessageCircle, SearchX, Users } from 'lucide-react';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/session';
import { useCoach } from '../../components/coaches/api/coach';
import { CoachAvatar } from '../../components/coaches/CoachAvatar';
import { Button, ButtonLink } from '../../components/ui/Button';
import { Card } from '../../components/ui/Card';
import { Spinner } from '../../components/ui/Spinner';

/**
 * /chat/{guideId}: the coach's page. The conversation itself arrives with the chat feature; until then the
 * page says so plainly and introduces the coach. An unknown id shows 'Coach not found'.
 */
export default function ChatPage() {
  const { guideId = '' } = useParams();
  const coach = useCoach(guideId);
  const isMyCoach = useMe().data?.coachId === guideId;

  if (coach.isPending) {
    return (
      <div className="flex justify-center py-16 text-teal-300">
        <Spinner size="lg" label="Loading coach" />
      </div>
    );
  }

  if (coach.isError) {
    const notFound = coach.error instanceof ApiError && coach.error.status === 404;
    return (
      <section aria-labelledby="page-heading" className="mx-auto max-w-xl animate-fade-up py-6 text-center">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-amber-400/10 text-amber-300">
          <SearchX className="size-7" aria-hidden />
        </span>
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

  const { name, description, expertise_areas: expertise, avatar_config: avatar } = coach.data;
  const firstName = name.split(' ')[0] ?? name;
  return (
    <section aria-labelledby="page-heading" className="mx-auto max-w-3xl animate-fade-up space-y-6">
      <Card className="p-6 sm:p-8">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:items-start sm:text-left">
          <CoachAvatar name={name} imageUrl={avatar.image_url} size="lg" />
          <div className="min-w-0">
            <h1 id="page-heading" className="text-2xl font-semibold tracking-tight text-white">
              Chat with {firstName}
            </h1>
            {isMyCoach && <p className="mt-1 text-sm font-medium text-teal-200">Your coach</p>}
            <p className="mt-2 leading-relaxed text-slate-300">{description}</p>
          </div>
        </div>
        <div className="mt-6 flex items-start gap-3 rounded-2xl border border-white/10 bg-white/[0.04] p-4">
          <MessageCircle className="mt-0.5 size-5 shrink-0 text-teal-200" aria-hidden />
          <p className="text-slate-200">
            Conversations with {firstName} are on their way: soon you&apos;ll be able to talk here by text or
            voice.
          </p>
        </div>
        <div className="mt-6 flex flex-wrap gap-3">
          <ButtonLink to="/home">
            <Home className="size-4" aria-hidden />
            Back to Home
          </ButtonLink>
          <ButtonLink to="/chat" variant="secondary">
            Choose another coach
          </ButtonLink>
        </div>
      </Card>

      {expertise.length > 0 && (
        <Card className="p-6 sm:p-8">
          <h2 className="text-lg font-semibold tracking-tight text-white">How {firstName} can help</h2>
          <ul className="mt-4 grid gap-2.5 sm:grid-cols-2">
            {expertise.map((area) => (
              <li key={area} className="flex items-start gap-2.5 text-sm text-slate-200">
                <span aria-hidden className="mt-1.5 size-1.5 shrink-0 rounded-full bg-teal-300" />
                {area}
              </li>
            ))}
          </ul>
        </Card>
      )}
    </section>
  );
}
