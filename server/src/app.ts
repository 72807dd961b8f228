import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import helmet from 'helmet';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform, validatorCompiler } from 'fastify-type-provider-zod';
import { localDateIn } from '@flowmind/core/time';
import type { Database, DatabaseHandle } from './db/client';
import { findTimezone } from './db/person-timezone';
import { createAuth } from './auth/auth';
import { AUTH_ROUTES, registerAuthRoutes } from './auth/auth.routes';
import { forgetEndedSessions, readSessionUser } from './auth/session';
import { hasPasswordSignIn } from './auth/sign-in-methods';
import type { Mailer } from './integrations/mail/mailer';
import { registerJsonCompression } from './http/compress-json';
import { responseSerializerCompiler } from './http/response-serializer';
import { errorBody, registerErrorHandling, unauthorized } from './http/errors';
import { withLoggedErrorRedaction } from './http/error-log';
import { registerRequestInputGuards } from './http/request-input';
import { refuseForeignOrigin } from './http/origin-check';
import { TrustedOrigins } from './http/trusted-origins';
import { registerWebApp } from './http/web-app';
import { registerSystemRoutes } from './modules/system/system.routes';
import { registerProfileRoutes } from './modules/profile/profile.routes';
import { getCoachingProfile } from './modules/profile/profile.service';
import { registerCoachRoutes } from './modules/coaches/coaches.routes';
import {
  findCoachRecord,
  getCoachCards,
  getMatchableCoaches,
  isKnownCoach,
} from './modules/coaches/coaches.service';
import { registerMoodRoutes } from './modules/mood/mood.routes';
import {
  getMoodHistory,
  getRecentMoods,
  logInitialMoodIn,
  correctMood,
  logMood,
  logMoodIn,
} from './modules/mood/mood.service';
import { registerOnboardingRoutes } from './modules/onboarding/onboarding.routes';
import { registerVoiceRoutes } from './modules/voice/voice.routes';
import { registerVoiceSettingsRoutes } from './modules/voice-settings/voice-settings.routes';
import { registerPracticeRoutes } from './modules/practices/practices.routes';
import {
  getLibraryVersion,
  getPracticeLibrary,
  getRecentCompletedPractices,
  getRecentCompletions,
} from './modules/practices/practices.service';
import { getPracticeInsights, getPracticeTrackRecords } from './modules/practices/insights.service';
import { registerProgressRoutes } from './modules/progress/progress.routes';
import { getProgressOverview, getProgressSummary } from './modules/progress/progress.service';
import { registerNotificationRoutes } from './modules/notifications/notifications.routes';
import { turnOffNotification } from './modules/notifications/notifications.service';
import { registerReminderRoutes } from './modules/reminders/reminders.routes';
import {
  createReminderService,
  type ReminderNeighbours,
  type ReminderService,
} from './modules/reminders/reminders.service';
import { createReminderJobs, type ReminderJobs } from './modules/reminders/reminder-jobs';
import { registerAccountRoutes } from './modules/account/account.routes';
import { EventHub, LIVE_EVENTS_CHANNEL } from './modules/events/event-hub';
import { NotificationListener } from './db/notification-listener';
import { SessionCache, SESSIONS_CHANNEL } from './auth/session-cache';
import {
  SessionEndBarrier,
  SESSIONS_SYNC_CHANNEL,
  SESSIONS_SYNCED_CHANNEL,
} from './auth/session-end-barrier';
import { registerEventRoutes } from './modules/events/events.routes';
import { OpenStreams } from './modules/events/open-streams';
import { findActiveSessionIds } from './auth/active-sessions';
import { registerChatRoutes, type ChatOptions } from './modules/chat/chat.routes';
import type { ChatNeighbours } from './modules/chat/chat.neighbours';
import { registerJournalRoutes } from './modules/journal/journal.routes';
import { createJournalService } from './modules/journal/journal.service';
import { registerMemoryRoutes } from './modules/memory/memory.routes';
import { createMemoryService } from './modules/memory/memory.service';
import type { VoiceServices } from './modules/voice/voice-engines';
import { createVoiceService, DEFAULT_VOICE_LIMITS, type VoiceLimits } from './modules/voice/voice.service';
import { createDatabaseAudioStore } from './modules/voice/audio-store';
import { registerPushRoutes } from './modules/push/push.routes';
import { createPushService, type PushOptions } from './modules/push/push.service';

export interface AppOptions {
  database: DatabaseHandle;
  mailer: Mailer;
  authSecret: string;
  /** The address people reach the app at; used for links in emails, and its origin is trusted. */
  publicUrl: string;
  /**
   * No public address was configured (`publicUrl` is a default): also trust the loopback names and the
   * addresses the server listens on, so the app works at 127.0.0.1 and from a phone on the network.
   */
  trustLocalOrigins?: boolean;
  /** Further browser origins allowed to sign in and write (TRUSTED_ORIGINS). */
  trustedOrigins?: readonly string[];
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
  /**
   * Where generated speech is kept: `files` in DATA_DIR (the voice services' storage) or `database`, in
   * PostgreSQL, shared by every instance.
   */
  audioStore?: 'files' | 'database';
  /** Coach chat: the engine (built-in by default, LLM_* settings, or one injected by tests) and limits. */
  chat?: ChatOptions;
  /**
   * Web Push: the VAPID key pair every instance shares, and who runs the server (VAPID_* settings). Without
   * it (tests and benchmarks that send no push) the app makes a pair for this process alone.
   */
  push?: PushOptions;
  /**
   * Reminders: `jobs` runs them on pg-boss in this PostgreSQL (the server passes it; tests that start no
   * background work leave it out); `sendPushToPerson` replaces Web Push (tests record pushes instead).
   */
  reminders?: {
    jobs?: { connectionString: string; schedule?: boolean; clock?: () => Date };
    sendPushToPerson?: ReminderNeighbours['sendPushToPerson'];
  };
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiRoutes: RegisteredRoute[];
    /** The reminder service, and its pg-boss jobs when started (tests drive a scan at a fixed instant). */
    reminders: { service: ReminderService; jobs: ReminderJobs | undefined };
  }
}

/**
 * The powerful browser features the app may use: the microphone, for voice messages, on its own pages only.
 * The others that reach a person's devices or surroundings are off, for the app and anything it embeds.
 * Only features Chromium knows are named: it warns in the console about an unknown one on every page.
 */
const PERMISSIONS_POLICY = [
  'microphone=(self)',
  'camera=()',
  'geolocation=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'browsing-topics=()',
].join(', ');

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // Whatever logger the caller configures, a logged error never carries what people wrote.
    logger: withLoggedErrorRedaction(options.logger),
    trustProxy: options.trustProxy ?? false,
    bodyLimit: 256 * 1024,
    // Errors the router raises before any route runs (a malformed or overlong address) leave in the same
    // `{ error: { code, message } }` shape as every other refusal.
    frameworkErrors: (error, _request, reply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void (reply as FastifyReply)
        .status(tooLong ? 414 : 400)
        .send(
          tooLong
            ? errorBody('address_too_long', 'This address is too long.')
            : errorBody('invalid_address', 'This address is not valid.'),
        );
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);
  registerErrorHandling(app);
  registerRequestInputGuards(app);

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
        // The service worker (/sw.js) and the web app manifest: this origin only, as default-src already
        // says, spelled out so a later change to default-src cannot take the installable app with it.
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
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
  // Every directive is fixed, so the headers are the same on every answer: worked out once and handed to
  // Fastify with the answer's own, instead of running helmet's dozen middlewares on each request.
  const securityHeaders = { ...headersSetBy(setSecurityHeaders), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(securityHeaders);
    done();
  });
  // A signed-in person's answers (mood, chat, profile...) must not be kept by the browser or a proxy, where
  // the next person at a shared computer could read them. Answers that chose their own caching keep it
  // (signed audio is content-addressed); the SPA's assets are not signed-in answers and keep theirs.
  // better-auth's answers (the session, the signed-in person) are personal too.
  app.addHook('onSend', async (request, reply, payload) => {
    const personal = request.sessionUser !== undefined || request.routeOptions.url === AUTH_ROUTES;
    if (personal && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });

  const trustedOrigins = new TrustedOrigins({
    publicUrl: options.publicUrl,
    trustLocalAddresses: options.trustLocalOrigins ?? false,
    extra: options.trustedOrigins,
  });
  app.addHook('onListen', (done) => {
    trustedOrigins.listeningOn(app.server.address());
    done();
  });

  const { db, pool } = options.database;
  const auth = createAuth({
    trustedOrigins: () => trustedOrigins.list(),
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
    [LIVE_EVENTS_CHANNEL, SESSIONS_CHANNEL, SESSIONS_SYNC_CHANNEL, SESSIONS_SYNCED_CHANNEL],
    (message) => app.log.warn(message),
  );
  app.addHook('onClose', () => notifications.close());
  const sessionCache = new SessionCache(notifications);
  const sessionEndBarrier = new SessionEndBarrier(notifications, pool, (message) => app.log.warn(message));

  // Session guard, before the body is even parsed. It decides from the route the router matched (the
  // address as decoded), never from the raw address: every route needs a signed-in person unless it is
  // declared public, so `/%61pi/v1/...` is guarded exactly like `/api/v1/...`.
  const sessionCookieName = (await auth.$context).authCookies.sessionToken.name;
  app.addHook('onRequest', async (request) => {
    if (request.is404 || request.routeOptions.config?.public) return;
    refuseForeignOrigin(request, trustedOrigins);
    const user = await readSessionUser(auth, request, sessionCache, sessionCookieName);
    if (!user) throw unauthorized(request.routeOptions.config?.unauthorizedMessage);
    request.sessionUser = user;
  });

  registerAuthRoutes(
    app,
    auth,
    options.publicUrl,
    () =>
      pool.query('select 1').then(
        () => true,
        () => false,
      ),
    async (request) => {
      forgetEndedSessions(request, sessionCache, sessionCookieName);
      await sessionEndBarrier.waitForEveryInstance();
    },
  );
  registerSystemRoutes(app, { pool, googleClientId });
  // Modules touch only their own tables; what one needs of another is composed here, from the owner's service.
  const coachExists = (coachId: string) => isKnownCoach(db, coachId);
  registerProfileRoutes(app, {
    db,
    neighbours: { coachExists, hasPassword: (userId) => hasPasswordSignIn(db, userId) },
  });
  registerCoachRoutes(app, { db });
  registerMoodRoutes(app, { db });
  registerOnboardingRoutes(app, {
    db,
    neighbours: { coaches: () => getMatchableCoaches(db), logInitialMoodIn },
    log: (message) => app.log.warn(message),
  });
  registerPracticeRoutes(app, {
    db,
    neighbours: { coachCards: (coachIds) => getCoachCards(db, coachIds), logMoodIn },
  });
  registerProgressRoutes(app, { db });
  const voice = createVoiceService({
    db,
    services: options.voice,
    signingSecret: options.authSecret,
    limits: { ...DEFAULT_VOICE_LIMITS, ...options.voiceLimits },
    audioStore: options.audioStore === 'database' ? createDatabaseAudioStore(db) : undefined,
    log: (message) => app.log.info(message),
  });
  app.addHook('onClose', () => voice.close());
  registerVoiceRoutes(app, { voice, services: options.voice });
  registerVoiceSettingsRoutes(app, { db });
  const memory = createMemoryService(db, { coachExists });
  registerMemoryRoutes(app, { memory });
  registerJournalRoutes(app, { journal: createJournalService(db) });
  registerChatRoutes(app, { db, ...options.chat, memory, neighbours: chatNeighbours(db) });
  registerNotificationRoutes(app, { db });
  // `push.sendPushToPerson` is the neighbour that sends a reminder to each of a person's devices.
  const push = createPushService({ db, options: options.push, log: (message) => app.log.warn(message) });
  registerPushRoutes(app, { push });
  const reminders = createReminderService({
    db,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
    authSecret: options.authSecret,
    neighbours: reminderNeighbours(db, options.reminders?.sendPushToPerson ?? push.sendPushToPerson),
    log: (message) => app.log.warn(message),
  });
  registerReminderRoutes(app, { reminders });
  const reminderJobsOptions = options.reminders?.jobs;
  const reminderJobs =
    reminderJobsOptions &&
    createReminderJobs({
      ...reminderJobsOptions,
      service: reminders,
      log: (message) => app.log.warn(message),
    });
  if (reminderJobs) {
    app.addHook('onReady', () => reminderJobs.start());
    // Stops taking jobs and lets a send under way finish before the database goes.
    app.addHook('onClose', () => reminderJobs.stop());
  }
  app.decorate('reminders', { service: reminders, jobs: reminderJobs });
  registerAccountRoutes(app, {
    db,
    auth,
    progressOf: (userId) => getProgressOverview(db, userId),
    memoryEnabledOf: async (userId) => (await memory.settings(userId)).enabled,
    // Generated speech may be kept in files rather than in the database: the voice module deletes it with the
    // account wherever it is kept.
    deleteStoredAudio: (userId) => voice.deleteAudioOf(userId),
    sessionsEnded: async (userId) => {
      sessionCache.forgetUser(userId);
      await sessionEndBarrier.waitForEveryInstance();
    },
  });
  registerEventRoutes(app, {
    hub: new EventHub(notifications),
    // A stream ends with the session it was opened with, on whichever instance the session ends.
    streams: new OpenStreams(notifications, {
      activeSessions: (sessionIds) => findActiveSessionIds(db, sessionIds),
      log: (message) => app.log.warn(message),
    }),
  });

  const webDistDir = options.webDistDir;
  if (webDistDir && fs.existsSync(path.join(webDistDir, 'index.html'))) {
    await registerWebApp(app, webDistDir);
  }

  return app;
}

/** What reminders need of progress, moods, practices and notification preferences: each owner's service. */
function reminderNeighbours(
  db: Database,
  sendPushToPerson: ReminderNeighbours['sendPushToPerson'],
): ReminderNeighbours {
  return {
    sendPushToPerson,
    async todaySoFar(userId, now) {
      const { counters, stats } = await getProgressSummary(db, userId, now);
      const today = localDateIn((await findTimezone(db, userId)) ?? 'UTC', now);
      return {
        practised: counters.practiceRun.lastDate === today,
        moodLogged: counters.moodRun.lastDate === today,
        streakAtRisk: stats.streakAtRisk,
      };
    },
    async weekFigures(userId) {
      const [moods, completions, insights, progress] = await Promise.all([
        getMoodHistory(db, userId, 7),
        getRecentCompletions(db, userId, 7),
        getPracticeInsights(db, userId),
        getProgressSummary(db, userId),
      ]);
      return {
        moodScores: moods.map((mood) => mood.mood_score),
        practicesCompleted: completions.length,
        practiceMinutes: completions.reduce((sum, done) => sum + (done.duration_actual_minutes ?? 0), 0),
        whatHelped: insights.practices.slice(0, 2).map((insight) => insight.sentence),
        streakDays: progress.stats.streakCount,
      };
    },
    turnOff: (userId, kind) => turnOffNotification(db, userId, kind),
  };
}

/** What the chat needs of coaches, the person, moods, practices and progress: each owner's service. */
function chatNeighbours(db: Database): ChatNeighbours {
  return {
    findCoach: (coachId) => findCoachRecord(db, coachId),
    coachCards: (coachIds) => getCoachCards(db, coachIds),
    person: (userId) => getCoachingProfile(db, userId),
    recentMoods: (userId, limit) => getRecentMoods(db, userId, limit),
    logMood: (userId, score) => logMood(db, userId, { mood_score: score }),
    correctMood: (userId, entryId, score) => correctMood(db, userId, entryId, score),
    recentCompletions: (userId, limit) => getRecentCompletedPractices(db, userId, limit),
    practiceLibrary: () => getPracticeLibrary(db),
    libraryVersion: () => getLibraryVersion(db),
    practiceTrackRecords: (userId) => getPracticeTrackRecords(db, userId),
    progress: (userId) => getProgressSummary(db, userId),
  };
}

/**
 * The headers a connect-style middleware sets when it sets the same ones on every answer (helmet with fixed
 * directives), read by running it once against a stand-in response.
 */
function headersSetBy(
  middleware: (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void,
): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
      return response;
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let finished = false;
  middleware({ headers: {} } as IncomingMessage, response as unknown as ServerResponse, (error) => {
    if (error) throw error instanceof Error ? error : new Error('The security-header middleware failed.');
    finished = true;
  });
  if (!finished) throw new Error('The security-header middleware did not finish at once.');
  return headers;
}
