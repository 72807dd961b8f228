import type { ReactNode } from 'react';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { Practice } from '@flowmind/core/contracts/practices';
import type { MusicKind } from '../../../lib/music';
import { PracticeCompletion } from '../components/PracticeCompletion';
import { SessionSoundControls } from '../guidance/SessionSoundControls';
import type { PracticeScript } from '../guidance/practice-script';
import { useLiveAnnouncer, usePracticeAnnouncements } from './announcements';
import { IntroStage, PhaseOverview, PhasedPracticeStage, PlayerFrame, WhyItWorks } from './PlayerLayout';
import type { GuidedPhase } from './scripts';
import { usePhasedGuidance } from './useStandaloneGuidance';
import { useSessionMusic } from './useSessionMusic';
import { usePhasedSession, usePrefersReducedMotion } from './useStandaloneSession';
import './standalone.css';

/**
 * A phased standalone practice's session with everything that goes with it: the clock over its phases,
 * spoken guidance at each phase, music, and the live announcements of phase and time left.
 */
export function usePhasedPlayer({
  phases,
  script,
  practiceKey,
  musicKind,
  coach,
}: {
  phases: readonly GuidedPhase[];
  script: PracticeScript;
  /** The voice cache's key for the script, e.g. 'standalone:mindfulness'. */
  practiceKey: string;
  musicKind: MusicKind;
  coach: Coach | null;
}) {
  const { state, send, remaining, position } = usePhasedSession(phases);
  const reducedMotion = usePrefersReducedMotion();
  const [announcement, announce] = useLiveAnnouncer();
  const music = useSessionMusic({
    kind: musicKind,
    stage: state.stage,
    paused: state.paused,
    phaseKey: String(position.phaseIndex),
  });
  const phase = phases[position.phaseIndex]!;
  const voice = usePhasedGuidance({
    practiceKey,
    script,
    personality: coach?.personality,
    phaseContext: 'meditation',
    stage: state.stage,
    paused: state.paused,
    phaseIndex: position.phaseIndex,
    elapsedInPhase: position.elapsedInPhase,
    phaseSeconds: phase.seconds,
  });
  const totalSeconds = phases.reduce((sum, { seconds }) => sum + seconds, 0);

  usePracticeAnnouncements({
    active: state.stage === 'practice' && !state.paused,
    phaseKey: String(position.phaseIndex),
    phaseText: `Step ${position.phaseIndex + 1} of ${phases.length}: ${phase.title}. ${phase.instruction}`,
    remaining,
    totalSeconds,
    announce,
  });

  const togglePause = () => {
    send({ type: state.paused ? 'resume' : 'pause' });
    announce(state.paused ? 'Resumed.' : 'Paused.');
  };

  return {
    phases,
    state,
    send,
    remaining,
    position,
    totalSeconds,
    reducedMotion,
    announcement,
    music,
    voice,
    togglePause,
  };
}

export type PhasedPlayerSession = ReturnType<typeof usePhasedPlayer>;

/**
 * The three stages of a phased standalone practice: the intro (what it is, its phases, why it works, Begin),
 * the practice (the player's own visual, the phase, the clock and controls) and the done screen.
 */
export function PhasedPlayer({
  session,
  title,
  categoryName,
  coach,
  practice,
  onFinished,
  onBegin,
  description,
  facts,
  choices,
  whyItWorks,
  visual,
  below,
  farewell,
}: {
  session: PhasedPlayerSession;
  title: string;
  categoryName: string;
  coach: Coach | null;
  practice: Practice | null;
  onFinished: () => void;
  /** Instead of simply starting the clock (e.g. to start audio inside the click). */
  onBegin?: () => void;
  description: ReactNode;
  facts: ReactNode;
  /** On the intro between the facts and Begin (e.g. a mode choice). */
  choices?: ReactNode;
  whyItWorks: ReactNode;
  visual: ReactNode;
  /** Under the practice's instruction (e.g. a hint or an audio error). */
  below?: ReactNode;
  /** The done screen's words. */
  farewell: ReactNode;
}) {
  const { phases, state, send, remaining, position, totalSeconds, announcement, music, voice } = session;
  return (
    <PlayerFrame categoryName={categoryName} title={title} announcement={announcement}>
      {state.stage === 'intro' && (
        <IntroStage
          heading="Ready when you are"
          description={description}
          minutes={totalSeconds / 60}
          facts={facts}
          coach={coach}
          onBegin={onBegin ?? (() => send({ type: 'begin' }))}
          details={
            <>
              <PhaseOverview phases={phases} />
              <WhyItWorks>{whyItWorks}</WhyItWorks>
            </>
          }
        >
          {choices}
        </IntroStage>
      )}

      {state.stage === 'practice' && (
        <PhasedPracticeStage
          phases={phases}
          phaseIndex={position.phaseIndex}
          elapsed={state.elapsed}
          remaining={remaining}
          paused={state.paused}
          visual={visual}
          below={below}
          sound={
            <SessionSoundControls
              className="mx-auto mt-6 w-fit"
              voice={{ muted: voice.muted, onToggleMute: voice.toggleMute }}
              music={music}
            />
          }
          onTogglePause={session.togglePause}
          onEndEarly={() => send({ type: 'endEarly' })}
        />
      )}

      {state.stage === 'done' && (
        <PracticeCompletion
          practice={practice}
          practiceName={title}
          practisedSeconds={state.elapsed}
          onContinue={onFinished}
          onPracticeAgain={() => send({ type: 'restart' })}
        >
          {farewell}
        </PracticeCompletion>
      )}
    </PlayerFrame>
  );
}
