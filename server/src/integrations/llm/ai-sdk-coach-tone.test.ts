import { describe, expect, it } from 'vitest';
import { MockLanguageModelV3 } from 'ai/test';
import { reflectionFor } from '@flowmind/core/reply-tone';
import type { CoachTurn, EngineEvent } from './coach-engine';
import { recordingToolbox, samplePerson, seedCoachPersona } from '../../../test/fixtures/chat-library';
import { mockModelCoach, toolCallStream, wordStream } from '../../../test/fixtures/model-streams';

/**
 * A model coach on a distressed message: whatever the model writes, the reply never opens with cheer or a
 * practice; the opening is replaced by a sentence that reflects the feeling, before anything is streamed.
 */

function turnFor(message: string, overrides: Partial<CoachTurn> = {}): CoachTurn {
  const person = samplePerson();
  return {
    coach: seedCoachPersona('maya-serrano'),
    person,
    message,
    history: [],
    isFirstTurn: false,
    memory: [],
    tools: recordingToolbox(person, 'maya-serrano').toolbox,
    ...overrides,
  };
}

async function run(model: MockLanguageModelV3, turn: CoachTurn) {
  const logs: string[] = [];
  const engine = mockModelCoach(model, { log: (line) => logs.push(line) });
  const events: EngineEvent[] = [];
  const reply = await engine.reply(turn, (event) => {
    events.push(event);
  });
  const streamed = events.map((event) => (event.type === 'delta' ? event.text : '')).join('');
  return { reply, streamed, logs };
}

const DISTRESS = { riskTier: 'distress', feeling: 'shame' } as const;
const CHEERFUL_OPENINGS = ['Great to hear!', "That's wonderful.", 'Awesome!', 'Love that!'];

describe('model coach on a distressed message', () => {
  it.each(CHEERFUL_OPENINGS)(
    'replaces the cheerful opening %j with a reflection of the feeling, and says so in the log',
    async (opening) => {
      const model = new MockLanguageModelV3({
        doStream: wordStream(`${opening} Do you want to tell me what happened at work today?`),
      });
      const { reply, streamed, logs } = await run(
        model,
        turnFor('i feel so humiliated after today', DISTRESS),
      );

      const reflection = reflectionFor('shame', 'Ana');
      expect(reply.finalAnswer).toBe(`${reflection} Do you want to tell me what happened at work today?`);
      expect(reply.finalAnswer.startsWith('Ana, that sounds really painful.')).toBe(true);
      // Nothing cheerful was ever streamed: the opening is checked before it is sent.
      expect(streamed.trim()).toBe(reply.finalAnswer);
      expect(streamed).not.toContain(opening);
      expect(logs).toEqual([
        'llm: openai-compatible opened a distressed reply cheerfully; the opening was replaced by a reflection of the feeling',
      ]);
      expect(reply.thought).toContain('was replaced by a reflection of the feeling');
    },
  );

  it('replaces an opening that pushes a practice, keeping the practice card the model asked for', async () => {
    const model = new MockLanguageModelV3({
      doStream: [
        toolCallStream('recommend_practice', { need: 'calm down' }),
        wordStream(
          "Let's do [Box Breathing](/practice?practiceId=box-breathing) right now! It takes four minutes. What happened today?",
        ),
      ],
    });
    const { reply, logs } = await run(model, turnFor('i feel so humiliated after today', DISTRESS));
    expect(reply.finalAnswer).toBe(
      `${reflectionFor('shame', 'Ana')} It takes four minutes. What happened today?`,
    );
    expect(logs[0]).toContain('opened a distressed reply with a practice');
  });

  it('uses a general reflection when the feeling is not known, and the name when there is one', async () => {
    const model = new MockLanguageModelV3({ doStream: wordStream('Yay! What would help most right now?') });
    const { reply } = await run(model, turnFor('everything is awful', { riskTier: 'distress' }));
    expect(reply.finalAnswer).toBe(
      "Ana, that sounds really hard, and I'm sorry you're going through it. What would help most right now?",
    );
  });

  it('leaves a reply alone when it already opens with the feeling, and every reply outside distress', async () => {
    const caring = "That sounds so painful, Ana. Moments like that sting. I'm glad you told me.";
    const careful = await run(
      new MockLanguageModelV3({ doStream: wordStream(caring) }),
      turnFor('i feel so humiliated after today', DISTRESS),
    );
    expect(careful.reply.finalAnswer).toBe(caring);
    expect(careful.logs).toEqual([]);

    const ordinary = await run(
      new MockLanguageModelV3({ doStream: wordStream('Great to hear! Want to keep the streak going?') }),
      turnFor('I had a good day', { riskTier: 'none' }),
    );
    expect(ordinary.reply.finalAnswer).toBe('Great to hear! Want to keep the streak going?');
    expect(ordinary.logs).toEqual([]);
  });
});
