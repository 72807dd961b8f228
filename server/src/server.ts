import cluster from 'node:cluster';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { Env } from './config/env';
import { resolveAuthSecret, resolveVapidKeys } from './config/secrets';
import { openDatabase, type OpenedDatabase } from './db/database';
import { createOutboxMailer, createSmtpMailer } from './integrations/mail/mailer';
import { buildApp } from './app';
import { createVoiceServices, voiceConfigFromEnv } from './modules/voice/voice-engines';
import { llmConfigFromEnv } from './integrations/llm/providers';
import { defaultVapidSubject } from './modules/push/push.service';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface RunningServer {
  app: FastifyInstance;
  database: OpenedDatabase;
  url: string;
  stop(): Promise<void>;
}

/** Opens the database, builds the app and listens; `stop` drains requests then closes everything. */
export async function startServer(
  env: Env,
  overrides: { publicUrl?: string; webDistDir?: string } = {},
): Promise<RunningServer> {
  const log = (message: string) => console.log(`[flowmind] ${message}`);
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, log });
  try {
    const publicUrl = overrides.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
    const mailer = env.SMTP_URL
      ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
      : createOutboxMailer(path.join(env.DATA_DIR, 'outbox'), env.MAIL_FROM);
    const app = await buildApp({
      database,
      mailer,
      authSecret: resolveAuthSecret(env.AUTH_SECRET, env.DATA_DIR),
      publicUrl,
      trustLocalOrigins: !(overrides.publicUrl ?? env.PUBLIC_URL),
      trustedOrigins: env.TRUSTED_ORIGINS,
      trustProxy: env.TRUST_PROXY,
      googleClientId: env.GOOGLE_CLIENT_ID ?? null,
      webDistDir: overrides.webDistDir ?? env.WEB_DIST_DIR ?? path.join(repoRoot, 'web', 'dist'),
      logger: { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
      voice: createVoiceServices(voiceConfigFromEnv(env, env.DATA_DIR)),
      // On a PostgreSQL others may share, speech is kept there so every instance serves what any made.
      audioStore: env.AUDIO_STORE ?? (env.DATABASE_URL ? 'database' : 'files'),
      chat: { llm: llmConfigFromEnv(env) },
      push: {
        ...resolveVapidKeys(
          { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY },
          env.DATA_DIR,
        ),
        subject: env.VAPID_SUBJECT ?? defaultVapidSubject(publicUrl, env.MAIL_FROM),
        allowLocalEndpoints: env.PUSH_ALLOW_LOCAL_ENDPOINTS,
      },
      // Reminders run on pg-boss in the same PostgreSQL; stopped with the app (graceful shutdown).
      reminders: { jobs: { connectionString: database.connectionString } },
    });
    await app.listen({ port: env.PORT, host: env.HOST });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    // In a cluster the primary says it once all workers listen.
    if (cluster.isPrimary)
      log(`Flowmind is running at ${overrides.publicUrl ?? env.PUBLIC_URL ?? `http://localhost:${port}`}`);
    return {
      app,
      database,
      url: `http://127.0.0.1:${port}`,
      async stop() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
