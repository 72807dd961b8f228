import { describe, expect, it } from 'vitest';
import { findReplyDefects } from '@flowmind/core/chat-coach';
import type { MemoryFact } from '@flowmind/core/contracts/memory';
import type { CoachTurn, HistoryTurn } from '../../../integrations/llm/coach-engine';
import { BuiltinCoachEngine } from '../../../integrations/llm/builtin/builtin-coach';
import { practicesOf, practiceVerdict } from '../../../integrations/llm/builtin/conversation-rules';
import { recordingToolbox, samplePerson, seedCoachPersona } from '../../../../test/fixtures/chat-library';
import { personaPhrases, TEN_TURN_SCRIPT } from './conversations';

const COACHES = ['maya-serrano', 'leo-hartwell', 'iris-nakamura', 'theo-lindgren', 'nadia-brooks'];

function fact(kind: MemoryFact['kind'], text: string, extra: Partial<MemoryFact> = {}): MemoryFact {
  return {
    id: `${kind}-${text}`,
    coachId: 'c',
    kind,
    text,
    practiceId: null,
    category: null,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...extra,
  };
}

describe.each(COACHES)('a 10-turn conversation with %s', (coachSlug) => {
  it('never repeats itself, hears feedback, remembers and stays safe', async () => {
    const engine = new BuiltinCoachEngine();
    const person = samplePerson({ completedPractices: [] });
    const { toolbox } = recordingToolbox(person, coachSlug);
    const coach = seedCoachPersona(coachSlug);
    const phrases = personaPhrases(coach, 'Ana');
    const history: HistoryTurn[] = [];
    const memory: MemoryFact[] = [];
    const replies: string[] = [];
    const recommended: string[] = [];
    let disliked: { id: string; category: string } | undefined;
    const problems: string[] = [];

    for (const message of TEN_TURN_SCRIPT) {
      const turn: CoachTurn = {
        coach,
        person,
        message,
        history: [...history],
        isFirstTurn: history.length === 0,
        memory: [...memory],
        tools: toolbox,
      };
      const reply = await engine.reply(turn, () => undefined);
      const text = reply.finalAnswer;
      const say = (problem: string) => problems.push(`${coachSlug} '${message}' -> ${problem}: ${text}`);
      for (const defect of findReplyDefects(text)) say(defect);
      // Persona phrases: none used again within five replies.
      for (const phrase of phrases) {
        if (text.includes(phrase) && replies.slice(-5).some((earlier) => earlier.includes(phrase)))
          say(`repeats '${phrase}'`);
      }
      const suggested = practicesOf(reply.actions);
      for (const practice of suggested) {
        if (recommended.includes(practice.id)) say(`recommends ${practice.name} twice`);
        if (disliked && (practice.id === disliked.id || practice.category === disliked.category))
          say(`suggests the disliked ${practice.name} (${practice.category})`);
      }
      if (practiceVerdict(message) === 'did_not_help') {
        if (!/didn't help|didn't do it|feedback/i.test(text.split(/(?<=[.!?])\s/)[0]!))
          say('does not acknowledge the feedback first');
        if (/love that|yes,|that's huge|great news/i.test(text.split(/(?<=[.!?])\s/)[0]!))
          say('cheers a negative feedback');
      }
      if (message.includes('melatonin')) {
        if (/\d/.test(text.replace(/\]\([^)]*\)/g, ']'))) say('medical reply contains a number');
        if (!/doctor|pharmacist/i.test(text)) say('medical reply names no doctor or pharmacist');
      }
      if (message === 'honestly a 2' && /XP|thank you for checking in/i.test(text.split('\n\n')[0]!))
        say('celebrates a very low mood');
      if (
        message.includes('passed') &&
        !phrases.some((phrase) => text.includes(phrase)) &&
        !/glad|happy|wonderful|great|congratulat/i.test(text)
      )
        say('does not celebrate good news');

      replies.push(text);
      recommended.push(...suggested.map((practice) => practice.id));
      history.push({ role: 'user', content: message });
      history.push({
        role: 'assistant',
        content: text,
        actions: reply.actions,
        action: reply.action,
        intent: reply.intent,
      });
      // What the chat service's memory would keep.
      if (message.includes('exams')) memory.unshift(fact('stressor', 'Exams in June'));
      if (practiceVerdict(message) === 'did_not_help') {
        const last = practicesOf(history[history.length - 3]?.actions)[0];
        if (last) {
          disliked = { id: last.id, category: last.category };
          memory.unshift(
            fact('did_not_help', `${last.name} did not help`, {
              practiceId: last.id,
              category: last.category,
            }),
          );
        }
      }
    }
    // The stressor said in turn 2 is used later, naturally.
    if (!replies.slice(2).some((text) => /exams/i.test(text)))
      problems.push(`${coachSlug}: never asks about the exams`);
    expect(disliked, 'the script has a disliked practice').toBeDefined();
    expect(problems, problems.join('\n')).toEqual([]);
  });
});
