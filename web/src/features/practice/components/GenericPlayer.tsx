import { useCallback, useMemo } from 'react';
import { ListOrdered } from 'lucide-react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { Practice } from '@flowmind/core/contracts/practices';
import { parsePracticeGuide } from '@flowmind/core/practice-guide';
import { MusicControls } from '../../../components/music/MusicControls';
import { useLiveAnnouncer, usePracticeAnnouncements } from '../guidance/announcements';
import { musicKindFor } from '../guidance/music-kind';
import { genericPracticeScript } from '../guidance/practice-script';
import { usePhasedGuidance } from '../guidance/usePhasedGuidance';
import { usePracticeMusic } from '../guidance/usePracticeMusic';
import { usePracticeSession } from '../hooks/usePracticeSession';
import { spokenDuration } from '../time-format';
import { EarlyExitStage, GuidanceStatus, PhaseCompleteStage } from './GenericStages';
import { PhaseRing } from './PhaseRing';
import { PracticeCompletion } from './PracticeCompletion';
import {
  IntroStage,
  PhaseOverview,
  PhasedPracticeStage,
  PlayerFrame,
  WhyItWorks,
  IntroFact,
} from './PlayerLayout';

type GenericPlayerProps = {
  practice: Practice;
  coach: Coach | null;
  /** After the done screen's Continue. */
  onFinished: () => void;
};

/**
 * The player of a database practice without a dedicated player, its steps read from the practice's guide:
 * intro, practice (a step timer with pause and resume), phase-complete (Continue or Complete Practice), done
 * (mood, then the completion is recorded) and early-exit (nothing recorded); Practice Again / Try Again
 * return to the intro.
 */
export function GenericPlayer({ practice, coach, onFinished }: GenericPlayerProps) {
  const phases = useMemo(
    () =>
      parsePracticeGuide(practice.step_by_step_guide, {
        name: practice.name,
        description: practice.description,
        durationMinutes: practice.duration_minutes,
      }).map((phase) => ({
        title: phase.title,
        instruction: phase.instruction,
        seconds: phase.durationSeconds,
      })),
    [practice],
  );
  const durations = useMemo(() => phases.map((phase) => phase.seconds), [phases]);
  const { state, send, remainingInPhase } = usePracticeSession(durations, 'stepped');
  const phase = phases[state.phaseIndex]!;
  const [announcement, announce] = useLiveAnnouncer();
  const script = useMemo(() => genericPracticeScript(practice.name, phases), [practice.name, phases]);
  const voice = usePhasedGuidance({
    practiceKey: practice.id,
    script,
    personality: coach?.personality,
    stage: state.stage,
    paused: state.paused,
    phaseIndex: state.phaseIndex,
    elapsedInPhase: state.elapsedInPhase,
    phaseSeconds: phase.seconds,
  });
  const music = usePracticeMusic(musicKindFor(practice.category.name), state);

  // Each step as it starts, then the time left in it at each whole minute and at 10 s.
  const sayTimeLeft = useCallback(
    (seconds: number) => `${spokenDuration(seconds)} left in ${phase.title}.`,
    [phase.title],
  );
  usePracticeAnnouncements({
    active: state.stage === 'practice',
    phaseKey: String(state.phaseIndex),
    phaseText: `Step ${state.phaseIndex + 1} of ${phases.length}: ${phase.title}. ${spokenDuration(phase.seconds)}.`,
    remaining: remainingInPhase,
    totalSeconds: phase.seconds,
    announce,
    lastMark: 10,
    sayTimeLeft,
  });

  const togglePause = () => {
    send({ type: state.paused ? 'resume' : 'pause' });
    announce(state.paused ? 'Resumed.' : 'Paused.');
  };
  const sound = <MusicControls className="mx-auto mt-6 w-fit" voice={voice} music={music} />;

  return (
    <PlayerFrame categoryName={practice.category.name} title={practice.name} announcement={announcement}>
      {state.stage === 'intro' && (
        <IntroStage
          description={<p>{practice.description}</p>}
          minutes={practice.duration_minutes}
          facts={
            <>
              <IntroFact icon={ListOrdered}>
                {phases.length === 1 ? '1 step' : `${phases.length} steps`}
              </IntroFact>
              <span className="capitalize">{practice.difficulty_level}</span>
            </>
          }
          coach={coach}
          onBegin={() => send({ type: 'begin' })}
          status={<GuidanceStatus preload={voice.preload} muted={voice.muted} />}
          details={
            <>
              <PhaseOverview phases={phases} />
              {practice.neuroscience_explanation && (
                <WhyItWorks>
                  <p>{practice.neuroscience_explanation}</p>
                </WhyItWorks>
              )}
            </>
          }
        />
      )}

      {state.stage === 'practice' && (
        <PhasedPracticeStage
          phases={phases}
          phaseIndex={state.phaseIndex}
          elapsed={state.elapsed}
          remaining={null}
          paused={state.paused}
          visual={<PhaseRing elapsed={state.elapsedInPhase} duration={phase.seconds} paused={state.paused} />}
          sound={sound}
          onTogglePause={togglePause}
          onEndEarly={() => send({ type: 'endEarly' })}
        />
      )}

      {state.stage === 'phase-complete' && (
        <PhaseCompleteStage
          stepNumber={state.phaseIndex + 1}
          next={phases[state.phaseIndex + 1]}
          sound={sound}
          onContinue={() => send({ type: 'continue' })}
          onComplete={() => send({ type: 'finish' })}
          onEndEarly={() => send({ type: 'endEarly' })}
        />
      )}

      {state.stage === 'done' && (
        <PracticeCompletion
          practice={practice}
          practiceName={practice.name}
          practisedSeconds={state.elapsed}
          onContinue={onFinished}
          onPracticeAgain={() => send({ type: 'restart' })}
        />
      )}

      {state.stage === 'early-exit' && (
        <EarlyExitStage practisedSeconds={state.elapsed} onRestart={() => send({ type: 'restart' })} />
      )}
    </PlayerFrame>
  );
}
