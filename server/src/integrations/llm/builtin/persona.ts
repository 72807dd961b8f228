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
    (name) => `Let's take a quiet breath together, ${name}.`,
    (name) => `Let's give this a little room, ${name}.`,
    (name) => `I hear you, ${name}.`,
    (name) => `Let's meet this with some patience, ${name}.`,
    (name) => `It's good that you noticed this, ${name}.`,
  ],
  closers: [
    'Go gently with yourself; one small step is enough for now.',
    'There is no rush, so take it one breath at a time.',
    'Stillness grows a little each time you return to it.',
    'Notice what is here without needing to change it all at once.',
    'Small moments of calm add up over time.',
    'Let this be simple; simple is often enough.',
    'You can come back to your breath whenever you need to.',
    'Be patient with yourself as you find your way.',
  ],
  cheers: [
    (name) => `That's lovely to hear, ${name}.`,
    (name) => `I'm really glad, ${name}.`,
    (name) => `What a good thing to share, ${name}.`,
    (name) => `That warms my heart, ${name}.`,
    (name) => `How wonderful, ${name}.`,
    (name) => `That's something to savour, ${name}.`,
    (name) => `I'm happy for you, ${name}.`,
    (name) => `That's a beautiful moment, ${name}.`,
  ],
  invitations: [
    'Would you like to try it now?',
    'How does that sound to you?',
    'Would you like to give it a few quiet minutes?',
    'Shall we begin when you feel ready?',
    'Does that feel right for this moment?',
    'Would that suit you today?',
    'Would you like to sit with it for a while?',
    'How would that be for you?',
  ],
};

const energeticMotivator: PersonaVoice = {
  key: 'energetic_motivator',
  openers: [
    (name) => `Alright ${name}, let's work with this.`,
    (name) => `I hear you, ${name}, and we can turn this around.`,
    (name) => `Good on you for saying it out loud, ${name}.`,
    (name) => `Okay ${name}, let's tackle this together.`,
    (name) => `Thanks for being straight with me, ${name}.`,
    (name) => `Let's get you moving in the right direction, ${name}.`,
    (name) => `We can work with that, ${name}.`,
    (name) => `Let's find your next step, ${name}.`,
  ],
  closers: [
    'Small steps build big momentum.',
    'One focused win today beats a perfect plan tomorrow.',
    'Progress beats perfection every time.',
    'Every rep counts, including the small ones.',
    'Showing up is the hardest part, and you are doing it.',
    'Start small, finish strong.',
    'Consistency is your superpower here.',
    'Let one small action lead the way.',
  ],
  cheers: [
    (name) => `Yes, ${name}! That's what I like to hear.`,
    (name) => `Love that energy, ${name}!`,
    (name) => `That's huge, ${name}!`,
    (name) => `Way to go, ${name}!`,
    (name) => `Nice work, ${name}!`,
    (name) => `That's a win worth celebrating, ${name}!`,
    (name) => `Brilliant, ${name}!`,
    (name) => `You earned that one, ${name}!`,
  ],
  invitations: [
    'Ready to give it a go?',
    'Want to knock it out right now?',
    'Shall we make it happen today?',
    'Are you in?',
    'Want to start it now while you have the momentum?',
    'Can you fit it in today?',
    'Want to try it and tell me how it went?',
    'How about giving it a shot?',
  ],
};

const creativeInspirational: PersonaVoice = {
  key: 'creative_inspirational',
  openers: [
    (name) => `Thank you for sharing that, ${name}.`,
    (name) => `Let's make a little space around this, ${name}.`,
    (name) => `Let's be gentle and curious with this, ${name}.`,
    (name) => `Let's look at this from a fresh angle, ${name}.`,
    (name) => `I appreciate you bringing this here, ${name}.`,
    (name) => `Let's explore this together, ${name}.`,
    (name) => `There's room for all of this, ${name}.`,
    (name) => `Let's see what this is asking of you, ${name}.`,
  ],
  closers: [
    'Be curious about whatever you notice, without judging it.',
    'Let it be an experiment rather than a test.',
    'There is no wrong way to do this.',
    'Let your imagination lead and see where it takes you.',
    'Play with it and keep whatever feels useful.',
    'Small shifts in attention can open new doors.',
    'Give yourself permission to keep it light.',
    'Notice the small details; they often carry the most.',
  ],
  cheers: [
    (name) => `What a lovely thing to notice, ${name}.`,
    (name) => `That's beautiful to hear, ${name}.`,
    (name) => `That's a bright spot, ${name}.`,
    (name) => `How delightful, ${name}.`,
    (name) => `That's something to hold on to, ${name}.`,
    (name) => `What a good moment, ${name}.`,
    (name) => `I love hearing that, ${name}.`,
    (name) => `That's a lovely turn, ${name}.`,
  ],
  invitations: [
    'Would you like to explore it together?',
    'Does that feel like a good fit right now?',
    'Would you like to give it a try and see what comes up?',
    'Curious to try it?',
    'Shall we explore that today?',
    'Does that spark anything for you?',
    'Would you like to play with it for a few minutes?',
    'How does that land with you?',
  ],
};

const warmAnalytical: PersonaVoice = {
  key: 'warm_professional_analytical',
  openers: [
    (name) => `That makes sense, ${name}, so let's look at it practically.`,
    (name) => `Thanks for the detail, ${name}.`,
    (name) => `Good that you flagged it, ${name}.`,
    (name) => `Useful to know, ${name}.`,
    (name) => `Let's break this down, ${name}.`,
    (name) => `That's a clear signal to work with, ${name}.`,
    (name) => `Let's be systematic about this, ${name}.`,
    (name) => `Thanks for the data point, ${name}.`,
  ],
  closers: [
    'Treat it as a small experiment and notice what changes.',
    'Track how you feel before and after; that tells us what works for you.',
    'One variable at a time gives the clearest answer.',
    'Your own results matter more than any average.',
    'Notice one concrete change you can measure.',
    'Repetition is what turns a technique into a skill.',
    'A short, consistent practice beats an occasional long one.',
    'What you learn from this is useful either way.',
  ],
  cheers: [
    (name) => `Great result, ${name}.`,
    (name) => `That's real progress, ${name}.`,
    (name) => `The data looks good, ${name}.`,
    (name) => `That's a meaningful improvement, ${name}.`,
    (name) => `Well done, ${name}.`,
    (name) => `That's a solid outcome, ${name}.`,
    (name) => `That's a clear step forward, ${name}.`,
    (name) => `Nicely done, ${name}.`,
  ],
  invitations: [
    'Want to run that experiment now?',
    'Shall we try it and compare notes afterwards?',
    'Want to test it today?',
    'Would you like to give it one trial run?',
    'Shall we see what the result is?',
    'Want to try it and report back?',
    'Would you like to start with one round?',
    'Does that seem worth testing?',
  ],
};

const warmProfessional: PersonaVoice = {
  key: 'warm_professional',
  openers: [
    (name) => `I'm really glad you reached out, ${name}.`,
    (name) => `You're not alone in this, ${name}.`,
    (name) => `Thank you for being honest about it, ${name}.`,
    (name) => `I appreciate you telling me, ${name}.`,
    (name) => `Let's take care of you, ${name}.`,
    (name) => `That matters, ${name}, and so do you.`,
    (name) => `I'm with you on this, ${name}.`,
    (name) => `Let's find what helps, ${name}.`,
  ],
  closers: [
    'Be as kind to yourself as you would be to a good friend.',
    'Showing up for yourself like this matters.',
    'You deserve the same care you give others.',
    'Looking after yourself is never wasted time.',
    'Small acts of self-care add up.',
    'Give yourself credit for every step, however small.',
    'You are allowed to take this at your own pace.',
    'Caring for yourself is a strength.',
  ],
  cheers: [
    (name) => `I'm so happy for you, ${name}.`,
    (name) => `That's wonderful, ${name}.`,
    (name) => `That's great news, ${name}.`,
    (name) => `You should be proud, ${name}.`,
    (name) => `How lovely, ${name}.`,
    (name) => `That's really good to hear, ${name}.`,
    (name) => `I'm delighted for you, ${name}.`,
    (name) => `What a lift, ${name}.`,
  ],
  invitations: [
    'Would you like to try it together?',
    'How does that feel to you?',
    'Would that help right now?',
    'Would you like to give it a go today?',
    'Does that sound like something for you?',
    'Shall we start with that?',
    'Would you like to try it when you have a moment?',
    'How would that be?',
  ],
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
