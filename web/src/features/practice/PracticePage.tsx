import { Suspense } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { Practice } from '@flowmind/core/contracts/practices';
import { dedicatedPracticeOf, practiceForDedicated } from '@flowmind/core/standalone-practices';
import { ApiError } from '../../lib/api';
import { useMe } from '../../lib/session';
import { coachQueryOptions } from '../../api/coaches';
import { allPracticesQueryOptions, practiceQueryOptions } from '../../api/practices';
import { isBuiltInPracticeId, type BuiltInPracticeId } from '../../components/practices/built-in-practices';
import { GenericPlayer } from './components/GenericPlayer';
import { PracticeCatalogue } from './components/PracticeCatalogue';
import {
  LoadingPractice,
  PlayerBoundary,
  PracticeNotFound,
  PracticeUnavailable,
} from './components/PracticeStates';
import { dedicatedPlayers } from './standalone/registry';
import { PracticeFeedbackProvider } from './practice-feedback';

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

/**
 * The person's coach: null without one (or when it cannot load), undefined while it loads. A player starts
 * only once it is known, since the coach's personality sets how fast the guidance speaks, and guidance
 * made at another speed would be other audio than what was played (and kept for offline use) before.
 */
function usePersonCoach(): Coach | null | undefined {
  const me = useMe();
  const coachId = me.data?.coachId ?? null;
  const coach = useQuery({ ...coachQueryOptions(coachId ?? ''), enabled: Boolean(coachId) });
  if (me.isPending || (coachId && coach.isPending)) return undefined;
  return coach.data ?? null;
}

type PlayerExits = { onExit: () => void; onFinished: () => void };

/** A dedicated player from the registry, loaded on demand, playing (and recording) `practice`. */
function DedicatedPlayer({
  id,
  practice,
  coach,
  onExit,
  onFinished,
}: PlayerExits & { id: BuiltInPracticeId; practice: Practice | null; coach: Coach | null }) {
  const entry = dedicatedPlayers[id];
  const Player = entry.component;
  return (
    <PlayerBoundary name={entry.title}>
      <Suspense fallback={<LoadingPractice />}>
        <Player coach={coach} practice={practice} onExit={onExit} onFinished={onFinished} />
      </Suspense>
    </PlayerBoundary>
  );
}

/**
 * A database practice by id (from the plan, the catalogue or a chat link): in its dedicated player when it
 * has one (core's dedicatedPracticeOf decides), else in the generic player; either records it under its id.
 */
function DatabasePractice({ practiceId, onExit, onFinished }: PlayerExits & { practiceId: string }) {
  const practice = useQuery(practiceQueryOptions(practiceId));
  const coach = usePersonCoach();
  if (practice.isPending || coach === undefined) return <LoadingPractice />;
  if (practice.isError) {
    if (practice.error instanceof ApiError && practice.error.status === 404) return <PracticeNotFound />;
    return <PracticeUnavailable onRetry={() => void practice.refetch()} />;
  }
  const dedicated = dedicatedPracticeOf(practice.data);
  if (dedicated)
    return (
      <DedicatedPlayer
        id={dedicated}
        practice={practice.data}
        coach={coach}
        onExit={onExit}
        onFinished={onFinished}
      />
    );
  return <GenericPlayer practice={practice.data} coach={coach} onFinished={onFinished} />;
}

/**
 * A built-in word (`?practiceId=breathwork`): the dedicated player with the database practice it plays, so
 * the address records the same practice as opening it from the plan. When the practices cannot load, the
 * player still runs and its done screen logs the mood alone.
 */
function BuiltInPractice({ id, onExit, onFinished }: PlayerExits & { id: BuiltInPracticeId }) {
  const me = useMe().data;
  const coach = usePersonCoach();
  const all = useQuery({ ...allPracticesQueryOptions, enabled: Boolean(me) });
  if (all.isPending || coach === undefined) return <LoadingPractice />;
  const practice = all.data ? practiceForDedicated(id, all.data) : null;
  return (
    <DedicatedPlayer id={id} practice={practice} coach={coach} onExit={onExit} onFinished={onFinished} />
  );
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
        <PracticeFeedbackProvider>
          {isBuiltInPracticeId(practiceId) ? (
            <BuiltInPractice id={practiceId} onExit={toPlan} onFinished={toPlan} />
          ) : (
            <DatabasePractice practiceId={practiceId} onExit={toPlan} onFinished={toPlan} />
          )}
        </PracticeFeedbackProvider>
      </PlayerBoundary>
    </div>
  );
}
