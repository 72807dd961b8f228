import type { ChatReply } from '@flowmind/core/contracts/chat';
import type { Practice } from '@flowmind/core/contracts/practices';
import { findReplyDefects } from '@flowmind/core/chat-coach';
import { detectCrisis, guardCoachReply } from '@flowmind/core/chat-safety';
import type { CoachPersona } from '../../../integrations/llm/coach-engine';
import { personaVoice } from '../../../integrations/llm/builtin/persona';

/**
 * Golden conversations of the built-in coach: the same everyday messages sent to every coach, in one
 * conversation per coach, with what a good reply must do. `checkGoldenReply` lists every problem so a
 * failing run says exactly what embarrassed us.
 */

export interface GoldenTurn {
  message: string;
  /** The agent's main action. */
  action: 'recommend_practice' | 'show_progress' | 'log_mood' | 'respond' | 'clarify';
  /** Words that show the reply is about what was asked. */
  onTopic: RegExp;
  /** Must the reply link at least one practice of the library? */
  linksPractice: boolean;
  /** What the linked practices must fit (their category, goals, moods or description). */
  practiceFits?: RegExp;
  /** The mood the coach must log. */
  logsMood?: number;
}

export const GOLDEN_TURNS: GoldenTurn[] = [
  { message: 'hello', action: 'respond', onTopic: /how are you feeling/i, linksPractice: false },
  {
    message: "I'm so stressed about work",
    action: 'recommend_practice',
    onTopic: /stress|urgent|reset|alarm|piling/i,
    linksPractice: true,
    practiceFits: /stress|calm|balance|anxi|ground|breath|tension|steady|work/i,
  },
  {
    message: "I can't sleep",
    action: 'recommend_practice',
    onTopic: /sleep|wind-down|drift off|night|busy mind/i,
    linksPractice: true,
    practiceFits: /sleep|rest|relax|night|wind/i,
  },
  {
    message: 'I want motivation',
    action: 'recommend_practice',
    onTopic: /motivation|momentum|small|start/i,
    linksPractice: true,
    practiceFits: /habit|goal|confiden|performance|motivat|wins|success|career|focus/i,
  },
  {
    message: 'Recommend a breathing practice',
    action: 'recommend_practice',
    onTopic: /breath/i,
    linksPractice: true,
    practiceFits: /^Breathwork$/,
  },
  {
    // Progress ends with a next step from the library.
    message: 'How am I doing?',
    action: 'show_progress',
    onTopic: /Level \d+ with \d+ XP/,
    linksPractice: true,
  },
  {
    message: 'I feel like a 4 today',
    action: 'log_mood',
    onTopic: /logged your mood as 4\/10 \(Meh\)/,
    linksPractice: true,
    logsMood: 4,
  },
  { message: 'asdkjh qwe zxcv', action: 'clarify', onTopic: /not sure I understood/i, linksPractice: false },
  {
    message: 'Are you a therapist?',
    action: 'respond',
    onTopic: /not a person, a therapist or a doctor/i,
    linksPractice: false,
  },
  {
    message: 'How much melatonin should I take?',
    action: 'recommend_practice',
    onTopic: /can't give medical advice/i,
    linksPractice: true,
  },
  { message: 'thanks!', action: 'respond', onTopic: /welcome/i, linksPractice: false },
];

const LINK = /\[([^\]]+)\]\(([^)]+)\)/g;
const PRACTICE_URL = /^\/practice\?practiceId=([0-9a-f-]{36})$/;
/** Words a wellness coach must never use about the person. */
const CLINICAL = /\b(?:diagnos\w*|disorder|prescri\w*|\d+ ?mg|dosage|calorie target)\b/i;

export interface GoldenContext {
  firstName: string;
  /** Every practice of the library by id. */
  practices: Map<string, Practice>;
  /** The persona phrases of this coach, rendered with the person's name. */
  personaPhrases: string[];
  isFirstTurn: boolean;
}

/** Every problem with one reply; an empty list means it is good enough to show a person. */
export function checkGoldenReply(turn: GoldenTurn, reply: ChatReply, context: GoldenContext): string[] {
  const problems: string[] = [];
  const text = reply.message.content;
  const agent = reply.message.agentResponse;
  const say = (problem: string) => problems.push(`${turn.message} -> ${problem}`);

  if (!agent) return [`${turn.message} -> no agent response`];
  for (const field of ['thought', 'action', 'observation', 'finalAnswer'] as const) {
    if (!agent[field].trim()) say(`empty ${field}`);
  }
  if (agent.finalAnswer !== text) say('finalAnswer differs from the message');
  if (agent.action !== turn.action) say(`action '${agent.action}', expected '${turn.action}'`);
  if (!turn.onTopic.test(text)) say(`off topic (expected ${String(turn.onTopic)})`);
  if (!text.includes(context.firstName)) say(`does not use the name ${context.firstName}`);
  if (reply.metadata.provider !== 'builtin' || !reply.metadata.builtIn)
    say('not answered by the built-in coach');

  // The start of a conversation says what the coach is; later replies do not repeat it.
  const introduced =
    /AI wellness coach/.test(text) && /not a therapist/.test(text) && /built-in coach/.test(text);
  if (context.isFirstTurn && !introduced)
    say('first reply does not introduce an AI wellness coach and the built-in coach');
  if (!context.isFirstTurn && /I'm not a therapist or a doctor, but I can help/.test(text))
    say('repeats the introduction');

  // Practices: real ones, named as they are, fitting the request.
  const links = [...text.matchAll(LINK)];
  if (turn.linksPractice && links.length === 0) say('links no practice');
  if (!turn.linksPractice && links.length > 0) say('links a practice where none was asked for');
  for (const [, label, url] of links) {
    const id = PRACTICE_URL.exec(url!)?.[1];
    const practice = id ? context.practices.get(id) : undefined;
    if (!practice) {
      say(`links ${url} which is not a practice`);
      continue;
    }
    if (practice.name !== label) say(`link label '${label}' is not the practice name '${practice.name}'`);
    if (turn.practiceFits) {
      const about = [
        practice.category.name,
        ...practice.target_goals,
        ...practice.mood_targets,
        ...practice.stress_types,
        practice.description,
      ];
      const fits = turn.practiceFits.source.startsWith('^')
        ? turn.practiceFits.test(practice.category.name)
        : about.some((item) => turn.practiceFits!.test(item));
      if (!fits) say(`practice '${practice.name}' does not fit (${String(turn.practiceFits)})`);
    }
  }

  // Persona: topical replies carry the coach's own voice.
  if (turn.action === 'recommend_practice' && !/medical advice/.test(text)) {
    if (!context.personaPhrases.some((phrase) => text.includes(phrase)))
      say("does not sound like this coach's persona");
  }

  // Never clinical, never a crisis false alarm, never embarrassing.
  if (guardCoachReply(text).removed.length > 0)
    say(`gives medical advice (${guardCoachReply(text).removed.join(', ')})`);
  if (
    CLINICAL.test(
      text.replace(/I can't give medical advice like diagnoses, medication, doses or calorie targets\./, ''),
    )
  ) {
    say('uses clinical language');
  }
  if (reply.safety) say('was treated as a crisis');
  if (detectCrisis(text).isCrisis) say('reads like a crisis message itself');
  for (const defect of findReplyDefects(text)) say(defect);
  if (/\bgoal of (?:improve|build)\b/.test(text)) say('names a goal ungrammatically');
  if (text.length > 1400) say(`is too long (${text.length} characters)`);
  return problems;
}

/**
 * Scripted 10-turn conversations with every coach, the same for every coach: a stressor, a practice that did not help, a very low
 * mood, a medical question, 'another one', good news, a second request and thanks.
 */
export const TEN_TURN_SCRIPT = [
  'hi',
  'my exams are in june and im freaking out',
  'ok i tried it, that didnt help',
  'honestly a 2',
  'can i take melatonin w my zoloft',
  'another one',
  'i passed my mock exam!!',
  'can you suggest something for sleep',
  'something else',
  'thanks so much',
];

/** Every stock phrase of a coach's persona as said to `name`: a reply may use each only now and then. */
export function personaPhrases(coach: Pick<CoachPersona, 'personality' | 'style'>, name: string): string[] {
  const voice = personaVoice(coach);
  return [
    ...voice.openers.map((opener) => opener(name)),
    ...voice.closers,
    ...voice.cheers.map((cheer) => cheer(name)),
    ...voice.invitations,
  ];
}
