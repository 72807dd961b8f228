import type { CoachPersona } from '../coach-engine';

/**
 * How each kind of coach sounds in the built-in engine. Keyed by the coach's personality (the four of the
 * coaches table); warm professionals who are analytical by style (Theo) get their own, more explanatory
 * voice. Every phrase is a function of the person's name, so nothing is ever left as a placeholder.
 */
export interface PersonaVoice {
  key: string;
  /** First sentence of a topical reply. */
  openers: ((name: string) => string)[];
  /** Last sentence before the question, in the coach's manner. */
  closers: string[];
  /** Said when something went well (a high mood, a streak). */
  cheers: ((name: string) => string)[];
  /** How the coach invites the next step. */
  invitations: string[];
}

const calmWise: PersonaVoice = {
  key: 'calm_wise',
  openers: [
    (name) => `Thank you for telling me, ${name}.`,
    (name) => `Let's slow things down for a moment, ${name}.`,
    (name) => `I'm here with you, ${name}.`,
  ],
  closers: [
    'Go gently with yourself; one small step is enough for now.',
    'There is no rush, so take it one breath at a time.',
  ],
  cheers: [(name) => `That's lovely to hear, ${name}.`, (name) => `I'm really glad, ${name}.`],
  invitations: ['Would you like to try it now?', 'How does that sound to you?'],
};

const energeticMotivator: PersonaVoice = {
  key: 'energetic_motivator',
  openers: [
    (name) => `Alright ${name}, let's work with this!`,
    (name) => `I hear you, ${name}, and we can turn this around.`,
    (name) => `Good on you for saying it out loud, ${name}.`,
  ],
  closers: ['Small steps build big momentum.', 'One focused win today beats a perfect plan tomorrow.'],
  cheers: [(name) => `Yes, ${name}! That's what I like to hear.`, (name) => `Love that energy, ${name}!`],
  invitations: ['Ready to give it a go?', 'Want to knock it out right now?'],
};

const creativeInspirational: PersonaVoice = {
  key: 'creative_inspirational',
  openers: [
    (name) => `Thank you for sharing that, ${name}.`,
    (name) => `Let's make a little space around this, ${name}.`,
    (name) => `Let's be gentle and curious with this, ${name}.`,
  ],
  closers: [
    'Be curious about whatever you notice, without judging it.',
    'Let it be an experiment rather than a test.',
  ],
  cheers: [
    (name) => `What a lovely thing to notice, ${name}.`,
    (name) => `That's beautiful to hear, ${name}.`,
  ],
  invitations: ['Would you like to explore it together?', 'Does that feel like a good fit right now?'],
};

const warmAnalytical: PersonaVoice = {
  key: 'warm_professional_analytical',
  openers: [
    (name) => `That makes sense, ${name}, so let's look at it practically.`,
    (name) => `Thanks for the detail, ${name}.`,
    (name) => `Good that you flagged it, ${name}.`,
  ],
  closers: [
    'Treat it as a small experiment and notice what changes.',
    'Track how you feel before and after; that tells us what works for you.',
  ],
  cheers: [(name) => `Great result, ${name}.`, (name) => `That's real progress, ${name}.`],
  invitations: ['Want to run that experiment now?', 'Shall we try it and compare notes afterwards?'],
};

const warmProfessional: PersonaVoice = {
  key: 'warm_professional',
  openers: [
    (name) => `I'm really glad you reached out, ${name}.`,
    (name) => `You're not alone in this, ${name}.`,
    (name) => `Thank you for being honest about it, ${name}.`,
  ],
  closers: [
    'Be as kind to yourself as you would be to a good friend.',
    'Showing up for yourself like this matters.',
  ],
  cheers: [(name) => `I'm so happy for you, ${name}.`, (name) => `That's wonderful, ${name}.`],
  invitations: ['Would you like to try it together?', 'How does that feel to you?'],
};

export function personaVoice(coach: Pick<CoachPersona, 'personality' | 'style'>): PersonaVoice {
  switch (coach.personality) {
    case 'calm_wise':
      return calmWise;
    case 'energetic_motivator':
      return energeticMotivator;
    case 'creative_inspirational':
      return creativeInspirational;
    default:
      return coach.style === 'analytical' ? warmAnalytical : warmProfessional;
  }
}
