import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from './db/client';
import { createAuth } from './auth/auth';
import { registerAuthRoutes } from './auth/auth.routes';
import { readSessionUser } from './auth/session';
import type { Mailer } from './integrations/mail/mailer';
import { registerJsonCompression } from './http/compress-json';
import { registerErrorHandling, unauthorized } from './http/errors';
import { registerWebApp } from './http/web-app';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { registerCoachRoutes } from './modules/coaches/coaches.routes';
import { registerMoodRoutes } from './modules/mood/mood.routes';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes';
import { registerVoiceRoutes } from './modules/voice/voice.routes';
import { registerVoiceSettingsRoutes } from './modules/voice-settings/voice-settings.routes';
import { registerPracticeRoutes } from './modules/practices/practices.routes';
import { registerProgressRoutes } from './modules/progress/progress.routes';
import { getProgressOverview } from './modules/progress/progress.service';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { registerAccountRoutes } from './modules/account/account.routes';
import { EventHub, LIVE_EVENTS_CHANNEL } from './modules/events/event-hub';
import { NotificationListener } from './db/notification-listener';
import { SessionCache, SESSIONS_CHANNEL } from './auth/session-cache';
import { registerEventRoutes } from './modules/events/events.routes';
import { registerChatRoutes, type ChatOptions } from './modules/chat/chat.routes';
import type { VoiceServices } from './modules/voice/voice.services';
import type { VoiceLimits } from './modules/voice/voice.service';

export interface AppOptions {
  database: DatabaseHandle;
  mailer: Mailer;
  authSecret: string;
  /** The address people reach the app at; used for links in emails and the auth origin check. */
  publicUrl: string;
  trustProxy?: boolean;
  googleClientId?: string | null;
  /** Overridable so tests can sign in against a local issuer. */
  googleIdTokenVerification?: { jwksUrl: string; issuers: string[] };
  authRateLimit?: boolean;
  /** Folder of the built SPA; served with an index.html fallback when it exists. */
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Text-to-speech, speech-to-text and audio storage (embedded engines by default). */
  voice: VoiceServices;
  voiceLimits?: Partial<VoiceLimits>;
  /** Coach chat: the engine (built-in by default, LLM_* settings, or one injected by tests) and limits. */
  chat?: ChatOptions;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RegisteredRoute[];
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    // Errors the router raises before any route runs (a malformed or overlong address) leave in the same
    // `{ error: { code, message } }` shape as every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply).status(tooLong ? 414 : 400).send({
        error: {
          code: tooLong ? 'address_too_long' : 'invalid_address',
          message: tooLong ? 'This address is too long.' : 'This address is not valid.',
        },
      });
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);

  // While shutting down, answers close their connection: an idle keep-alive connection (every browser
  // keeps one) must not hold the server open once the requests in flight are answered.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
  registerJsonCompression(app);

  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/v1')) return;
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      apiRoutes.push({ method, url: route.url, public: route.config?.public === true });
    }
  });

  await app.register(swagger, {
    openapi: { info: { title: 'Flowmind API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });
  app.get('/api/docs/openapi.json', { config: { public: true }, schema: { hide: true } }, () =>
    app.swagger(),
  );

  const googleClientId = options.googleClientId ?? null;
  const secureCookies = options.publicUrl.startsWith('https://');
  // helmet's middleware, built once: @fastify/helmet rebuilt it (parsing every CSP directive) on each
  // request, about 2% of a small API request's time (bench:api --profile).
  const setSecurityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(googleClientId ? ['https://accounts.google.com/gsi/client'] : [])],
        // No 'unsafe-inline': the built index.html has no style attributes or <style>, and React sets
        // `style` props through the CSSOM, which style-src does not govern.
        styleSrc: ["'self'", ...(googleClientId ? ['https://accounts.google.com/gsi/style'] : [])],
        fontSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(googleClientId ? ['https://accounts.google.com/gsi/'] : [])],
        frameSrc: googleClientId ? ['https://accounts.google.com/gsi/'] : ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: secureCookies ? [] : null,
      },
    },
    crossOriginOpenerPolicy: googleClientId
      ? { policy: 'same-origin-allow-popups' }
      : { policy: 'same-origin' },
    hsts: secureCookies,
  });
  app.addHook('onRequest', (request, reply, done) =>
    setSecurityHeaders(request.raw, reply.raw, () => done()),
  );

  const { db, pool } = options.database;
  const auth = createAuth({
    pool,
    secret: options.authSecret,
    baseURL: options.publicUrl,
    mailer: options.mailer,
    log: (message) => app.log.info(message),
    logAuthEvent: (level, message) => app.log[level](`auth: ${message}`),
    google: googleClientId
      ? {
          clientId: googleClientId,
          jwksUrl: options.googleIdTokenVerification?.jwksUrl ?? 'https://www.googleapis.com/oauth2/v3/certs',
          issuers: options.googleIdTokenVerification?.issuers ?? [
            'https://accounts.google.com',
            'accounts.google.com',
          ],
        }
      : undefined,
    rateLimit: options.authRateLimit ?? true,
    secureCookies,
  });

  // One LISTEN connection for the process: live events for people's streams, ended sessions for the cache.
  const notifications = new NotificationListener(
    pool.options,
    [LIVE_EVENTS_CHANNEL, SESSIONS_CHANNEL],
    (message) => app.log.warn(message),
  );
  app.addHook('onClose', () => notifications.close());
  const sessionCache = new SessionCache(notifications);

  // Session guard, before the body is even parsed: every /api/v1 route needs a signed-in person unless public.
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/v1') || request.is404 || request.routeOptions.config?.public) return;
    const user = await readSessionUser(auth, request, sessionCache);
    if (!user) throw unauthorized(request.routeOptions.config?.unauthorizedMessage);
    request.sessionUser = user;
  });

  registerAuthRoutes(app, auth, options.publicUrl, () =>
    pool.query('select 1').then(
      () => true,
      () => false,
    ),
  );
  registerSystemRoutes(app, { pool, googleClientId });
  registerProfileRoutes(app, { db });
  registerCoachRoutes(app, { db });
  registerMoodRoutes(app, { db });
  registerOnboardingRoutes(app, { db, log: (message) => app.log.warn(message) });
  registerPracticeRoutes(app, { db });
  registerProgressRoutes(app, { db });
  registerVoiceRoutes(app, {
    db,
    services: options.voice,
    signingSecret: options.authSecret,
    limits: options.voiceLimits,
    log: (message) => app.log.info(message),
  });
  registerVoiceSettingsRoutes(app, { db });
  registerChatRoutes(app, { db, ...options.chat });
  registerNotificationRoutes(app, { db });
  registerAccountRoutes(app, { db, auth, progressOf: (userId) => getProgressOverview(db, userId) });
  registerEventRoutes(app, { hub: new EventHub(notifications) });

  const webDistDir = options.webDistDir;
  if (webDistDir && fs.existsSync(path.join(webDistDir, 'index.html'))) {
    await registerWebApp(app, webDistDir);
  }

  return app;
}
