import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { MoodHistory } from '@flowmind/core/contracts/mood';
import { ChatReply } from '@flowmind/core/contracts/chat';
import { responseSerializerCompiler } from './response-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/test', httpStatus: '200' });
const compiled = (schema: z.ZodType) => responseSerializerCompiler(route(schema));
const byZod = (schema: z.ZodType) => zodSerializerCompiler(route(schema));

const moodEntry = (index: number) => ({
  id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
  mood_score: 1 + (index % 10),
  energy_level: 5,
  stress_level: 3,
  notes: index % 2 ? null : `a "quoted" note\nwith a line break ${index}`,
  entry_type: 'daily',
  created_at: '2026-11-20T08:30:00.000Z',
  local_date: '2026-11-20',
});

describe('response serializer', () => {
  it('writes exactly what the zod serializer writes, nullable fields included', () => {
    const history = { entries: Array.from({ length: 60 }, (_, index) => moodEntry(index)) };
    expect(compiled(MoodHistory)(history)).toBe(byZod(MoodHistory)(history));
    expect(JSON.parse(compiled(MoodHistory)(history))).toEqual(history);
  });

  it('writes a reply whose actions are a union of shapes as zod does', () => {
    const message = (role: 'user' | 'assistant', content: string) => ({
      id: `id-${role}`,
      role,
      content,
      createdAt: '2026-11-20T08:30:00.000Z',
      agentResponse:
        role === 'user'
          ? null
          : {
              thought: 't',
              action: 'recommend_practice',
              observation: 'o',
              finalAnswer: content,
              actions: [
                {
                  type: 'recommend_practice',
                  practices: [
                    {
                      id: 'p1',
                      name: 'Box Breathing',
                      description: 'Four counts in, hold, out, hold.',
                      durationMinutes: 5,
                      category: 'breathwork',
                      url: '/practice?practiceId=p1',
                    },
                  ],
                },
              ],
              metadata: { provider: 'builtin', model: 'builtin', latencyMs: 3, riskTier: 'distress' },
            },
    });
    const reply = {
      success: true,
      conversationId: 'c1',
      userMessage: message('user', 'cant sleep'),
      message: message('assistant', 'That sounds exhausting.'),
      metadata: { provider: 'builtin', model: 'builtin', latencyMs: 3 },
    };
    const parsed = ChatReply.safeParse(reply);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
    expect(JSON.parse(compiled(ChatReply)(reply))).toEqual(JSON.parse(byZod(ChatReply)(reply)));
  });

  it('never writes a property the contract does not declare', () => {
    const entry = { ...moodEntry(1), user_id: 'someone-else', password_hash: 'secret' };
    const written = compiled(MoodHistory)({ entries: [entry] });
    expect(written).not.toContain('secret');
    expect(written).not.toContain('user_id');
  });

  it('fails an answer that lacks a required property', () => {
    const { id: _id, ...withoutId } = moodEntry(1);
    expect(() => compiled(MoodHistory)({ entries: [withoutId] })).toThrow();
  });

  it('keeps zod for a schema JSON Schema cannot express', () => {
    const Dated = z.object({ at: z.date() });
    expect(compiled(Dated)({ at: new Date('2026-11-20T08:30:00.000Z') })).toBe(
      '{"at":"2026-11-20T08:30:00.000Z"}',
    );
  });
});
