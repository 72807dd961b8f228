import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { localService } from '../../../test/fixtures/local-service';
import { createOpenAiCompatibleTtsEngine } from './openai-compatible';

interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const fakeMp3 = Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2000, 7)]);
const received: Received[] = [];
let answer: { status: number; type: string; body: Buffer } = {
  status: 200,
  type: 'audio/mpeg',
  body: fakeMp3,
};

const service = localService((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({
      method: request.method,
      url: request.url,
      headers: request.headers,
      body: Buffer.concat(chunks).toString(),
    });
    if (request.url === '/v1/models') {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"data":[]}');
      return;
    }
    response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
  });
});

describe('OpenAI-compatible text-to-speech', () => {
  it('POSTs /v1/audio/speech with the OpenAI body and bearer key, and returns the audio bytes', async () => {
    const engine = createOpenAiCompatibleTtsEngine({
      baseUrl: `${service.url}/v1/`,
      model: 'kokoro',
      apiKey: 'sk-test',
    });
    received.length = 0;
    const result = await engine.synthesize({ text: 'Breathe in.', voice: 'af_nicole', speed: 0.8 });
    expect(result).toEqual({ audio: fakeMp3, contentType: 'audio/mpeg' });
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/v1/audio/speech' });
    expect(received[0]!.headers.authorization).toBe('Bearer sk-test');
    expect(received[0]!.headers['content-type']).toBe('application/json');
    expect(JSON.parse(received[0]!.body)).toEqual({
      model: 'kokoro',
      input: 'Breathe in.',
      voice: 'af_nicole',
      speed: 0.8,
      response_format: 'mp3',
    });
  });

  it('sends no authorization without a key, and keeps the content type the server names', async () => {
    const engine = createOpenAiCompatibleTtsEngine({ baseUrl: service.url });
    answer = { status: 200, type: 'audio/wav', body: Buffer.from('RIFF....WAVE') };
    received.length = 0;
    const result = await engine.synthesize({ text: 'Hi', voice: 'af_bella', speed: 1 });
    expect(result.contentType).toBe('audio/wav');
    expect(received[0]!.headers.authorization).toBeUndefined();
    expect(engine.cacheTag).toContain('kokoro');
    answer = { status: 200, type: 'audio/mpeg', body: fakeMp3 };
  });

  it("turns an HTTP error into the spec's Voice API error text", async () => {
    const engine = createOpenAiCompatibleTtsEngine({ baseUrl: service.url });
    answer = { status: 400, type: 'application/json', body: Buffer.from('{"detail":"voice not found"}') };
    await expect(engine.synthesize({ text: 'Hi', voice: 'af_bella', speed: 1 })).rejects.toThrow(
      'Voice API HTTP 400: {"detail":"voice not found"}',
    );
    answer = { status: 200, type: 'audio/mpeg', body: Buffer.alloc(0) };
    await expect(engine.synthesize({ text: 'Hi', voice: 'af_bella', speed: 1 })).rejects.toThrow(/no audio/);
    answer = { status: 200, type: 'audio/mpeg', body: fakeMp3 };
  });

  it('reports the server available when it answers, unavailable when it is unreachable', async () => {
    expect(await createOpenAiCompatibleTtsEngine({ baseUrl: service.url }).status()).toMatchObject({
      available: true,
    });
    const down = createOpenAiCompatibleTtsEngine({ baseUrl: 'http://127.0.0.1:9' });
    expect(await down.status()).toMatchObject({ available: false });
    await expect(down.synthesize({ text: 'Hi', voice: 'af_bella', speed: 1 })).rejects.toThrow(/unreachable/);
  });
});
