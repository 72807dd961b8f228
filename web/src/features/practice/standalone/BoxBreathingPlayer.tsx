import {
  BOX_BREATHING_CYCLE_SECONDS,
  BOX_BREATHING_PHASES,
  BOX_BREATHING_TOTAL_SECONDS,
  completedCycles,
  pacerAt,
} from '@flowmind/core/breathing-pacer';
import { Repeat } from 'lucide-react';
import { MusicControls } from '../../../components/music/MusicControls';
import { PracticeCompletion } from '../components/PracticeCompletion';
import {
  IntroStage,
  PlayerFrame,
  PracticeControls,
  SessionClock,
  SessionProgress,
  StageHeading,
  WhyItWorks,
  IntroFact,
} from '../components/PlayerLayout';
import { useLiveAnnouncer, usePracticeAnnouncements } from '../guidance/announcements';
import { usePracticeMusic } from '../guidance/usePracticeMusic';
import { usePracticeSession } from '../hooks/usePracticeSession';
import { usePrefersReducedMotion } from '../hooks/usePrefersReducedMotion';
import type { DedicatedPlayerProps } from '../player-types';
import { BreathingPacer } from './BreathingPacer';
import { useBoxBreathingGuidance } from './useBoxBreathingGuidance';

const TITLE = 'Box Breathing';
const TOTAL_CYCLES = Math.ceil(BOX_BREATHING_TOTAL_SECONDS / BOX_BREATHING_CYCLE_SECONDS);
/** One phase on the session's clock: the breath's own four phases come from the pacer. */
const SESSION_PHASES = [BOX_BREATHING_TOTAL_SECONDS];

/**
 * Box breathing: 300 s of breathing in, holding, breathing out and holding for 4 s each,
 * paced by an expanding and contracting circle with a 3-2-1 countdown before each phase ends.
 */
export default function BoxBreathingPlayer(props: DedicatedPlayerProps) {
  const { coach, practice } = props;
  const { state, send, remaining } = usePracticeSession(SESSION_PHASES, 'flowing', { tickMs: 100 });
  const reducedMotion = usePrefersReducedMotion();
  const [announcement, announce] = useLiveAnnouncer();
  const music = usePracticeMusic('breathwork', state);
  const pacer = pacerAt(state.elapsed);
  const practising = state.stage === 'practice';
  const voice = useBoxBreathingGuidance({
    personality: coach?.personality,
    stage: state.stage,
    paused: state.paused,
    elapsed: state.elapsed,
  });

  usePracticeAnnouncements({
    active: practising,
    phaseKey: `${pacer.cycle}:${pacer.phaseIndex}`,
    phaseText: pacer.phase.label,
    remaining,
    totalSeconds: BOX_BREATHING_TOTAL_SECONDS,
    announce,
  });

  const togglePause = () => {
    send({ type: state.paused ? 'resume' : 'pause' });
    announce(state.paused ? 'Resumed.' : 'Paused.');
  };

  const categoryName = practice?.category.name ?? 'Breathwork';

  return (
    <PlayerFrame categoryName={categoryName} title={TITLE} announcement={announcement}>
      {state.stage === 'intro' && (
        <IntroStage
          description={
            <p>
              {practice?.description ??
                'Breathe in a steady square: in for four, hold for four, out for four, hold for four.'}{' '}
              Follow the circle as it grows and softens.
            </p>
          }
          minutes={BOX_BREATHING_TOTAL_SECONDS / 60}
          facts={<IntroFact icon={Repeat}>4-4-4-4 rhythm</IntroFact>}
          coach={coach}
          onBegin={() => send({ type: 'begin' })}
          details={
            <>
              <h3 className="mt-8 text-sm font-semibold uppercase tracking-wider text-slate-400">
                One cycle
              </h3>
              <ol className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
                {BOX_BREATHING_PHASES.map((phase, index) => (
                  <li
                    key={index}
                    className="rounded-2xl bg-white/[0.04] px-3 py-3 text-center text-sm text-slate-300"
                  >
                    <span className="block font-semibold text-white">{phase.label}</span>
                    <span className="tabular-nums">{phase.seconds} seconds</span>
                  </li>
                ))}
              </ol>
              <WhyItWorks>
                <p>
                  {practice?.neuroscience_explanation ??
                    'Slow, even breathing with short holds stimulates the vagus nerve and shifts the body toward its rest-and-digest state: heart rate settles and attention steadies.'}
                </p>
              </WhyItWorks>
            </>
          }
        />
      )}

      {practising && (
        <section className="text-center">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <StageHeading className="text-lg sm:text-xl">Breathe with the square</StageHeading>
            <SessionClock remaining={remaining} paused={state.paused} />
          </div>
          <div className="mt-6">
            <BreathingPacer pacer={pacer} paused={state.paused} reducedMotion={reducedMotion}>
              <p
                data-testid="breath-phase"
                className="text-2xl font-semibold tracking-tight text-white sm:text-3xl"
              >
                {state.paused ? 'Paused' : pacer.phase.label}
              </p>
              <p
                aria-hidden
                data-testid="breath-countdown"
                className="mt-1 h-12 text-4xl font-light tabular-nums text-teal-100 sm:h-14 sm:text-5xl"
              >
                {state.paused ? '' : (pacer.countdown ?? '')}
              </p>
            </BreathingPacer>
          </div>
          <p className="mt-5 min-h-7 text-lg text-slate-200">
            {state.paused ? 'Resume when you’re ready.' : pacer.phase.cue}
          </p>
          <p className="mt-1 text-sm text-slate-400">
            Cycle {Math.min(pacer.cycle + 1, TOTAL_CYCLES)} of {TOTAL_CYCLES}
          </p>
          <div className="mx-auto mt-6 max-w-xl">
            <SessionProgress durations={[BOX_BREATHING_TOTAL_SECONDS]} elapsed={state.elapsed} />
          </div>
          <PracticeControls
            paused={state.paused}
            onTogglePause={togglePause}
            onEndEarly={() => send({ type: 'endEarly' })}
          />
          <MusicControls className="mx-auto mt-6 w-fit" voice={voice} music={music} />
        </section>
      )}

      {state.stage === 'done' && (
        <PracticeCompletion
          practice={practice}
          practiceName={TITLE}
          practisedSeconds={state.elapsed}
          onContinue={() => props.onFinished()}
          onPracticeAgain={() => send({ type: 'restart' })}
        >
          <p>
            {cyclesText(completedCycles(state.elapsed))}
            {state.endedEarly ? ' Every breath counts.' : ' Notice how your body feels now.'}
          </p>
        </PracticeCompletion>
      )}
    </PlayerFrame>
  );
}

function cyclesText(cycles: number): string {
  if (cycles === 0) return 'You began your first cycle.';
  return cycles === 1 ? 'You breathed 1 full cycle.' : `You breathed ${cycles} full cycles.`;
}
