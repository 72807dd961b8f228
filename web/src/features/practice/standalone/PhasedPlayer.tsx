import { useState, type ReactNode } from 'react';
import { scheduleSeconds } from '@flowmind/core/practice-session';
import type { Coach } from '@flowmind/core/contracts/coaches';
import type { Practice } from '@flowmind/core/contracts/practices';
import type { MusicKind } from '../../../lib/music';
import { MusicControls } from '../../../components/music/MusicControls';
import { PracticeCompletion } from '../components/PracticeCompletion';
import {
  IntroStage,
  PhaseOverview,
  PhasedPracticeStage,
  PlayerFrame,
  WhyItWorks,
} from '../components/PlayerLayout';
import { useLiveAnnouncer, usePracticeAnnouncements } from '../guidance/announcements';
import type { PracticeScript } from '../guidance/practice-script';
import { usePhasedGuidance } from '../guidance/usePhasedGuidance';
import { usePracticeMusic } from '../guidance/usePracticeMusic';
import { usePracticeSession } from '../hooks/usePracticeSession';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { GuidedPhase } from './scripts';
import './standalone.css';

/**
 * A dedicated player's session over timed phases with everything that goes with it: one clock over its
 * phases, spoken guidance at each phase, music, and the live announcements of phase and time left.
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
  const [durations] = useState(() => phases.map((phase) => phase.seconds));
  const { state, send, remaining } = usePracticeSession(durations, 'flowing');
  const reducedMotion = usePrefersReducedMotion();
  const [announcement, announce] = useLiveAnnouncer();
  const music = usePracticeMusic(musicKind, state);
  const phase = phases[state.phaseIndex]!;
  const voice = usePhasedGuidance({
    practiceKey,
    script,
    personality: coach?.personality,
    phaseContext: 'meditation',
    stage: state.stage,
    paused: state.paused,
    phaseIndex: state.phaseIndex,
    elapsedInPhase: state.elapsedInPhase,
    phaseSeconds: phase.seconds,
  });
  const totalSeconds = scheduleSeconds(durations);

  usePracticeAnnouncements({
    active: state.stage === 'practice',
    phaseKey: String(state.phaseIndex),
    phaseText: `Step ${state.phaseIndex + 1} of ${phases.length}: ${phase.title}. ${phase.instruction}`,
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
 * The three stages of a dedicated player with timed phases: the intro (what it is, its phases, why it works, Begin),
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
  const { phases, state, send, remaining, totalSeconds, announcement, music, voice } = session;
  return (
    <PlayerFrame categoryName={categoryName} title={title} announcement={announcement}>
      {state.stage === 'intro' && (
        <IntroStage
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
          phaseIndex={state.phaseIndex}
          elapsed={state.elapsed}
          remaining={remaining}
          paused={state.paused}
          visual={visual}
          below={below}
          sound={<MusicControls className="mx-auto mt-6 w-fit" voice={voice} music={music} />}
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
