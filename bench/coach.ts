/**
 * Coach and voice latency:
 * (a) the built-in coach's reply time: POST /api/v1/chat on the real server, MESSAGES messages from a
 *     fixed list (greetings, asking for a practice, stating a mood, asking about progress), one at a
 *     time, spread over several people (each may send 20 a minute); budget p95 <= 100 ms.
 * (b) streaming first byte: the app built in this process with a model coach on a mock model
 *     (MockLanguageModelV3) and served over HTTP; per run, the time from the model emitting its first
 *     text token to the first `delta` event of that text reaching an HTTP client of
 *     POST /api/v1/chat/stream. The reply streams through the medical-advice guard sentence by
 *     sentence, so the measured run gets the model's tokens all at once (the server's own path);
 *     a second, informational run paces them at PACED_TOKEN_MS like a real model, and shows how long
 *     the first sentence is held back. Budget p95 <= 50 ms (the all-at-once run, and the paced run's
 *     first-sentence-complete to first byte).
 * (c) cached speech: POST /api/v1/voice/generate with the same {text, voice, speed} once (synthesised),
 *     then CACHED_REQUESTS times from the cache; budget p95 <= 10 ms.
 *
 * Every time is measured at an HTTP client on the same machine. GET /api/v1/health is timed the same
 * way alongside (c), as the floor any request has here at that moment.
 *
 * Usage: npm run bench:coach [-- --strict]   (--strict: exit 1 when a budget fails)
 */
import path from 'node:path';
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import type { LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { createChatStreamParser } from '@flowmind/core/chat-stream';
import { buildApp } from '../server/src/app';
import { connectDatabase } from '../server/src/db/client';
import { runningEmbeddedConnectionString } from '../server/src/db/embedded-postgres';
import { AiSdkCoachEngine } from '../server/src/integrations/llm/ai-sdk-coach';
import { BuiltinCoachEngine } from '../server/src/integrations/llm/builtin/builtin-coach';
import { createVoiceServices } from '../server/src/modules/voice/voice-engines';
import {
  freePort,
  launchServer,
  onboardedPerson,
  percentile,
  waitHealthy,
  type ServerProcess,
} from './support/server-process';
import { benchAppOptions } from './support/in-process-app';
import { benchWorkspace, removeWorkspace, stopServer } from './support/workspace';

const MESSAGES = 200;
/** The send limit is 20 a minute per person: 10 each keeps well inside it. */
const MESSAGES_PER_PERSON = 10;
const STREAM_RUNS = 50;
const PACED_TOKEN_MS = 20;
const CACHED_REQUESTS = 200;
const BUDGET = { replyP95: 100, firstByteP95: 50, cachedSpeechP95: 10 };
const strict = process.argv.includes('--strict');

const CHAT_MESSAGES = [
  'Hi!',
  'Good morning',
  'Hello, how are you today?',
  'Can you suggest a practice for me?',
  'I need something to help me sleep',
  'Give me a short breathing exercise',
  'I feel like a 6 today',
  "I'm feeling stressed about work",
  'I feel great, maybe an 8',
  'How am I doing this week?',
  'Show me my progress',
  "What's my streak?",
];

const MODEL_REPLY =
  'That sounds like a full day, Jordan. A short breathing practice could help you reset before bed. ' +
  'Want to try one now? ';

const workspace = await benchWorkspace('coach');
const { tempDir, dataDir, logFile, external } = workspace;
let server: ServerProcess | undefined;

const ms = (value: number) => `${value.toFixed(1)} ms`;
const summary = (values: number[]) =>
  `p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, max ${ms(Math.max(...values))}`;

async function timed(
  run: () => Promise<Response>,
): Promise<{ ms: number; response: Response; body: string }> {
  const started = performance.now();
  const response = await run();
  const body = await response.text();
  return { ms: performance.now() - started, response, body };
}

function postJson(baseUrl: string, cookie: string, route: string, body: object): Promise<Response> {
  return fetch(baseUrl + route, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/** (a) */
async function builtinReplies(baseUrl: string, publicUrl: string): Promise<number[]> {
  const times: number[] = [];
  for (let person = 0; person * MESSAGES_PER_PERSON < MESSAGES; person++) {
    const { cookie, coachId } = await onboardedPerson(baseUrl, publicUrl);
    for (let i = 0; i < MESSAGES_PER_PERSON; i++) {
      const message = CHAT_MESSAGES[(person * MESSAGES_PER_PERSON + i) % CHAT_MESSAGES.length]!;
      const reply = await timed(() => postJson(baseUrl, cookie, '/api/v1/chat', { message, coachId }));
      if (reply.response.status !== 200) {
        throw new Error(`POST /api/v1/chat answered ${reply.response.status}: ${reply.body}`);
      }
      times.push(reply.ms);
    }
  }
  return times;
}

/** (c) */
async function cachedSpeech(
  baseUrl: string,
  publicUrl: string,
): Promise<{ coldMs: number; cached: number[]; health: number[] }> {
  const { cookie } = await onboardedPerson(baseUrl, publicUrl);
  const request = {
    text: `Breathe in slowly for four counts, hold, and breathe out for six. (${Date.now()})`,
    voice: 'af_bella',
    speed: 1,
  };
  const generate = () => timed(() => postJson(baseUrl, cookie, '/api/v1/voice/generate', request));
  const cold = await generate();
  if (cold.response.status !== 200) throw new Error(`voice/generate answered ${cold.response.status}`);
  if ((JSON.parse(cold.body) as { cached: boolean }).cached) throw new Error('the first request was cached');
  const cached: number[] = [];
  const health: number[] = [];
  for (let i = 0; i < CACHED_REQUESTS; i++) {
    const answer = await generate();
    if (answer.response.status !== 200 || !(JSON.parse(answer.body) as { cached: boolean }).cached) {
      throw new Error(
        `a repeated voice/generate was not answered from the cache (${answer.response.status})`,
      );
    }
    cached.push(answer.ms);
    health.push((await timed(() => fetch(`${baseUrl}/api/v1/health`))).ms);
  }
  return { coldMs: cold.ms, cached, health };
}

interface StreamTiming {
  firstTokenToFirstByte: number;
  sentenceEndToFirstByte: number;
}

/** (b) */
async function streamingFirstByte(
  databaseUrl: string,
): Promise<{ unpaced: StreamTiming[]; paced: StreamTiming[] }> {
  const usage = {
    inputTokens: { total: 10, noCache: 10, cacheRead: undefined, cacheWrite: undefined },
    outputTokens: { total: 20, text: 20, reasoning: undefined },
  };
  const tokens = MODEL_REPLY.split(/(?<= )/);
  const firstSentenceEnd = tokens.findIndex((token) => /[.!?]\s$/.test(token));
  let paceMs = 0;
  let emitted: { firstToken?: number; sentenceEnd?: number } = {};
  const model = new MockLanguageModelV3({
    provider: 'mock',
    modelId: 'bench-coach',
    doStream: () => {
      if (paceMs === 0) {
        // All at once: what is measured is the server's path from the model to the client.
        const chunks: LanguageModelV3StreamPart[] = [
          { type: 'text-start', id: 't' },
          ...tokens.map((delta) => ({ type: 'text-delta' as const, id: 't', delta })),
          { type: 'text-end', id: 't' },
          { type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage },
        ];
        const stream = simulateReadableStream({ chunks, chunkDelayInMs: null, initialDelayInMs: null });
        const reader = stream.getReader();
        // Stamped when the model hands over its first text token.
        return Promise.resolve({
          stream: new ReadableStream<LanguageModelV3StreamPart>({
            async pull(controller) {
              const next = await reader.read();
              if (next.done) return controller.close();
              if (next.value.type === 'text-delta' && emitted.firstToken === undefined) {
                emitted.firstToken = emitted.sentenceEnd = performance.now();
              }
              controller.enqueue(next.value);
            },
          }),
        });
      }
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        async start(controller) {
          controller.enqueue({ type: 'text-start', id: 't' });
          for (const [index, delta] of tokens.entries()) {
            if (index > 0) await new Promise((resolve) => setTimeout(resolve, paceMs));
            if (index === 0) emitted.firstToken = performance.now();
            if (index === firstSentenceEnd) emitted.sentenceEnd = performance.now();
            controller.enqueue({ type: 'text-delta', id: 't', delta });
          }
          controller.enqueue({ type: 'text-end', id: 't' });
          controller.enqueue({ type: 'finish', finishReason: { unified: 'stop', raw: undefined }, usage });
          controller.close();
        },
      });
      return Promise.resolve({ stream });
    },
  });

  const port = await freePort();
  const publicUrl = `http://localhost:${port}`;
  const database = connectDatabase(databaseUrl, 4);
  const app = await buildApp({
    ...benchAppOptions(tempDir),
    database,
    publicUrl,
    trustProxy: true,
    voice: createVoiceServices({ dataDir: path.join(tempDir, 'in-process') }),
    chat: {
      engine: new AiSdkCoachEngine({
        model,
        provider: 'openai-compatible',
        modelName: 'bench-coach',
        fallback: new BuiltinCoachEngine(),
      }),
      limits: { sendsPerMinute: 10_000 },
    },
  });
  await app.listen({ port, host: '127.0.0.1' });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const { cookie, coachId } = await onboardedPerson(baseUrl, publicUrl);
    /** One streamed reply; the time its first model text reached this client. */
    const streamOnce = async (message: string): Promise<number> => {
      emitted = {};
      const response = await postJson(baseUrl, cookie, '/api/v1/chat/stream', { message, coachId });
      if (response.status !== 200) throw new Error(`chat/stream answered ${response.status}`);
      let firstText: number | undefined;
      let streamed = '';
      let done = false;
      const parser = createChatStreamParser((event) => {
        if (event.event === 'delta') {
          streamed += event.data.text;
          if (firstText === undefined && MODEL_REPLY.startsWith(event.data.text))
            firstText = performance.now();
        }
        if (event.event === 'done') done = true;
        if (event.event === 'error') throw new Error(`the stream ended in an error: ${event.data.message}`);
      });
      const decoder = new TextDecoder();
      for await (const chunk of response.body!) parser.push(decoder.decode(chunk, { stream: true }));
      parser.end();
      if (!done || firstText === undefined) throw new Error(`no model text streamed (got "${streamed}")`);
      return firstText;
    };
    // The first turn opens with the coach's introduction (not model text), and warms the path up.
    for (let i = 0; i < 5; i++) await streamOnce('Hello');

    const measure = async (pace: number): Promise<StreamTiming[]> => {
      paceMs = pace;
      const timings: StreamTiming[] = [];
      for (let run = 0; run < STREAM_RUNS; run++) {
        const firstByte = await streamOnce(CHAT_MESSAGES[run % CHAT_MESSAGES.length]!);
        const { firstToken, sentenceEnd } = emitted;
        if (firstToken === undefined || sentenceEnd === undefined)
          throw new Error('the model was not called');
        timings.push({
          firstTokenToFirstByte: firstByte - firstToken,
          sentenceEndToFirstByte: firstByte - sentenceEnd,
        });
      }
      return timings;
    };
    const unpaced = await measure(0);
    const paced = await measure(PACED_TOKEN_MS);
    return { unpaced, paced };
  } finally {
    await app.close();
    await database.close();
  }
}

const verdict = (value: number, budget: number) => (value <= budget ? 'ok' : 'OVER BUDGET');

let failed = false;
const over: string[] = [];
try {
  const port = await freePort();
  const startedAt = Date.now();
  server = launchServer({ dataDir, port, databaseUrl: external?.url, logFile });
  await waitHealthy(server, startedAt);
  const publicUrl = `http://localhost:${port}`;
  console.log(
    `coach bench on ${external ? 'PostgreSQL at DATABASE_URL' : 'embedded PostgreSQL'}; server log in ${logFile}`,
  );

  const replies = await builtinReplies(server.baseUrl, publicUrl);
  const replyP95 = percentile(replies, 0.95);
  console.log(
    `\n(a) built-in coach, POST /api/v1/chat, ${replies.length} messages one at a time: ${summary(replies)} ` +
      `(budget p95 <= ${BUDGET.replyP95} ms) ${verdict(replyP95, BUDGET.replyP95)}`,
  );
  if (replyP95 > BUDGET.replyP95) over.push('(a) built-in coach reply');

  const speech = await cachedSpeech(server.baseUrl, publicUrl);
  const speechP95 = percentile(speech.cached, 0.95);
  console.log(
    `\n(c) POST /api/v1/voice/generate: first (synthesised) ${ms(speech.coldMs)}; ` +
      `${speech.cached.length} cached: ${summary(speech.cached)} ` +
      `(budget p95 <= ${BUDGET.cachedSpeechP95} ms) ${verdict(speechP95, BUDGET.cachedSpeechP95)}`,
  );
  console.log(`    GET /api/v1/health alongside (the floor here): ${summary(speech.health)}`);
  if (speechP95 > BUDGET.cachedSpeechP95) over.push('(c) cached speech');

  const databaseUrl = external?.url ?? runningEmbeddedConnectionString(dataDir);
  if (!databaseUrl) throw new Error('the embedded PostgreSQL is not running');
  const stream = await streamingFirstByte(databaseUrl);
  const unpacedP95 = percentile(
    stream.unpaced.map((t) => t.firstTokenToFirstByte),
    0.95,
  );
  const pacedSentenceP95 = percentile(
    stream.paced.map((t) => t.sentenceEndToFirstByte),
    0.95,
  );
  console.log(
    `\n(b) POST /api/v1/chat/stream on a mock model, ${STREAM_RUNS} runs each, model token to first text byte at the client:`,
  );
  console.log(
    `    tokens all at once: ${summary(stream.unpaced.map((t) => t.firstTokenToFirstByte))} ` +
      `(budget p95 <= ${BUDGET.firstByteP95} ms) ${verdict(unpacedP95, BUDGET.firstByteP95)}`,
  );
  console.log(
    `    a token every ${PACED_TOKEN_MS} ms, from the token completing the first sentence: ` +
      `${summary(stream.paced.map((t) => t.sentenceEndToFirstByte))} ` +
      `(budget p95 <= ${BUDGET.firstByteP95} ms) ${verdict(pacedSentenceP95, BUDGET.firstByteP95)}`,
  );
  console.log(
    `    a token every ${PACED_TOKEN_MS} ms, from the first token (includes the guard holding back the ` +
      `first sentence, ${MODEL_REPLY.split('.')[0]!.split(' ').length} tokens): ` +
      `${summary(stream.paced.map((t) => t.firstTokenToFirstByte))} (information)`,
  );
  if (unpacedP95 > BUDGET.firstByteP95 || pacedSentenceP95 > BUDGET.firstByteP95) {
    over.push('(b) streaming first byte');
  }

  console.log(over.length === 0 ? '\nok: every budget met' : `\nOVER BUDGET: ${over.join(', ')}`);
} catch (error) {
  failed = true;
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  console.error(`server log: ${logFile}`);
} finally {
  await stopServer(server);
  await removeWorkspace(workspace, failed);
}
// Explicitly: embedded-postgres' exit hook ends a process that runs out of work with code 0.
process.exit(failed || (strict && over.length > 0) ? 1 : 0);
