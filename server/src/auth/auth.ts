import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { betterAuth } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import type { Mailer } from '../integrations/mail/mailer';
import { resetPasswordEmail } from './emails';
import { assertAcceptableAuthInput } from './account-input';

/** Header we set from Fastify's `request.ip` (TRUST_PROXY aware), replacing any value a client sent. */
export const CLIENT_IP_HEADER = 'x-flowmind-client-ip';

export interface AuthOptions {
  pool: pg.Pool;
  secret: string;
  baseURL: string;
  /** Browser origins allowed besides baseURL's, read on every check (they are known once listening). */
  trustedOrigins: () => string[];
  mailer: Mailer;
  log: (message: string) => void;
  /** better-auth's own messages go to the app's logger (only the message, never its arguments). */
  logAuthEvent?: (level: 'debug' | 'info' | 'warn' | 'error', message: string) => void;
  google?: { clientId: string; jwksUrl: string; issuers: string[] };
  rateLimit: boolean;
  secureCookies: boolean;
}

const timestamps = { createdAt: 'created_at', updatedAt: 'updated_at' } as const;

export function createAuth(options: AuthOptions) {
  const { pool, mailer, google } = options;
  // The person whose password a reset request just changed, so the after-hook can sign them in.
  const passwordResetUsers = new WeakMap<Request, { id: string }>();
  const googleKeys = google ? createRemoteJWKSet(new URL(google.jwksUrl)) : undefined;

  /**
   * The reset link at the address the person asked from (when it is a trusted origin): someone who
   * opened the app at 127.0.0.1 or at the machine's network address from a phone gets a link that works
   * there, not one for `localhost`. Any other origin keeps the public address.
   */
  const atAddressInUse = (url: string, origin: string | null | undefined): string => {
    if (!origin || !options.trustedOrigins().includes(origin)) return url;
    const link = new URL(url);
    const asked = new URL(origin);
    link.protocol = asked.protocol;
    link.host = asked.host;
    // Where the link leads after checking the token: the same address, not the public one.
    const callback = link.searchParams.get('callbackURL');
    if (callback?.startsWith('/') && !callback.startsWith('//')) {
      link.searchParams.set('callbackURL', `${asked.origin}${callback}`);
    }
    return link.toString();
  };

  return betterAuth({
    appName: 'Flowmind',
    secret: options.secret,
    baseURL: options.baseURL,
    basePath: '/api/auth',
    trustedOrigins: () => options.trustedOrigins(),
    database: pool,
    telemetry: { enabled: false },
    logger: { log: (level, message) => options.logAuthEvent?.(level, message) },
    user: {
      modelName: 'auth_users',
      fields: { emailVerified: 'email_verified', ...timestamps },
      additionalFields: {
        firstName: { type: 'string', required: false, input: true, fieldName: 'first_name' },
        lastName: { type: 'string', required: false, input: true, fieldName: 'last_name' },
      },
    },
    session: {
      modelName: 'auth_sessions',
      fields: {
        userId: 'user_id',
        expiresAt: 'expires_at',
        ipAddress: 'ip_address',
        userAgent: 'user_agent',
        ...timestamps,
      },
    },
    account: {
      modelName: 'auth_accounts',
      fields: {
        userId: 'user_id',
        accountId: 'account_id',
        providerId: 'provider_id',
        accessToken: 'access_token',
        refreshToken: 'refresh_token',
        idToken: 'id_token',
        accessTokenExpiresAt: 'access_token_expires_at',
        refreshTokenExpiresAt: 'refresh_token_expires_at',
        ...timestamps,
      },
    },
    verification: {
      modelName: 'auth_verifications',
      fields: { expiresAt: 'expires_at', ...timestamps },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      onPasswordReset: async ({ user }, request) => {
        if (request) passwordResetUsers.set(request, { id: user.id });
        // The link just used was consumed; any other reset link still in a mailbox would change the new
        // password again, so a reset voids every outstanding one of the person (better-auth keeps them as
        // `reset-password:<token>` with the user id as value).
        await pool.query(
          `delete from auth_verifications where value = $1 and starts_with(identifier, 'reset-password:')`,
          [user.id],
        );
      },
      sendResetPassword: async ({ user, url }, request) => {
        const link = atAddressInUse(url, request?.headers.get('origin'));
        await mailer.send({ to: user.email, ...resetPasswordEmail(user.name, link) });
        // The link lets whoever reads it take over the account, so it stays in the .eml file, out of logs.
        if (mailer.kind === 'outbox') options.log('Password reset mail written to the outbox.');
      },
    },
    socialProviders: google
      ? {
          google: {
            clientId: google.clientId,
            // Only ID-token sign-in (Google Identity Services) is used: no client secret or redirect flow.
            clientSecret: '',
            verifyIdToken: async (token) => {
              try {
                await jwtVerify(token, googleKeys!, { issuer: google.issuers, audience: google.clientId });
                return true;
              } catch {
                return false;
              }
            },
          },
        }
      : {},
    hooks: {
      // Signing out ends every session of the person, not only this device's: a shared, lost or stolen
      // device must not keep someone's health data open. Each ended session notifies the
      // session caches of every instance (migration 0007).
      before: createAuthMiddleware(async (ctx) => {
        // New passwords and the person's names are held to the app's rules before better-auth stores them.
        assertAcceptableAuthInput(ctx.path, ctx.body);
        if (ctx.path !== '/sign-out') return;
        const session = await getSessionFromCtx(ctx).catch(() => null);
        if (session) await ctx.context.internalAdapter.deleteUserSessions(session.user.id);
      }),
      // Following the reset link sets a new password and signs the person in. All their other
      // sessions were revoked by the reset (revokeSessionsOnPasswordReset); this one is fresh.
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path !== '/reset-password' || !ctx.request) return;
        const reset = passwordResetUsers.get(ctx.request);
        if (!reset) return;
        const user = await ctx.context.internalAdapter.findUserById(reset.id);
        if (!user) return;
        const session = await ctx.context.internalAdapter.createSession(reset.id);
        await setSessionCookie(ctx, { session, user });
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Every account gets its profile row at once (the profile holds the name given at sign-up).
          after: async (user) => {
            await pool.query(
              `insert into users (id, email, name, onboarding_completed, coach_id)
               values ($1, $2, $3, false, null) on conflict (id) do nothing`,
              [user.id, user.email, user.name ?? ''],
            );
          },
        },
      },
    },
    rateLimit: {
      enabled: options.rateLimit,
      storage: 'database',
      modelName: 'auth_rate_limits',
      fields: { lastRequest: 'last_request' },
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 300, max: 8 },
        '/sign-in/social': { window: 300, max: 10 },
        '/sign-up/email': { window: 600, max: 10 },
        '/request-password-reset': { window: 600, max: 5 },
        '/reset-password': { window: 600, max: 10 },
        // A signed-in session must not be a way to guess the current password quickly.
        '/change-password': { window: 300, max: 8 },
      },
    },
    advanced: {
      // better-auth skips its origin and CSRF checks when NODE_ENV is 'test'; they stay on, so the tests
      // exercise what production does.
      disableOriginCheck: false,
      disableCSRFCheck: false,
      cookiePrefix: 'flowmind',
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => randomUUID() },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
