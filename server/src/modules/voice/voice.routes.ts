import isFresh from 'fresh';
import parseRange, { type Range } from 'range-parser';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { AUDIO_FILE_TOO_LARGE, INVALID_AUDIO_FORMAT, NO_AUDIO_DATA } from '@flowmind/core/recording';
import {
  GenerateSpeechInput,
  GenerateSpeechResponse,
  TranscribeResponse,
  VoiceHealthResponse,
  VoicesResponse,
} from '@flowmind/core/contracts/voice';
import { currentUser } from '../../auth/session';
import { HttpError } from '../../http/errors';
import type { VoiceServices } from './voice-engines';
import type { Upload, VoiceService } from './voice.service';

export interface VoiceRouteDeps {
  /** Built in app.ts, which also hands it to the account module (a deleted account's audio goes too). */
  voice: VoiceService;
  /** The engines behind the service, from `createVoiceServices(voiceConfigFromEnv(env, dataDir))`; closed with the app. */
  services: VoiceServices;
  /** The signed-in person of a request (default: the session guard's user). */
  currentUserId?: (request: FastifyRequest) => string;
}

/** Reads the multipart upload's `audio` file (recording.webm/.ogg/.mp4/.wav); other parts are skipped. */
async function readAudioUpload(request: FastifyRequest, maxBytes: number): Promise<Upload | undefined> {
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 2, fields: 10, parts: 12 },
    })) {
      if (part.type !== 'file') continue;
      if (part.fieldname === 'audio' && !upload)
        upload = { bytes: await part.toBuffer(), filename: part.filename };
      else part.file.resume();
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, 'audio_too_large', AUDIO_FILE_TOO_LARGE);
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new HttpError(400, 'no_audio', NO_AUDIO_DATA);
    throw new HttpError(400, 'invalid_audio_format', INVALID_AUDIO_FORMAT);
  }
  return upload;
}

/**
 * The one byte range a `Range` header asks for, 'unsatisfiable', or null to send everything: a header that
 * is not bytes, malformed, or asks for several ranges (which would need a multipart answer) gets the whole
 * audio, as the standard allows.
 */
function requestedRange(header: string | undefined, size: number): Range | 'unsatisfiable' | null {
  if (!header) return null;
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return 'unsatisfiable';
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return null;
  return ranges[0]!;
}

/** The product API's voice endpoints: voices, generate, audio, transcribe, health. */
export function registerVoiceRoutes(app: FastifyInstance, deps: VoiceRouteDeps): void {
  const { voice } = deps;
  const { limits } = voice;
  const userIdOf = deps.currentUserId ?? ((request: FastifyRequest) => currentUser(request).id);
  app.addHook('onClose', async () => deps.services.close());

  // Its own scope, so multipart parsing exists only where an upload is expected.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: limits.maxUploadBytes, files: 2 } });
    const routes = scope.withTypeProvider<ZodTypeProvider>();

    routes.get('/api/v1/voice/voices', { schema: { response: { 200: VoicesResponse } } }, () =>
      voice.listVoices(),
    );

    routes.post(
      '/api/v1/voice/generate',
      { schema: { body: GenerateSpeechInput, response: { 200: GenerateSpeechResponse } } },
      async (request) => voice.generate(userIdOf(request), request.body),
    );

    routes.get(
      '/api/v1/voice/audio/:key',
      {
        schema: {
          params: z.object({ key: z.string().max(100) }),
          querystring: z.object({ sig: z.string().max(100).optional() }),
        },
      },
      async (request, reply) => {
        const audio = await voice.readAudio(userIdOf(request), request.params.key, request.query.sig);
        // Content-addressed, so never stale; private because the URL is signed for one person.
        reply
          .header('cache-control', 'private, max-age=31536000, immutable')
          .header('etag', audio.etag)
          .header('accept-ranges', 'bytes')
          .header('x-content-type-options', 'nosniff')
          .type(audio.contentType);
        if (isFresh(request.headers, { etag: audio.etag })) return reply.status(304).send();
        const range = requestedRange(request.headers.range, audio.bytes.length);
        if (range === 'unsatisfiable') {
          return reply.status(416).header('content-range', `bytes */${audio.bytes.length}`).send();
        }
        if (range) {
          return reply
            .status(206)
            .header('content-range', `bytes ${range.start}-${range.end}/${audio.bytes.length}`)
            .send(audio.bytes.subarray(range.start, range.end + 1));
        }
        return reply.send(audio.bytes);
      },
    );

    routes.post(
      '/api/v1/voice/transcribe',
      { schema: { response: { 200: TranscribeResponse } } },
      async (request) => {
        const text = await voice.transcribe(userIdOf(request), () =>
          readAudioUpload(request, limits.maxUploadBytes),
        );
        return { success: true as const, text };
      },
    );

    routes.get(
      '/api/v1/voice/health',
      { config: { public: true }, schema: { response: { 200: VoiceHealthResponse } } },
      () => voice.health(),
    );
  });
}
