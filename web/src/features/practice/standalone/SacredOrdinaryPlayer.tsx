import { Eye } from 'lucide-react';
import { SACRED_ORDINARY_PHASE_SECONDS, scheduleSeconds } from '@flowmind/core/standalone-practices';
import { cn } from '../../../components/ui/cn';
import { PracticeCompletion } from '../components/PracticeCompletion';
import type { StandalonePlayerProps } from '../player-types';
import { useLiveAnnouncer, usePracticeAnnouncements } from './announcements';
import { IntroStage, PhaseOverview, PhasedPracticeStage, PlayerFrame, WhyItWorks } from './PlayerLayout';
import { SACRED_ORDINARY_PHASES, SACRED_ORDINARY_SCRIPT } from './scripts';
import { usePhasedGuidance } from './useStandaloneGuidance';
import { usePhasedSession, usePrefersReducedMotion } from './useStandaloneSession';
import { SessionSoundControls } from '../guidance/SessionSoundControls';
import { useSessionMusic } from './useSessionMusic';
import './standalone.css';

const TITLE = 'Sacred Ordinary';
const TOTAL_SECONDS = scheduleSeconds(SACRED_ORDINARY_PHASE_SECONDS);
const RIPPLE_DELAYS = [0, -3, -6];
const STILL_RIPPLES = [
  { scale: 0.55, opacity: 0.5 },
  { scale: 0.77, opacity: 0.3 },
  { scale: 1, opacity: 0.15 },
];

/**
 * A still point with rings spreading from it: dim while the person chooses, glowing as they arrive, rippling
 * outward while they look. With reduced motion the rings stand still.
 */
function StillPoint({
  phaseIndex,
  paused,
  reducedMotion,
}: {
  phaseIndex: number;
  paused: boolean;
  reducedMotion: boolean;
}) {
  const seeing = phaseIndex >= 2;
  return (
    <div
      aria-hidden
      className={cn(
        'relative mx-auto aspect-square w-full max-w-[17rem] sm:max-w-[20rem]',
        paused && 'fm-paused',
      )}
    >
      {RIPPLE_DELAYS.map((delay, index) => (
        <span
          key={index}
          className={cn(
            'absolute inset-0 rounded-full border border-emerald-200/60 transition-opacity duration-[3000ms]',
            !reducedMotion && 'fm-ripple',
            seeing ? 'opacity-100' : 'opacity-0',
          )}
          style={
            reducedMotion
              ? {
                  transform: `scale(${STILL_RIPPLES[index]!.scale})`,
                  opacity: seeing ? STILL_RIPPLES[index]!.opacity : 0,
                }
              : { animationDelay: `${delay}s` }
          }
        />
      ))}
      <span
        className={cn(
          'absolute inset-[30%] rounded-full transition-[opacity,transform] duration-[3000ms] ease-out',
          phaseIndex === 0 ? 'scale-75 opacity-50' : 'scale-100 opacity-100',
        )}
      >
        <span
          className={cn('absolute inset-0 rounded-full blur-xl', !reducedMotion && 'fm-glow')}
          style={{
            background: 'radial-gradient(circle, rgb(167 243 208 / 0.7), rgb(45 212 191 / 0.15) 70%)',
          }}
        />
        <span
          className="absolute inset-[18%] rounded-full border border-white/20"
          style={{
            background:
              'radial-gradient(circle at 40% 35%, rgb(236 253 245 / 0.9), rgb(110 231 183 / 0.55) 45%, rgb(13 148 136 / 0.35))',
          }}
        />
      </span>
    </div>
  );
}

/** Sacred ordinary (spec 2 section 9): 120 s in phases of 15, 15 and 90 s, finding the sacred in an ordinary thing. */
export default function SacredOrdinaryPlayer(props: StandalonePlayerProps) {
  const { coach, practice } = props;
  const { state, send, remaining, position } = usePhasedSession(SACRED_ORDINARY_PHASES);
  const reducedMotion = usePrefersReducedMotion();
  const [announcement, announce] = useLiveAnnouncer();
  const music = useSessionMusic({
    kind: 'mindfulness',
    stage: state.stage,
    paused: state.paused,
    phaseKey: String(position.phaseIndex),
  });
  const voice = usePhasedGuidance({
    practiceKey: 'standalone:mindfulness',
    script: SACRED_ORDINARY_SCRIPT,
    personality: coach?.personality,
    phaseContext: 'meditation',
    stage: state.stage,
    paused: state.paused,
    phaseIndex: position.phaseIndex,
    elapsedInPhase: position.elapsedInPhase,
    phaseSeconds: SACRED_ORDINARY_PHASES[position.phaseIndex]!.seconds,
  });
  const phase = SACRED_ORDINARY_PHASES[position.phaseIndex]!;

  usePracticeAnnouncements({
    active: state.stage === 'practice' && !state.paused,
    phaseKey: String(position.phaseIndex),
    phaseText: `Step ${position.phaseIndex + 1} of ${SACRED_ORDINARY_PHASES.length}: ${phase.title}. ${phase.instruction}`,
    remaining,
    totalSeconds: TOTAL_SECONDS,
    announce,
  });

  const togglePause = () => {
    send({ type: state.paused ? 'resume' : 'pause' });
    announce(state.paused ? 'Resumed.' : 'Paused.');
  };

  return (
    <PlayerFrame
      categoryName={practice?.category.name ?? 'Mindfulness'}
      title={TITLE}
      announcement={announcement}
    >
      {state.stage === 'intro' && (
        <IntroStage
          heading="Ready when you are"
          description={
            <p>
              Two minutes to find something sacred in an ordinary moment: choose one everyday thing, arrive in
              your breath, then see it as if for the first time.
            </p>
          }
          minutes={TOTAL_SECONDS / 60}
          facts={
            <span className="inline-flex items-center gap-1.5">
              <Eye className="size-4 text-teal-200" aria-hidden />
              Eyes open
            </span>
          }
          coach={coach}
          onBegin={() => send({ type: 'begin' })}
          details={
            <>
              <PhaseOverview phases={SACRED_ORDINARY_PHASES} />
              <WhyItWorks>
                <p>
                  Giving full, curious attention to one simple thing quiets the mind&apos;s habit of running
                  ahead. Savouring ordinary moments is linked with more positive emotion and less rumination.
                </p>
              </WhyItWorks>
            </>
          }
        />
      )}

      {state.stage === 'practice' && (
        <PhasedPracticeStage
          phases={SACRED_ORDINARY_PHASES}
          phaseIndex={position.phaseIndex}
          elapsed={state.elapsed}
          remaining={remaining}
          paused={state.paused}
          visual={
            <StillPoint
              phaseIndex={position.phaseIndex}
              paused={state.paused}
              reducedMotion={reducedMotion}
            />
          }
          sound={
            <SessionSoundControls
              className="mx-auto mt-6 w-fit"
              voice={{ muted: voice.muted, onToggleMute: voice.toggleMute }}
              music={music}
            />
          }
          onTogglePause={togglePause}
          onEndEarly={() => send({ type: 'endEarly' })}
        />
      )}

      {state.stage === 'done' && (
        <PracticeCompletion
          practice={practice}
          practiceName={TITLE}
          practisedSeconds={state.elapsed}
          onContinue={() => props.onFinished()}
          onPracticeAgain={() => send({ type: 'restart' })}
        >
          <p>The ordinary is still there, and so is the attention you brought to it.</p>
        </PracticeCompletion>
      )}
    </PlayerFrame>
  );
}
