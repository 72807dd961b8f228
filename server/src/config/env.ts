import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);
const optionalUrl = z.string().optional().transform(blankToUndefined).pipe(z.url().optional());
const optionalText = z.string().optional().transform(blankToUndefined);

/** The voice engines' settings, turned into their config by `voiceConfigFromEnv`. */
const voiceEnvSchema = z.object({
  TTS_PROVIDER: z.enum(['embedded', 'openai-compatible']).default('embedded'),
  TTS_BASE_URL: optionalUrl,
  TTS_MODEL: optionalText,
  TTS_API_KEY: optionalText,
  STT_PROVIDER: z.enum(['embedded', 'openai-compatible']).default('embedded'),
  STT_BASE_URL: optionalUrl,
  STT_MODEL: optionalText,
  STT_API_KEY: optionalText,
  STT_LANGUAGE: optionalText,
  /** Folder of the PocketSphinx model (default: Debian's /usr/share/pocketsphinx/model/en-us). */
  STT_MODEL_DIR: optionalText,
  FFMPEG_PATH: optionalText,
  /** Where generated speech is kept: `database` (shared by every instance) or `files` in DATA_DIR. */
  AUDIO_STORE: z.enum(['files', 'database']).optional(),
});
export type VoiceEnv = z.infer<typeof voiceEnvSchema>;

export const LLM_PROVIDERS = ['builtin', 'openai', 'openai-compatible', 'anthropic'] as const;

/** The coach engine's settings, turned into its config by `llmConfigFromEnv`. */
export const llmEnvSchema = z.object({
  LLM_PROVIDER: z.enum(LLM_PROVIDERS).default('builtin'),
  LLM_BASE_URL: optionalUrl,
  LLM_MODEL: optionalText,
  LLM_API_KEY: optionalText,
});
export type LlmEnv = z.infer<typeof llmEnvSchema>;

const base64urlKey = (bytes: number) =>
  optionalText.pipe(
    z
      .string()
      .regex(/^[A-Za-z0-9_-]+$/, 'must be base64url without padding')
      .refine((key) => Buffer.from(key, 'base64url').length === bytes, `must be ${bytes} bytes (base64url)`)
      .optional(),
  );

/** Web Push: the VAPID key pair that signs every push (generated into DATA_DIR when unset). */
const pushEnvSchema = z.object({
  VAPID_PUBLIC_KEY: base64urlKey(65),
  VAPID_PRIVATE_KEY: base64urlKey(32),
  /** Who runs this server, for push services to reach: a mailto: or https: address. */
  VAPID_SUBJECT: optionalText.pipe(
    z.url({ protocol: /^(mailto|https)$/, error: 'must be a mailto: or https: address' }).optional(),
  ),
  /**
   * Tests and development only: accept push endpoints on this machine (http://127.0.0.1, localhost), for a
   * push service written for the tests. Refused in production, where it would let anyone make the server
   * send requests to itself.
   */
  PUSH_ALLOW_LOCAL_ENDPOINTS: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
});

/** Every setting Flowmind reads from the environment; all optional, embedded defaults otherwise. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Where the built SPA lives (default web/dist); tests build into their own folder. */
  WEB_DIST_DIR: z.string().optional(),
  DATABASE_URL: optionalUrl,
  PUBLIC_URL: optionalUrl,
  /** Comma-separated origins trusted besides PUBLIC_URL's (e.g. `https://app.example.org,https://example.org`). */
  TRUSTED_ORIGINS: z
    .string()
    .optional()
    .transform((value) =>
      (value ?? '')
        .split(',')
        .map((origin) => origin.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/, error: 'must be comma-separated http(s) origins' }))),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Flowmind <no-reply@flowmind.local>'),
  GOOGLE_CLIENT_ID: optionalText,
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((value) => value === 'true' || value === '1'),
  /**
   * Server processes sharing the port (node:cluster), so one machine uses every core. Default: one per core
   * in production, one otherwise.
   */
  WORKERS: z.coerce.number().int().min(1).max(256).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ...voiceEnvSchema.shape,
  ...llmEnvSchema.shape,
  ...pushEnvSchema.shape,
});

export type Env = z.infer<typeof envSchema> & { DATA_DIR: string; WORKERS: number };

/** Parses the environment once; a bad value stops the process with one line per field. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const result = envSchema.superRefine(checkPushSettings).safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const workers =
    result.data.WORKERS ?? (result.data.NODE_ENV === 'production' ? os.availableParallelism() : 1);
  return { ...result.data, DATA_DIR: path.resolve(result.data.DATA_DIR), WORKERS: workers };
}

/** The VAPID keys come as a pair; local push endpoints never in production. */
function checkPushSettings(env: z.infer<typeof envSchema>, context: z.RefinementCtx): void {
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
    const missing = env.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY';
    context.addIssue({
      code: 'custom',
      path: [missing],
      message: 'set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither',
    });
  }
  if (env.PUSH_ALLOW_LOCAL_ENDPOINTS && env.NODE_ENV === 'production') {
    context.addIssue({
      code: 'custom',
      path: ['PUSH_ALLOW_LOCAL_ENDPOINTS'],
      message: 'is for tests and development only (NODE_ENV=test or development)',
    });
  }
}
