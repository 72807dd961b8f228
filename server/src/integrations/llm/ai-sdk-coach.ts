import { stepCountIs, streamText, tool, type LanguageModel } from 'ai';
import { z } from 'zod';
import type { ChatAction } from '@flowmind/core/contracts/chat';
import { practiceLink } from '@flowmind/core/chat-coach';
import { guardCoachReply, MEDICAL_ADVICE_REDIRECT, splitSentences } from '@flowmind/core/chat-safety';
import { createOpeningGuard, type OpeningGuard, type OpeningProblem } from '@flowmind/core/reply-tone';
import {
  FALLBACK_NOTICE,
  type CoachEngine,
  type CoachToolbox,
  type CoachTurn,
  type EngineEmitter,
  type EngineReply,
} from './coach-engine';
import { buildCoachSystemPrompt, toModelMessages } from './coach-prompt';

export interface AiSdkCoachOptions {
  model: LanguageModel;
  /** 'openai', 'openai-compatible', 'anthropic' (what metadata reports). */
  provider: string;
  modelName: string;
  /** Answers when the model fails (the built-in coach). */
  fallback: CoachEngine;
  /** Model calls per reply, tool rounds included. */
  maxSteps?: number;
  maxOutputTokens?: number;
  /** The whole reply, all steps together. */
  timeoutMs?: number;
  log?: (message: string) => void;
}

const CATEGORY_SLUGS = ['breathwork', 'visualization', 'gratitude', 'mindfulness', 'neuroscience'] as const;

/**
 * Streams model text sentence by sentence through the medical-advice guard: nothing unsafe is ever sent,
 * at the price of holding back the sentence being written. With an opening guard (a distressed person),
 * a cheerful or practice-pushing opening is replaced by a sentence that reflects the feeling before it is
 * sent: the prompt asks the model for that, this makes sure of it.
 */
class GuardedSentenceStream {
  private buffer = '';
  private removedAny = false;
  /** White space after the last sent sentence, sent only if another sentence follows. */
  private pendingSpace = '';
  /** Everything sent so far: never starts or ends with white space. */
  text = '';
  /** What was wrong with each opening sentence the opening guard replaced or dropped. */
  readonly openingReplaced: OpeningProblem[] = [];

  constructor(
    private readonly emit: EngineEmitter,
    private readonly opening?: OpeningGuard,
  ) {}

  async push(delta: string): Promise<void> {
    this.buffer += delta;
    const sentences = splitSentences(this.buffer);
    const last = sentences[sentences.length - 1] ?? '';
    const complete = /(?:[.!?]+["')\]]*\s+|\n+)$/.test(last) ? sentences : sentences.slice(0, -1);
    this.buffer = complete.length === sentences.length ? '' : last;
    for (const sentence of complete) await this.send(sentence);
  }

  /** Sends what is left; adds the referral once if anything was removed. */
  async end(): Promise<void> {
    if (this.buffer) await this.send(this.buffer);
    this.buffer = '';
    this.pendingSpace = '';
    if (this.removedAny) {
      const tail = `${this.text ? '\n\n' : ''}${MEDICAL_ADVICE_REDIRECT}`;
      this.text += tail;
      await this.emit({ type: 'delta', text: tail });
    }
  }

  /** Drops the unfinished sentence (the model failed mid-way). */
  abandon(): void {
    this.buffer = '';
    this.pendingSpace = '';
  }

  private async send(written: string): Promise<void> {
    if (guardCoachReply(written).removed.length > 0) {
      this.removedAny = true;
      return;
    }
    const guarded = this.opening ? this.opening.check(written) : { text: written, replaced: null };
    if (guarded.replaced) this.openingReplaced.push(guarded.replaced);
    if (guarded.text === null) return;
    const sentence = guarded.text;
    const body = sentence.trimEnd();
    const space = sentence.slice(body.length);
    if (!body.trim()) {
      if (this.text) this.pendingSpace += space;
      return;
    }
    const piece = this.text ? `${this.pendingSpace}${body}` : body.trimStart();
    this.pendingSpace = space;
    this.text += piece;
    await this.emit({ type: 'delta', text: piece });
  }
}

/** Logs or corrects a mood once per reply even if a fallback engine asks again for the same score. */
function onceToolbox(tools: CoachToolbox): CoachToolbox {
  return {
    recommendPractices: (request) => tools.recommendPractices(request),
    showProgress: () => tools.showProgress(),
    logMood: oncePerScore((score) => tools.logMood(score)),
    correctMood: oncePerScore((score) => tools.correctMood(score)),
  };
}

/** The first answer for each score, given again for the same score. */
function oncePerScore<T>(run: (score: number) => Promise<T>): (score: number) => Promise<T> {
  const answers = new Map<number, Promise<T>>();
  return (score) => {
    let answer = answers.get(score);
    if (!answer) {
      answer = run(score);
      answers.set(score, answer);
    }
    return answer;
  };
}

/**
 * A coach on any AI SDK language model (OpenAI, an OpenAI-compatible server, Anthropic): the person's
 * context in the system prompt, the last turns as messages, the same tools as the built-in coach
 * (bound to the signed-in person), bounded steps, output tokens and time. If the provider fails, the
 * built-in coach answers and the reply says so in its metadata.
 */
export class AiSdkCoachEngine implements CoachEngine {
  readonly builtIn = false;
  /** The model's text streams as it is produced. */
  readonly paced = false;
  readonly provider: string;
  readonly model: string;

  constructor(private readonly options: AiSdkCoachOptions) {
    this.provider = options.provider;
    this.model = options.modelName;
  }

  async warmUp(): Promise<void> {
    await this.options.fallback.warmUp?.();
  }

  async reply(turn: CoachTurn, emit: EngineEmitter): Promise<EngineReply> {
    const tools = onceToolbox(turn.tools);
    const actions: ChatAction[] = [];
    // A distressed person's reply never opens with cheer or a practice, whatever the model writes.
    const stream = new GuardedSentenceStream(
      emit,
      turn.riskTier === 'distress'
        ? createOpeningGuard({
            firstName: turn.person.firstName,
            ...(turn.feeling ? { feeling: turn.feeling } : {}),
          })
        : undefined,
    );
    const record = async (action: ChatAction) => {
      actions.push(action);
      await emit({ type: 'action', action });
    };
    let steps = 0;
    const timeout = AbortSignal.timeout(this.options.timeoutMs ?? 45_000);
    const abortSignal = turn.signal ? AbortSignal.any([turn.signal, timeout]) : timeout;

    try {
      const result = streamText({
        model: this.options.model,
        system: buildCoachSystemPrompt(turn),
        messages: toModelMessages(turn),
        stopWhen: stepCountIs(this.options.maxSteps ?? 4),
        maxOutputTokens: this.options.maxOutputTokens ?? 600,
        // The built-in coach is a better answer than a person waiting through retry back-off.
        maxRetries: 0,
        abortSignal,
        // Errors arrive as stream parts and are handled below; the SDK's default would print them.
        onError: () => {},
        onStepFinish: () => {
          steps += 1;
        },
        tools: {
          recommend_practice: tool({
            description:
              "Find up to 2 practices from the person's Flowmind library that fit a need. Returns each practice with the markdown link to use.",
            inputSchema: z.object({
              need: z.string().max(200).describe('What the practice should help with, in a few words'),
              category: z.enum(CATEGORY_SLUGS).optional().describe('Only if the person asked for a category'),
            }),
            execute: async ({ need, category }) => {
              const practices = await tools.recommendPractices({ query: need, category, limit: 2 });
              if (practices.length > 0) {
                await record({
                  type: 'recommend_practice',
                  practices: practices.map(
                    ({ id, name, description, durationMinutes, category: label, url }) => ({
                      id,
                      name,
                      description,
                      durationMinutes,
                      category: label,
                      url,
                    }),
                  ),
                });
              }
              return practices.map((practice) => ({
                name: practice.name,
                link: practiceLink(practice),
                minutes: practice.durationMinutes,
                category: practice.category,
                description: practice.description,
              }));
            },
          }),
          show_progress: tool({
            description: "The person's level, XP, streak, practice and mood counts.",
            inputSchema: z.object({}),
            execute: async () => {
              const progress = await tools.showProgress();
              await record({ type: 'show_progress', progress });
              return progress;
            },
          }),
          log_mood: tool({
            description: "Log the person's mood for today when they state it as a number from 1 to 10.",
            inputSchema: z.object({ score: z.number().int().min(1).max(10) }),
            execute: async ({ score }) => {
              const moodEntry = await tools.logMood(score);
              await record({ type: 'log_mood', moodEntry });
              return { logged: true, score: moodEntry.mood_score };
            },
          }),
          correct_mood: tool({
            description:
              "Change the mood you logged in your last reply when the person corrects it ('make that a 7', 'sorry, I meant 4'), instead of logging a second one.",
            inputSchema: z.object({ score: z.number().int().min(1).max(10) }),
            execute: async ({ score }) => {
              const correction = await tools.correctMood(score);
              if (!correction)
                return { corrected: false, reason: 'No mood from your last reply can be changed now.' };
              await record({ type: 'log_mood', moodEntry: correction.entry, correctedFrom: correction.from });
              return { corrected: true, from: correction.from, score: correction.entry.mood_score };
            },
          }),
        },
      });

      for await (const part of result.fullStream) {
        if (part.type === 'text-delta') await stream.push(part.text);
        else if (part.type === 'error') throw part.error;
        else if (part.type === 'abort') throw new Error('The model call was aborted.');
      }
      await stream.end();
      if (!stream.text) throw new Error('The model returned no text.');
      if (stream.openingReplaced.length > 0) {
        this.options.log?.(
          `llm: ${this.provider} opened a distressed reply ${describeOpening(stream.openingReplaced)}; the opening was replaced by a reflection of the feeling`,
        );
      }

      return {
        thought: `Asked ${this.provider} model ${this.model} with ${turn.person.firstName ?? 'the person'}'s context and ${turn.history.length} earlier messages; ${steps} ${steps === 1 ? 'step' : 'steps'}.${stream.openingReplaced.length > 0 ? ` Its opening (${describeOpening(stream.openingReplaced)}) was replaced by a reflection of the feeling.` : ''}`,
        action: actions[0]?.type ?? 'respond',
        observation: describeActions(actions),
        finalAnswer: stream.text,
        actions,
        provider: this.provider,
        model: this.model,
        builtIn: false,
      };
    } catch (error) {
      if (turn.signal?.aborted) throw error;
      stream.abandon();
      this.options.log?.(
        `llm: ${this.provider} failed (${error instanceof Error ? error.name : 'error'}); the built-in coach answers`,
      );
      const partial = stream.text;
      const separator = partial ? '\n\n' : '';
      if (separator) await emit({ type: 'delta', text: separator });
      const fallback = await this.options.fallback.reply({ ...turn, tools }, emit);
      return {
        ...fallback,
        thought: `The ${this.provider} model failed, so the built-in coach answered. ${fallback.thought}`,
        finalAnswer: `${partial}${separator}${fallback.finalAnswer}`,
        actions: [
          ...actions,
          ...fallback.actions.filter((action) => !actions.some((done) => sameAction(done, action))),
        ],
        fallbackNotice: FALLBACK_NOTICE,
      };
    }
  }
}

function describeOpening(problems: OpeningProblem[]): string {
  const cheerful = problems.includes('cheerful');
  const practice = problems.includes('practice');
  return cheerful && practice
    ? 'cheerfully and with a practice'
    : cheerful
      ? 'cheerfully'
      : 'with a practice';
}

function sameAction(a: ChatAction, b: ChatAction): boolean {
  return a.type === 'log_mood' && b.type === 'log_mood' && a.moodEntry.id === b.moodEntry.id;
}

function describeActions(actions: ChatAction[]): string {
  if (actions.length === 0) return 'No tools used.';
  return actions
    .map((action) => {
      switch (action.type) {
        case 'recommend_practice':
          return `Recommended ${action.practices.map((practice) => practice.name).join(' and ')}.`;
        case 'show_progress':
          return `Progress: level ${action.progress.level}, streak ${action.progress.streakCount}.`;
        case 'log_mood':
          return action.correctedFrom === undefined
            ? `Logged mood ${action.moodEntry.mood_score}/10.`
            : `Changed mood ${action.correctedFrom}/10 to ${action.moodEntry.mood_score}/10.`;
      }
    })
    .join(' ');
}
