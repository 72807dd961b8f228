import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { Practice } from '@flowmind/core/contracts/practices';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/session';
import { coachQueryOptions } from '../../api/coaches';
import { allPracticesQueryOptions, practiceQueryOptions, useRecommendedPractices } from '../../api/practices';
import {
  categoryMatchesBuiltIn,
  isBuiltInPracticeId,
  type BuiltInPracticeId,
} from '../../components/practices/built-in-practices';
import { GenericPlayer } from './components/GenericPlayer';
import { PracticeCatalogue } from './components/PracticeCatalogue';
import {
  LoadingPractice,
  PlayerBoundary,
  PracticeNotFound,
  PracticeUnavailable,
} from './components/PracticeStates';
import type { StandalonePlayerRegistry } from './player-types';
import { standalonePlayers } from './standalone/registry';

/** Read as partial: a built-in id without a player falls back to the generic player of its category. */
const players: Partial<StandalonePlayerRegistry> = standalonePlayers;

function BackToPlan() {
  return (
    <Link
      to="/plan"
      className="-ml-2 mb-4 inline-flex items-center gap-1.5 rounded-full px-2 py-1.5 text-sm font-medium text-slate-300 transition hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-teal-300"
    >
      <ArrowLeft className="size-4" aria-hidden />
      Back to plan
    </Link>
  );
}

function usePersonCoach(): Coach | null {
  const coachId = useMe().data?.coachId ?? null;
  return useQuery({ ...coachQueryOptions(coachId ?? ''), enabled: Boolean(coachId) }).data ?? null;
}

/** A database practice by id, in the generic player. */
function DatabasePractice({ practiceId, onFinished }: { practiceId: string; onFinished: () => void }) {
  const practice = useQuery(practiceQueryOptions(practiceId));
  const coach = usePersonCoach();
  if (practice.isPending) return <LoadingPractice />;
  if (practice.isError) {
    if (practice.error instanceof ApiError && practice.error.status === 404) return <PracticeNotFound />;
    return <PracticeUnavailable onRetry={() => void practice.refetch()} />;
  }
  return <GenericPlayer practice={practice.data} coach={coach} onFinished={onFinished} />;
}

/**
 * The seeded database practice a built-in player records its completion against: the one of the same name
 * ('Box Breathing', 'Sacred Ordinary', 'Success Visualization (WOOP)'), else the coach's first of the
 * category, else any of the category.
 */
function useCategoryPractice(
  id: BuiltInPracticeId,
  title: string | undefined,
): { practice: Practice | null; pending: boolean } {
  const me = useMe().data;
  const coachId = me?.coachId ?? null;
  const recommended = useRecommendedPractices(coachId, { enabled: Boolean(me) });
  const all = useQuery({ ...allPracticesQueryOptions, enabled: Boolean(me) });
  const named = title
    ? all.data?.find((practice) => practice.name.toLowerCase().startsWith(title.toLowerCase()))
    : undefined;
  const fromCoach = recommended.data?.find((practice) => categoryMatchesBuiltIn(practice.category.name, id));
  const fromAll = all.data?.find((practice) => categoryMatchesBuiltIn(practice.category.name, id));
  return {
    practice: named ?? fromCoach ?? fromAll ?? null,
    pending: all.isPending || (!named && recommended.isPending),
  };
}

function BuiltInPractice({
  id,
  onExit,
  onFinished,
}: {
  id: BuiltInPracticeId;
  onExit: () => void;
  onFinished: () => void;
}) {
  const coach = usePersonCoach();
  const entry = players[id];
  const { practice, pending } = useCategoryPractice(id, entry?.title);
  if (entry) {
    const Player = entry.component;
    return (
      <PlayerBoundary name={entry.title}>
        <Suspense fallback={<LoadingPractice />}>
          <Player coach={coach} practice={practice} onExit={onExit} onFinished={onFinished} />
        </Suspense>
      </PlayerBoundary>
    );
  }
  if (pending) return <LoadingPractice />;
  if (!practice) return <PracticeUnavailable onRetry={() => window.location.reload()} />;
  return <GenericPlayer practice={practice} coach={coach} onFinished={onFinished} />;
}

/**
 * /practice: the catalogue, or the chosen practice's player when the URL names one by
 * practiceId (a database practice, or one of the five built-in ids). Back and finishing go to /plan.
 */
export default function PracticePage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const practiceId = params.get('practiceId')?.trim() || null;
  if (!practiceId) return <PracticeCatalogue />;

  const toPlan = () => void navigate('/plan');
  return (
    <div key={practiceId} className="mx-auto max-w-3xl">
      <BackToPlan />
      <PlayerBoundary>
        {isBuiltInPracticeId(practiceId) ? (
          <BuiltInPractice id={practiceId} onExit={toPlan} onFinished={toPlan} />
        ) : (
          <DatabasePractice practiceId={practiceId} onFinished={toPlan} />
        )}
      </PlayerBoundary>
    </div>
  );
}
