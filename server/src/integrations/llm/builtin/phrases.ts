/** The built-in coach's fixed wording: capabilities, reflections of feelings, openers by mood. */

export const CAPABILITIES =
  "I can suggest a practice for stress, sleep, focus or motivation, show how you're doing, or log your mood when you tell me a number from 1 to 10.";
export const BUILT_IN_STATEMENT =
  "Right now I'm Flowmind's built-in coach, so I answer from your practice library and your progress rather than a large language model.";

/** Onboarding goals are short labels ('improve focus'); after 'your goal of' they read as nouns. */
const GOAL_PHRASES: Record<string, string> = {
  'build habits': 'building habits',
  'improve focus': 'better focus',
  'improve performance': 'better performance',
  'build confidence': 'more confidence',
  'improve relationships': 'better relationships',
  'sense of purpose': 'a sense of purpose',
};

export function goalPhrase(goal: string): string {
  return GOAL_PHRASES[goal.toLowerCase()] ?? goal;
}

/** First sentences that reflect a hard feeling back, by the feeling the risk check heard. */
export const FEELING_REFLECTIONS: Record<string, ((name: string) => string)[]> = {
  sadness: [
    (name) => `I'm so sorry, ${name}. That sounds really sad and heavy to carry.`,
    (name) => `That sounds so painful, ${name}, and it makes sense that you feel low.`,
    (name) => `I'm sorry it's such a heavy time, ${name}.`,
    (name) => `That sounds like a really hard day, ${name}.`,
  ],
  anxiety: [
    (name) => `That sounds really frightening, ${name}, and it makes sense that you feel on edge.`,
    (name) => `Worry like that is exhausting, ${name}. It makes sense that you feel anxious.`,
    (name) => `That sounds like a lot of worry to carry, ${name}.`,
    (name) => `Feeling on edge like that is hard, ${name}, and it makes sense with all that going on.`,
  ],
  anger: [
    (name) => `That sounds really frustrating, ${name}. It makes sense that you're angry.`,
    (name) => `Anyone would be upset by that, ${name}. Your anger makes sense.`,
    (name) => `That would get to anyone, ${name}.`,
  ],
  shame: [
    (name) =>
      `That sounds really painful, ${name}. Feeling humiliated or ashamed like that hurts, and it does not define you.`,
    (name) =>
      `I'm sorry that happened, ${name}. Moments like that sting, and they say nothing about your worth.`,
  ],
  loneliness: [
    (name) => `Feeling that alone is really hard, ${name}. I'm glad you reached out.`,
    (name) => `That sounds lonely, ${name}, and you deserve to feel connected.`,
    (name) => `I'm sorry you're feeling so on your own, ${name}.`,
  ],
  overwhelm: [
    (name) => `That's a lot to carry at once, ${name}. No wonder you feel overwhelmed.`,
    (name) => `It sounds like everything is piling up, ${name}, and that is exhausting.`,
    (name) => `That's a heavy load, ${name}, and it makes sense that you feel stretched thin.`,
  ],
  default: [
    (name) => `That sounds really hard, ${name}. I'm sorry you're going through it.`,
    (name) => `I'm sorry, ${name}. That sounds like a lot to be feeling.`,
    (name) => `That sounds tough, ${name}.`,
  ],
};

/** First sentences for a loss told in the message, naming whom when the words say ('your mum'). */
export const LOSS_REFLECTIONS: ((name: string, who: string | null) => string)[] = [
  (name, who) =>
    `I'm so sorry about ${who ?? 'your loss'}, ${name}. Losing someone you love is one of the hardest things there is.`,
  (name, who) => `I'm so sorry, ${name}. ${who ? `Losing ${who}` : 'A loss like that'} is so much to carry.`,
  (name, who) =>
    `Oh ${name}, I'm so sorry${who ? ` about ${who}` : ''}. Grief can feel overwhelming, and there is no right way to do it.`,
];

/**
 * What the coach says next while someone tells of their loss, with an open question. It follows a
 * reflection that named the person, so it names no one twice.
 */
export const LOSS_LISTENING: ((who: string | null) => string)[] = [
  (who) => `Would you like to tell me about ${who ?? 'them'}? I'm here, and there's no rush.`,
  () => "There's no right way to feel right now. How are you holding up today?",
  () =>
    "That love doesn't just stop, and missing them is part of it. What do you find yourself missing most?",
  () =>
    "I'm here with you. Would talking about it help, or would something gentle to help you rest feel better right now?",
];

export const LISTENING_INVITATIONS = [
  "Would you like to tell me more about what happened? I'm listening.",
  "What's been the hardest part of it for you?",
  'Do you want to talk it through, or would something gentle to help you settle feel better right now?',
  "What's been weighing on you most?",
  "I'm here to listen, whenever you want to say more.",
];

/** A yes to 'would you like to tell me more?': the coach keeps listening, and the offer stays open. */
export const KEEP_LISTENING = [
  (name: string) => `I'm listening, ${name}. Take your time, and tell me as much or as little as you like.`,
  (name: string) => `Go ahead, ${name}. I'm here, and there's no rush.`,
  (name: string) => `I'm right here, ${name}. Whatever you want to share is okay.`,
];
export const KEEP_LISTENING_OFFERS = [
  "If you'd rather have something gentle to help you settle, just say so.",
  'And if at any point a short practice would help more than talking, I can suggest one.',
];

/** The medical reply's support, without any number (no doses, durations or scores). */
export const MEDICAL_SUPPORT = [
  'Your doctor or pharmacist can look at that with you properly, and it is a good question to bring to them.',
  'A doctor or pharmacist is the right person to check that with you, and it is worth asking them.',
  'Please check that with your doctor or a pharmacist; they can answer it safely for you.',
];

/** First sentences for a stated mood, by level: a very low one is met with care, never with cheer. */
export const VERY_LOW_MOOD = [
  (name: string) => `That sounds like a really hard day, ${name}. I'm sorry it's this tough right now.`,
  (name: string) => `I'm sorry, ${name}. It sounds like today is really hard.`,
  (name: string) => `That's a really low day, ${name}, and I'm glad you told me.`,
];
export const LOW_MOOD = [
  (name: string) => `Thanks for telling me, ${name}. It sounds like today is a bit of a struggle.`,
  (name: string) => `I hear you, ${name}. Days like this can feel heavy.`,
  (name: string) => `That sounds like a tough day, ${name}.`,
];
export const MIDDLE_MOOD = [
  (name: string) => `Thanks for checking in, ${name}.`,
  (name: string) => `Got it, ${name}.`,
  (name: string) => `Thanks for letting me know, ${name}.`,
];
/** After a mood put right: an open question about their day, not about a suggestion. */
export const AFTER_MOOD_CORRECTED = [
  'Anything on your mind today?',
  'Want to tell me a bit about your day?',
  "Is there anything you'd like to talk through?",
];
/** More of good news just celebrated ('first time ever without stopping'): savoured with them. */
export const SAVOUR_OPENERS = [
  (name: string) => `That makes it even better, ${name}.`,
  (name: string) => `Even better, ${name}!`,
  (name: string) => `I love that, ${name}.`,
];
export const SAVOUR_QUESTIONS = [
  'How are you feeling about it all?',
  'Take a second to let that land. What does it mean to you?',
  'Is there someone you want to share it with?',
];
/** After 'Congratulations on the new job, Ana!': joy at their news, never a lesson. */
export const GOOD_NEWS_CHEERS = [
  "That's wonderful news, and I'm so happy for you.",
  'What a moment. You must be so proud.',
  "That's huge! Take a second to really let it land.",
];
/** After a thank-you or a goodbye: warm, and about them, not about a practice. */
export const SIGN_OFFS = [
  'Be gentle with yourself today.',
  'Look after yourself.',
  'It was good to talk with you.',
  "I'm glad you stopped by.",
];
export const ANOTHER_OPENERS = [
  (name: string) => `Of course, ${name}. Here's a different one.`,
  (name: string) => `Sure, ${name}, let's try something else.`,
  (name: string) => `No problem, ${name}. Here's another option.`,
  (name: string) => `Happy to, ${name}. This one is different.`,
  (name: string) => `Let's switch it up, ${name}.`,
];
export const SHORTER_OPENERS = [
  (name: string) => `Of course, ${name}. Here's a shorter one.`,
  (name: string) => `Sure, ${name}, something quicker.`,
  (name: string) => `No problem, ${name}. This one takes less time.`,
];
export const RECOMMEND_OPENERS = [
  (name: string) => `Good idea, ${name}.`,
  (name: string) => `Happy to help with that, ${name}.`,
  (name: string) => `Sure thing, ${name}.`,
  (name: string) => `Of course, ${name}.`,
  (name: string) => `Let's find you one, ${name}.`,
];
