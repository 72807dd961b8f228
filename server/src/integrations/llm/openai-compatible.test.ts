import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_NOTICE, type CoachTurn, type EngineEvent } from './coach-engine';
import { llmEnvSchema } from '../../config/env';
import { createCoachEngine, llmConfigFromEnv } from './providers';
import { sampleTurn } from '../../../test/fixtures/chat-library';

interface ChatCompletionRequest {
  model: string;
  stream?: boolean;
  max_tokens?: number;
  messages: { role: string; content: unknown }[];
  tools?: { type: string; function: { name: string } }[];
}

type Scripted = { text: string[] } | { toolCall: { name: string; arguments: string } } | { status: number };

/**
 * A local OpenAI-compatible server (what Ollama, vLLM, llama.cpp and LM Studio speak): POST
 * /v1/chat/completions with streaming server-sent events, answering from a script.
 */
class FakeOpenAiServer {
  readonly requests: { headers: http.IncomingHttpHeaders; body: ChatCompletionRequest }[] = [];
  script: Scripted[] = [];
  private readonly server = http.createServer((request, response) => void this.handle(request, response));

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(request: http.IncomingMessage, response: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    if (request.method !== 'POST' || request.url !== '/v1/chat/completions') {
      response.writeHead(404).end();
      return;
    }
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as ChatCompletionRequest;
    this.requests.push({ headers: request.headers, body });
    const step = this.script.shift() ?? { status: 500 };
    if ('status' in step) {
      response
        .writeHead(step.status, { 'content-type': 'application/json' })
        .end(JSON.stringify({ error: { message: 'model overloaded', type: 'server_error' } }));
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (payload: object) =>
      response.write(
        `data: ${JSON.stringify({ id: 'chatcmpl-1', object: 'chat.completion.chunk', created: 1, model: body.model, ...payload })}\n\n`,
      );
    if ('toolCall' in step) {
      send({
        choices: [
          {
            index: 0,
            delta: {
              role: 'assistant',
              content: null,
              tool_calls: [
                {
                  index: 0,
                  id: 'call_1',
                  type: 'function',
                  function: { name: step.toolCall.name, arguments: step.toolCall.arguments },
                },
              ],
            },
            finish_reason: null,
          },
        ],
      });
      send({ choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }] });
    } else {
      send({ choices: [{ index: 0, delta: { role: 'assistant', content: '' }, finish_reason: null }] });
      for (const piece of step.text) {
        send({ choices: [{ index: 0, delta: { content: piece }, finish_reason: null }] });
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      send({ choices: [{ index: 0, delta: {}, finish_reason: 'stop' }] });
    }
    send({ choices: [], usage: { prompt_tokens: 50, completion_tokens: 10, total_tokens: 60 } });
    response.end('data: [DONE]\n\n');
  }
}

const fake = new FakeOpenAiServer();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await fake.start();
});
afterAll(() => fake.stop());

function engine() {
  const config = llmConfigFromEnv(
    llmEnvSchema.parse({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: baseUrl,
      LLM_MODEL: 'llama3.2',
      LLM_API_KEY: 'test-key',
    }),
  );
  return createCoachEngine(config);
}

const turn = (message: string) => sampleTurn('leo-hartwell', message).turn;

async function run(value: CoachTurn) {
  const events: EngineEvent[] = [];
  const reply = await engine().reply(value, (event) => {
    events.push(event);
  });
  return { reply, deltas: events.filter((event) => event.type === 'delta') };
}

describe('OpenAI-compatible provider against a local server', () => {
  it('streams a reply, with a tool round, the API key, the model and the bounded output', async () => {
    fake.requests.length = 0;
    fake.script = [
      { toolCall: { name: 'show_progress', arguments: '{}' } },
      { text: ['Ana, you are on ', 'a 3-day streak. ', 'Keep going with ', 'one small win today!'] },
    ];
    const { reply, deltas } = await run(turn('How am I doing?'));

    expect(reply).toMatchObject({
      provider: 'openai-compatible',
      model: 'llama3.2',
      builtIn: false,
      action: 'show_progress',
      finalAnswer: 'Ana, you are on a 3-day streak. Keep going with one small win today!',
    });
    expect(reply.fallbackNotice).toBeUndefined();
    expect(deltas.length).toBeGreaterThanOrEqual(2);

    expect(fake.requests).toHaveLength(2);
    const [first, second] = fake.requests;
    expect(first!.headers.authorization).toBe('Bearer test-key');
    expect(first!.body).toMatchObject({ model: 'llama3.2', stream: true, max_tokens: 600 });
    expect(first!.body.messages[0]!.role).toBe('system');
    expect(String(first!.body.messages[0]!.content)).toContain('You are Leo Hartwell');
    expect(String(first!.body.messages[0]!.content)).toContain('First name: Ana');
    expect(first!.body.tools!.map((item) => item.function.name).sort()).toEqual([
      'correct_mood',
      'log_mood',
      'recommend_practice',
      'show_progress',
    ]);
    // The tool result went back to the model in the second call.
    expect(second!.body.messages.some((message) => message.role === 'tool')).toBe(true);
  });

  it('falls back to the built-in coach when the server errors', async () => {
    fake.script = [{ status: 500 }, { status: 500 }];
    const { reply, deltas } = await run(turn('I need motivation'));
    expect(reply).toMatchObject({ provider: 'builtin', builtIn: true, fallbackNotice: FALLBACK_NOTICE });
    expect(reply.finalAnswer).toMatch(/\/practice\?practiceId=/);
    expect(deltas.map((event) => (event.type === 'delta' ? event.text : '')).join('')).toBe(
      reply.finalAnswer,
    );
  });

  it('falls back when nothing listens at the address', async () => {
    const config = llmConfigFromEnv(
      llmEnvSchema.parse({
        LLM_PROVIDER: 'openai-compatible',
        LLM_BASE_URL: 'http://127.0.0.1:9/v1',
        LLM_MODEL: 'x',
      }),
    );
    const reply = await createCoachEngine(config).reply(turn('hello'), () => {});
    expect(reply.fallbackNotice).toBe(FALLBACK_NOTICE);
  });
});

describe('LLM configuration', () => {
  it('defaults to the built-in coach and explains what a provider needs', () => {
    expect(llmConfigFromEnv(llmEnvSchema.parse({}))).toEqual({ provider: 'builtin' });
    expect(() => llmConfigFromEnv(llmEnvSchema.parse({ LLM_PROVIDER: 'openai-compatible' }))).toThrow(
      /LLM_BASE_URL: required when LLM_PROVIDER=openai-compatible/,
    );
    expect(() => llmConfigFromEnv(llmEnvSchema.parse({ LLM_PROVIDER: 'anthropic' }))).toThrow(
      /LLM_API_KEY: required when LLM_PROVIDER=anthropic/,
    );
    expect(llmConfigFromEnv(llmEnvSchema.parse({ LLM_PROVIDER: 'openai', LLM_API_KEY: 'k' }))).toMatchObject({
      provider: 'openai',
      model: 'gpt-4o-mini',
    });
    expect(llmEnvSchema.safeParse({ LLM_PROVIDER: 'gemini' }).success).toBe(false);
    expect(
      createCoachEngine({ provider: 'anthropic', model: 'claude-3-5-haiku-latest', apiKey: 'k' }),
    ).toMatchObject({
      provider: 'anthropic',
      builtIn: false,
    });
  });
});
