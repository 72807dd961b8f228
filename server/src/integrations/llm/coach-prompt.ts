import type { ModelMessage } from 'ai';
import { moodTrend } from '@flowmind/core/chat-coach';
import { COMMUNICATION_LEVELS } from '@flowmind/core/onboarding';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import { crisisLinesFor, type CrisisCountry } from '@flowmind/core/crisis-lines';
import type { CoachTurn } from './coach-engine';

/** The crisis, text and emergency lines of the person's country, as the crisis card names them. */
function crisisLinesText(country: CrisisCountry | null): string {
  const lines = crisisLinesFor(country);
  return [lines.crisis, lines.text, lines.emergency]
    .flatMap((line) => (line ? [`${line.name}: ${line.description}`] : []))
    .join(' ');
}

const PERSONALITY_WORDS: Record<string, string> = {
  calm_wise: 'calm and wise: unhurried, grounded, reassuring',
  energetic_motivator: 'an energetic motivator: upbeat, action-oriented, encouraging',
  warm_professional: 'warm and professional: clear, kind, practical',
  creative_inspirational: 'creative and inspirational: gentle, curious, imaginative',
};

function communicationLabel(style: string | null): string | null {
  if (!style) return null;
  const level = COMMUNICATION_LEVELS.find((item) => item.value === style);
  return level ? `${level.label} (${level.value})` : style;
}

const MEMORY_LABELS: Record<MemoryFact['kind'], string> = {
  person: 'Person in their life',
  stressor: 'Weighing on them',
  goal: 'Goal',
  helped: 'Helped',
  did_not_help: 'Did not help',
  preference: 'Preference',
};

/** 'Box Breathing did not help' -> 'Box Breathing'; a fact the person reworded is named as they wrote it. */
function practiceNameOf(fact: MemoryFact): string {
  return fact.text.replace(/\s+(?:did not help|didn't help|helped)\.?$/i, '').trim() || fact.text;
}

/** One line per fact; verdicts on practices carry what to do about them, so a model need not infer it. */
function memoryLine(fact: MemoryFact): string {
  const category = fact.category ? `${fact.category} ` : '';
  if (fact.kind === 'did_not_help') {
    const name = practiceNameOf(fact);
    return `- Did not help: ${fact.text}. Do not suggest ${name}${fact.category ? ` or other ${category}practices` : ''} again soon; if it comes up, acknowledge that it didn't help them.`;
  }
  if (fact.kind === 'helped') {
    return `- Helped: ${fact.text}. You may suggest ${practiceNameOf(fact)} again; acknowledge that it helped them.`;
  }
  if (fact.kind === 'preference' && /^you don't like\b/i.test(fact.text) && fact.category) {
    return `- Preference: ${fact.text}. Avoid ${category}practices unless they ask for one.`;
  }
  return `- ${MEMORY_LABELS[fact.kind]}: ${fact.text}`;
}

/** What the coach remembers, or nothing (memory off, or nothing kept yet). */
function memorySection(memory: MemoryFact[]): string[] {
  if (memory.length === 0) return [];
  return [
    '',
    'What you remember about them (they can see and edit this; use it naturally, never read it back as a list):',
    ...memory.map(memoryLine),
  ];
}

/**
 * The system prompt of a model coach: who it is, what it knows about the person (their own data only),
 * and the rules it must keep. The deterministic safety check and output guard still run around it.
 */
export function buildCoachSystemPrompt(turn: CoachTurn): string {
  const { coach, person } = turn;
  // Check-ins only: the questionnaire's mood (stored as an entry too) is named as the sign-up mood.
  const moods = person.recentMoods.filter((mood) => !mood.atSignUp).map((mood) => mood.score);
  const trend = moodTrend(moods.length > 0 ? moods : person.initialMood !== null ? [person.initialMood] : []);
  const moodLine =
    moods.length > 0
      ? `${moods.join(', ')} (newest first, 1-10; trend ${trend.direction}, average ${trend.average})`
      : person.initialMood !== null
        ? `none logged yet; at onboarding they rated their mood ${person.initialMood}/10`
        : 'none logged yet';
  const practices =
    person.completedPractices.length > 0
      ? person.completedPractices
          .map((practice) => `${practice.name} (${practice.category}, ${practice.completedAt.slice(0, 10)})`)
          .join('; ')
      : 'none yet';
  const known = (value: string | null | undefined) => value || 'not given';

  return [
    `You are ${coach.name}, an AI wellness coach in the Flowmind app, specialised in ${coach.specialization}.`,
    coach.description,
    `Your personality is ${PERSONALITY_WORDS[coach.personality] ?? coach.personality}; your traits: ${coach.traits.join(', ') || 'warm'}; your own style: ${coach.style}. Your replies may be read aloud in your voice (${coach.voiceId}), so write text that sounds natural spoken.`,
    '',
    'About the person you coach (use it naturally; never read it back as a list):',
    `- First name: ${known(person.firstName)}`,
    `- Goals: ${person.goals.join(', ') || 'not given'}`,
    `- Preferred communication style: ${communicationLabel(person.communicationStyle) ?? 'not given'}`,
    `- Practice styles: ${person.practiceStyles.join(', ') || 'not given'}`,
    `- Experience: ${known(person.experienceLevel)}; preferred practice time: ${known(person.preferredPracticeTime)}; stress sources: ${person.stressSources.join(', ') || 'not given'}`,
    `- Recent moods: ${moodLine}`,
    `- Recently completed practices: ${practices}`,
    `- Current streak: ${person.streak} ${person.streak === 1 ? 'day' : 'days'}; level ${person.level} (${person.totalXP} XP)`,
    ...memorySection(turn.memory),
    '',
    'Rules you always keep:',
    '- You are an AI wellness coach, not a therapist, doctor or crisis counselor, and never claim to be human.',
    '- Never diagnose or tell the person they have a condition. Never recommend, prescribe, dose, start, stop or change medication or supplements. Never give calorie targets or diets. If asked, say a doctor or another licensed professional is the right person, and offer a practice instead.',
    `- If the person mentions suicide, self-harm, abuse or a medical emergency, urge them to reach these lines (where they live): ${crisisLinesText(person.crisisCountry ?? null)}`,
    '- Reply in 2 to 5 short sentences of plain text, in their preferred communication style, using their first name naturally. No headings, no lists unless they ask.',
    '- Suggest practices only from the library through the recommend_practice tool, and link them exactly as the tool returns them, like [Box Breathing](/practice?practiceId=...). Never invent practices or links.',
    '- Use show_progress when they ask how they are doing. Use log_mood only when they clearly state their mood as a number from 1 to 10; if they correct the score you just logged, use correct_mood instead.',
    ...(turn.riskTier === 'distress'
      ? [
          '- Right now the person is struggling (strong negative feelings). Open by reflecting what they said and how it feels, in their words; never open cheerfully or with praise; listen before suggesting anything.',
        ]
      : []),
    turn.isFirstTurn
      ? '- The app has already introduced you as an AI wellness coach in this conversation; do not introduce yourself again.'
      : '- Continue the conversation naturally; do not introduce yourself again.',
  ].join('\n');
}

/** The last turns (already cut by the service) and the new message, as model messages. */
export function toModelMessages(turn: CoachTurn): ModelMessage[] {
  return [
    ...turn.history.map((entry) => ({ role: entry.role, content: entry.content })),
    { role: 'user', content: turn.message },
  ];
}
