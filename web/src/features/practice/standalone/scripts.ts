import type { PracticeScript } from '../guidance/practice-script';
import { BOX_BREATHING_CUES, BOX_BREATHING_ENCOURAGING_HOLDS } from './guidance-cues';
import {
  BRAIN_WAVE_PHASE_SECONDS,
  SACRED_ORDINARY_PHASE_SECONDS,
  SUCCESS_VISUALIZATION_PHASE_SECONDS,
} from '@flowmind/core/standalone-practices';

/** One timed phase of a standalone practice: what the screen shows and what the guide says as it starts. */
export interface GuidedPhase {
  title: string;
  /** Shown on screen for the whole phase. */
  instruction: string;
  /** Spoken as the phase starts. */
  prompt: string;
  seconds: number;
}

function phases(
  seconds: readonly number[],
  texts: readonly Omit<GuidedPhase, 'seconds'>[],
): readonly GuidedPhase[] {
  if (seconds.length !== texts.length) throw new Error('Every phase needs its texts.');
  return texts.map((text, index) => ({ ...text, seconds: seconds[index]! }));
}

/** Sacred ordinary (mindfulness): 15 s to choose, 15 s to arrive, 90 s to see the ordinary anew. */
export const SACRED_ORDINARY_PHASES = phases(SACRED_ORDINARY_PHASE_SECONDS, [
  {
    title: 'Choose something ordinary',
    instruction:
      'Let your eyes rest on one ordinary thing near you: a cup, your hand, a leaf, the light on a wall.',
    prompt: 'Let your eyes rest on one ordinary thing near you. A cup, your hand, the light on a wall.',
  },
  {
    title: 'Arrive',
    instruction: 'Take a slow breath in and a longer breath out. Let everything else wait for two minutes.',
    prompt: 'Breathe in slowly, and let a longer breath out. Everything else can wait.',
  },
  {
    title: 'See it for the first time',
    instruction:
      'Look as if you had never seen it before. Its colour, its edges, how the light touches it. Think of the hands and the time that brought it here. Let the ordinary become remarkable.',
    prompt:
      'Now look at it as if for the very first time. Notice its colour, its edges, the way light rests on it. Let the ordinary become remarkable.',
  },
]);

/** Brain-wave entrainment: settle for 30 s, let the beat work for 120 s, come back for 30 s. */
export const BRAIN_WAVE_PHASES = phases(BRAIN_WAVE_PHASE_SECONDS, [
  {
    title: 'Settle in',
    instruction:
      'Close your eyes or soften your gaze. Let the tone fill both ears and your breath slow down.',
    prompt:
      'Close your eyes, or soften your gaze. Let the tone fill both ears, and let your breath slow down.',
  },
  {
    title: 'Entrain',
    instruction:
      'Stay with the gentle pulse between your ears. When thoughts come, let them pass and return to the sound.',
    prompt:
      'Stay with the gentle pulse between your ears. When thoughts come, let them pass, and return to the sound.',
  },
  {
    title: 'Integrate',
    instruction: 'Let the sound fade into the background. Notice how your mind feels now, clear and steady.',
    prompt: 'Let the sound fade into the background. Notice how your mind feels now.',
  },
]);

/** Success visualization: 420 s from arriving to a success rehearsed and anchored. */
export const SUCCESS_VISUALIZATION_PHASES = phases(SUCCESS_VISUALIZATION_PHASE_SECONDS, [
  {
    title: 'Arrive',
    instruction: 'Sit comfortably and close your eyes. Take three slow breaths, each one a little deeper.',
    prompt:
      'Sit comfortably and close your eyes. Take three slow breaths, each one a little deeper than the last.',
  },
  {
    title: 'Choose your goal',
    instruction:
      'Bring one goal to mind that truly matters to you. Say it to yourself in a few simple words.',
    prompt: 'Bring to mind one goal that truly matters to you. Say it to yourself in a few simple words.',
  },
  {
    title: 'See the path',
    instruction:
      'Picture the steps between here and there. See yourself taking the first one today, then the next, steadily.',
    prompt:
      'Picture the path from here to your goal. See yourself taking the first step today, then the next.',
  },
  {
    title: 'Meet the obstacle',
    instruction:
      'Imagine the moment it gets hard. See yourself pause, breathe, and choose the next step anyway.',
    prompt:
      'Now imagine the moment it gets hard. See yourself pause, breathe, and choose the next step anyway.',
  },
  {
    title: 'Live the success',
    instruction:
      'You have arrived. Where are you? Who is with you? What do you see and hear? Let the feeling fill your whole body.',
    prompt:
      'You have arrived. Where are you? Who is with you? What do you see, and hear? Let the feeling of success fill your whole body.',
  },
  {
    title: 'Anchor the feeling',
    instruction: 'Press your thumb and finger gently together and store this feeling there, ready for later.',
    prompt:
      'Press your thumb and finger gently together, and store this feeling there, ready for when you need it.',
  },
  {
    title: 'Return',
    instruction: 'Bring your attention back to the room. When you are ready, open your eyes.',
    prompt: 'Slowly bring your attention back to the room. When you are ready, open your eyes.',
  },
]);

/** The gratitude journal's three prompts, one per entry. */
export const GRATITUDE_PROMPTS = [
  {
    label: 'Something that made today a little better',
    placeholder: 'The first sip of coffee, a kind message, sunlight on the desk...',
    spoken: 'Think of something, however small, that made today a little better.',
  },
  {
    label: 'Someone you are thankful for',
    placeholder: 'A friend, a colleague, a stranger who held the door...',
    spoken: 'Now think of someone you are thankful for, and what they did.',
  },
  {
    label: 'Something about yourself you appreciate',
    placeholder: 'Your patience, showing up today, a skill you are growing...',
    spoken: 'Finally, think of something about yourself that you appreciate.',
  },
] as const;

/** A phased practice's spoken script: the welcome, each phase's prompt, the completion words. */
function phasedScript(welcome: string, phaseList: readonly GuidedPhase[], complete: string): PracticeScript {
  return { start: welcome, phases: phaseList.map((phase) => phase.prompt), complete };
}

/*
 * What each player says aloud. Box breathing's "phases" are its cues: the four breath phases, then the holds
 * that carry encouragement (see guidance-cues.ts); its welcome is two words, because the first inhale is
 * already running when it is said.
 */
export const BOX_BREATHING_SCRIPT: PracticeScript = {
  start: "Let's begin.",
  phases: [...BOX_BREATHING_CUES, ...BOX_BREATHING_ENCOURAGING_HOLDS],
  complete:
    "Well done. You've completed box breathing. Breathe naturally, and notice how calm your body feels.",
};

export const SACRED_ORDINARY_SCRIPT = phasedScript(
  'Welcome to Sacred Ordinary. For the next two minutes, there is nowhere else to be.',
  SACRED_ORDINARY_PHASES,
  "Well done. You've completed Sacred Ordinary. Carry this way of seeing into the rest of your day.",
);

export const BRAIN_WAVE_SCRIPT = phasedScript(
  'Welcome to brain wave entrainment. Put your headphones on, and get comfortable.',
  BRAIN_WAVE_PHASES,
  "Well done. You've completed brain wave entrainment. Take a moment before you move on.",
);

export const SUCCESS_VISUALIZATION_SCRIPT = phasedScript(
  'Welcome to Success Visualization. Find a comfortable position, and let us begin.',
  SUCCESS_VISUALIZATION_PHASES,
  "Well done. You've completed Success Visualization. Take one small step toward your goal today.",
);

export const GRATITUDE_SCRIPT: PracticeScript = {
  start: 'Welcome to your gratitude journal. Take a breath, and let good things come to mind.',
  phases: GRATITUDE_PROMPTS.map((prompt) => prompt.spoken),
  complete: "Well done. You've completed your gratitude journal. Let that warmth stay with you.",
};
