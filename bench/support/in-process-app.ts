import path from 'node:path';
import { createOutboxMailer } from '../../server/src/integrations/mail/mailer';

/**
 * What every benchmark's in-process app (buildApp) is built with: mail to an outbox in the run's folder, a
 * fixed auth secret, no auth rate limit (a bench signs many people up at once) and no request log.
 */
export function benchAppOptions(tempDir: string) {
  return {
    mailer: createOutboxMailer(path.join(tempDir, 'outbox'), 'bench@flowmind.local'),
    authSecret: 'bench-secret-that-is-long-enough-for-better-auth',
    authRateLimit: false,
    logger: false,
  } as const;
}
