import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AccountExport,
  DeleteAccountInput,
  DeleteAccountResult,
  EXPORT_CSV_FILES,
  type ExportCsvFile,
} from '@flowmind/core/contracts/account';
import type { ProgressOverview } from '@flowmind/core/contracts/progress';
import type { Auth } from '../../auth/auth';
import { currentUser } from '../../auth/session';
import type { Database } from '../../db/client';
import {
  buildAccountExport,
  buildCsvExport,
  deleteAccount,
  exportDate,
  type AccountDeps,
} from './account.service';

/** Personal data must not linger in shared caches or be guessed as another type. */
function asAttachment(reply: FastifyReply, filename: string, contentType: string): FastifyReply {
  return reply
    .header('content-type', contentType)
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store');
}

/** Set-Cookie values that expire better-auth's session cookies, so a deleted account's browser is signed out. */
async function expiredSessionCookies(auth: Auth): Promise<string[]> {
  const { authCookies } = await auth.$context;
  return [authCookies.sessionToken, authCookies.sessionData, authCookies.dontRememberToken].map(
    ({ name, attributes }) =>
      [
        `${name}=`,
        'Max-Age=0',
        `Path=${attributes.path ?? '/'}`,
        'HttpOnly',
        `SameSite=${attributes.sameSite ?? 'Lax'}`,
        ...(attributes.secure ? ['Secure'] : []),
      ].join('; '),
  );
}

/**
 * The person's own data: download it all (JSON, or CSV per table) and delete the account with everything
 * in it. Every query is scoped by the signed-in person's id; nothing here takes another id.
 */
export function registerAccountRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    auth: Auth;
    progressOf: (userId: string) => Promise<ProgressOverview>;
    memoryEnabledOf: (userId: string) => Promise<boolean>;
    deleteStoredAudio: (userId: string) => Promise<void>;
    /**
     * Told once the account and its sessions are gone; resolves when no instance serves them any more.
     */
    sessionsEnded: (userId: string) => Promise<void>;
  },
): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const accountDeps: AccountDeps = {
    db: deps.db,
    progressOf: deps.progressOf,
    memoryEnabledOf: deps.memoryEnabledOf,
    deleteStoredAudio: deps.deleteStoredAudio,
    verifyPassword: async (hash, password) => (await deps.auth.$context).password.verify({ hash, password }),
  };

  routes.get(
    '/api/v1/account/export',
    { schema: { response: { 200: AccountExport } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      const document = await buildAccountExport(accountDeps, userId);
      const date = await exportDate(deps.db, userId);
      asAttachment(reply, `flowmind-export-${date}.json`, 'application/json; charset=utf-8');
      return document;
    },
  );

  for (const file of Object.keys(EXPORT_CSV_FILES) as ExportCsvFile[]) {
    routes.get(
      `/api/v1/account/export/${file}.csv`,
      {
        schema: {
          description: `${EXPORT_CSV_FILES[file]}, as CSV.`,
          produces: ['text/csv'],
          response: { 200: z.string().describe('CSV text') },
        },
      },
      async (request, reply) => {
        const userId = currentUser(request).id;
        const csv = await buildCsvExport(accountDeps, userId, file);
        const date = await exportDate(deps.db, userId);
        asAttachment(reply, `flowmind-${file}-${date}.csv`, 'text/csv; charset=utf-8');
        return csv;
      },
    );
  }

  routes.delete(
    '/api/v1/account',
    { schema: { body: DeleteAccountInput, response: { 200: DeleteAccountResult } } },
    async (request, reply) => {
      const userId = currentUser(request).id;
      await deleteAccount(accountDeps, userId, request.body ?? {});
      await deps.sessionsEnded(userId);
      request.log.info('account deleted');
      reply.header('set-cookie', await expiredSessionCookies(deps.auth));
      return { deleted: true as const };
    },
  );
}
