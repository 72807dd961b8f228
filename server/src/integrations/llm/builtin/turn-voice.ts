import type { CoachTurn } from '../coach-engine';
import { factKeyword, lastAssistantTurn, memoryQuestion, recentReplies } from './conversation-rules';
import { lossIn, readFeeling } from './feelings';
import { personaVoice, type PersonaVoice } from './persona';
import { FEELING_REFLECTIONS, LOSS_LISTENING, LOSS_REFLECTIONS } from './phrases';
import { hashOf } from './sentences';

interface TurnLoss {
  who: string | null;
  toldNow: boolean;
  toldBefore: boolean;
}

/** How many of the person's earlier messages a told loss is remembered over. */
const RECENT_MESSAGES = 4;

/** The last message's feeling, read once however many sentences of a reply ask about it. */
let lastReading: { text: string; reading: ReturnType<typeof readFeeling> } | null = null;
function readingOf(text: string): ReturnType<typeof readFeeling> {
  if (lastReading?.text !== text) lastReading = { text, reading: readFeeling(text) };
  return lastReading.reading;
}

/**
 * How the coach speaks in one turn: the person's name, the coach's persona, and phrases picked so that
 * none repeats within the last five replies; a feeling heard in the message is reflected first.
 */
export class TurnVoice {
  readonly name: string;
  readonly persona: PersonaVoice;
  private readLoss: TurnLoss | null | undefined;

  constructor(private readonly turn: CoachTurn) {
    this.name = turn.person.firstName?.trim() || 'friend';
    this.persona = personaVoice(turn.coach);
  }

  /**
   * Picks a phrase for this turn that none of the coach's last five replies used, so openers, closers,
   * invitations and cheers never sound canned; when all were used, the one used longest ago.
   */
  pick<T>(options: T[], salt: string, render: (option: T) => string = String): T {
    const turn = this.turn;
    const replies = recentReplies(turn.history, 5);
    const start = hashOf(`${salt}|${turn.message}|${turn.history.length}`) % options.length;
    let oldest = options[start]!;
    let oldestAge = -1;
    for (let offset = 0; offset < options.length; offset += 1) {
      const option = options[(start + offset) % options.length]!;
      const age = replies.findIndex((reply) => reply.includes(render(option)));
      if (age === -1) return option;
      if (age > oldestAge) {
        oldest = option;
        oldestAge = age;
      }
    }
    return oldest;
  }

  pickNamed(options: ((name: string) => string)[], salt: string): string {
    const name = this.name;
    return this.pick(options, salt, (option) => option(name))(name);
  }

  /** The feeling heard in the message: the risk check's when the tier is distress, else our own reading. */
  feeling(): string | null {
    const turn = this.turn;
    if (turn.riskTier === 'distress' && turn.feeling !== undefined) return turn.feeling;
    const reading = readingOf(turn.message);
    if (reading.feeling === 'joy') return reading.tone > 0 ? 'joy' : null;
    if (reading.feeling && reading.tone < 0) return reading.feeling;
    return null;
  }

  /**
   * Whether the feeling was heard for sure: the risk check's distress, or a feeling the words name. A tone
   * guessed from words like 'dead tired' is reflected but does not hold back what was asked for.
   */
  feelingNamed(): boolean {
    const turn = this.turn;
    if (turn.riskTier === 'distress' && turn.feeling !== undefined) return true;
    return readingOf(turn.message).named;
  }

  /**
   * One remembered person, stressor or goal to ask about, where it fits: never two replies in a row, and
   * never one the person's last two messages or the coach's last five replies already mention.
   */
  memoryLine(): string {
    const turn = this.turn;
    const last = lastAssistantTurn(turn.history)?.content ?? '';
    const replies = recentReplies(turn.history, 5).map((reply) => reply.toLowerCase());
    const facts = turn.memory.filter((fact) => ['stressor', 'person', 'goal'].includes(fact.kind));
    if (facts.length === 0 || /\bHow (?:are things going|is)\b[^?]*\?/.test(last)) return '';
    // What they have just told is not asked about as if remembered from before.
    const earlier = turn.history.filter((entry) => entry.role === 'user').slice(-1);
    const said = [turn.message, ...earlier.map((entry) => entry.content)].map((text) => text.toLowerCase());
    for (const fact of facts) {
      const keyword = factKeyword(fact).toLowerCase();
      const wordOf = new RegExp(`\\b${keyword.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`);
      if (said.some((text) => wordOf.test(text)) || replies.some((reply) => reply.includes(keyword)))
        continue;
      const question = memoryQuestion(fact);
      if (question) return question;
    }
    return '';
  }

  opener(): string {
    // Never a cheerful opener on a negative message: what they feel comes first.
    const feeling = this.feeling();
    if (feeling !== null && feeling !== 'joy') return this.reflection();
    return this.addressed(this.persona.openers, 'opener');
  }

  /** One of the persona's lines that name the person, chosen as `pick` does, with the name filled in. */
  private addressed(lines: ((name: string) => string)[], salt: string): string {
    const name = this.name;
    const render = (line: (value: string) => string) => line(name);
    return render(this.pick(lines, salt, render));
  }

  closer(): string {
    return this.pick(this.persona.closers, 'closer');
  }

  cheer(): string {
    return this.addressed(this.persona.cheers, 'cheer');
  }

  invitation(): string {
    return this.pick(this.persona.invitations, 'invitation');
  }

  /**
   * A loss the person told of in this message or their last few ('my dog had to be put down'): grief is
   * listened to for as long as they keep telling of it.
   */
  loss(): TurnLoss | null {
    // Read once per turn: the reflection, the reply and the choice of reply all ask.
    if (this.readLoss === undefined) this.readLoss = this.lossOfTurn();
    return this.readLoss;
  }

  private lossOfTurn(): TurnLoss | null {
    const now = lossIn(this.turn.message);
    const earlier = this.turn.history
      .filter((entry) => entry.role === 'user')
      .slice(-RECENT_MESSAGES)
      .reverse()
      .map((entry) => lossIn(entry.content))
      .find((loss) => loss !== null);
    if (!now && !earlier) return null;
    return {
      who: now?.who ?? earlier?.who ?? null,
      toldNow: now !== null,
      toldBefore: earlier !== undefined,
    };
  }

  /** An open question for someone telling of a loss, naming whom when they did. */
  lossListening(who: string | null): string {
    const render = (line: (who: string | null) => string) => line(who);
    return render(this.pick(LOSS_LISTENING, 'loss-listening', render));
  }

  /**
   * The first sentence for a distressed message: condolence when it tells of a loss for the first time,
   * else what they feel, in plain words, never cheerful.
   */
  reflection(): string {
    const loss = this.loss();
    if (loss?.toldNow && !loss.toldBefore) {
      const name = this.name;
      const render = (line: (name: string, who: string | null) => string) => line(name, loss.who);
      return render(this.pick(LOSS_REFLECTIONS, 'loss', render));
    }
    return this.reflectionOfFeeling();
  }

  /** What they feel, in plain words, whatever else the message tells. */
  private reflectionOfFeeling(): string {
    const name = this.name;
    // A feeling only guessed from the tone is not named back ('my laptop died' is not grief).
    const heard = this.feelingNamed() ? this.feeling() : null;
    const feeling = heard && heard in FEELING_REFLECTIONS ? heard : 'default';
    const options = FEELING_REFLECTIONS[feeling]!;
    const render = (reflection: (value: string) => string) => reflection(name);
    return render(this.pick(options, 'reflection', render));
  }
}
