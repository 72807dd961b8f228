import type http from 'node:http';
import { describe, expect, it } from 'vitest';
import { localService } from '../../../test/fixtures/local-service';
import { speechWebm } from '../../../test/fixtures/speech';
import { createOpenAiCompatibleSttEngine } from './openai-compatible';

interface Received {
  method?: string;
  url?: string;
  headers: http.IncomingHttpHeaders;
  form?: FormData;
}

const received: Received[] = [];
let answer: { status: number; type: string; body: string } = {
  status: 200,
  type: 'application/json',
  body: '{"text":" He was not an ill disposed young man. "}',
};

const service = localService((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    void (async () => {
      const entry: Received = { method: request.method, url: request.url, headers: request.headers };
      if (request.method === 'POST') {
        // Parse the upload the way a Whisper server would: as multipart/form-data.
        entry.form = await new Request('http://local/', {
          method: 'POST',
          headers: { 'content-type': request.headers['content-type']! },
          body: Buffer.concat(chunks),
        }).formData();
      }
      received.push(entry);
      if (request.url === '/v1/models') return response.writeHead(401).end();
      response.writeHead(answer.status, { 'content-type': answer.type }).end(answer.body);
    })();
  });
});

describe('OpenAI-compatible speech-to-text', () => {
  it('uploads the recording as multipart file + model with a bearer key, and returns the text', async () => {
    const engine = createOpenAiCompatibleSttEngine({
      baseUrl: service.url,
      model: 'whisper-1',
      apiKey: 'sk-stt',
      language: 'en',
    });
    expect(engine.input).toBe('original');
    received.length = 0;
    const audio = speechWebm();
    expect(await engine.transcribe(audio, 'audio/webm;codecs=opus')).toBe(
      'He was not an ill disposed young man.',
    );
    expect(received).toHaveLength(1);
    const request = received[0]!;
    expect(request).toMatchObject({ method: 'POST', url: '/v1/audio/transcriptions' });
    expect(request.headers.authorization).toBe('Bearer sk-stt');
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const file = request.form!.get('file') as File;
    expect(file.name).toBe('recording.webm');
    expect(file.type).toBe('audio/webm');
    expect(Buffer.from(await file.arrayBuffer()).equals(audio)).toBe(true);
    expect(request.form!.get('model')).toBe('whisper-1');
    expect(request.form!.get('language')).toBe('en');
  });

  it('accepts servers that answer plain text', async () => {
    answer = { status: 200, type: 'text/plain', body: 'plain words\n' };
    const engine = createOpenAiCompatibleSttEngine({ baseUrl: `${service.url}/v1` });
    expect(await engine.transcribe(Buffer.from('RIFF'), 'audio/wav')).toBe('plain words');
    expect((received.at(-1)!.form!.get('file') as File).name).toBe('recording.wav');
    expect(received.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('reports HTTP errors with the Voice API text, and an unreachable server as unavailable', async () => {
    answer = { status: 500, type: 'application/json', body: '{"error":"model crashed"}' };
    const engine = createOpenAiCompatibleSttEngine({ baseUrl: service.url });
    await expect(engine.transcribe(Buffer.from('OggS'), 'audio/ogg')).rejects.toMatchObject({
      message: 'Voice API HTTP 500: {"error":"model crashed"}',
      unavailable: false,
    });
    const down = createOpenAiCompatibleSttEngine({ baseUrl: 'http://127.0.0.1:9' });
    await expect(down.transcribe(Buffer.from('OggS'), 'audio/ogg')).rejects.toMatchObject({
      unavailable: true,
    });
    expect(await down.available()).toBe(false);
    // A 401 on /v1/models still proves the server is up.
    expect(await engine.available()).toBe(true);
    answer = { status: 200, type: 'application/json', body: '{"text":"ok"}' };
  });
});
