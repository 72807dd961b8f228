import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JournalEntriesInput, JournalEntryList } from '@flowmind/core/contracts/journal';
import { currentUser } from '../../auth/session';
import type { JournalService } from './journal.service';

/** The signed-in person's gratitude journal: keep a finished journal's entries, read them back. */
export function registerJournalRoutes(app: FastifyInstance, deps: { journal: JournalService }): void {
  const { journal } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/v1/journal', { schema: { response: { 200: JournalEntryList } } }, async (request) =>
    journal.list(currentUser(request).id),
  );

  routes.post(
    '/api/v1/journal',
    { schema: { body: JournalEntriesInput, response: { 201: JournalEntryList } } },
    async (request, reply) => {
      const saved = await journal.add(currentUser(request).id, request.body.entries);
      return reply.status(201).send(saved);
    },
  );
}
